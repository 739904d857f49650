import TapOrLink
import Testing

/// The bridge judges URLs as the web view will, and fails closed: the ways
/// past it that reading URLs differently from a browser opened.
@Suite("Bridge: no way past it by URL text")
struct BridgeBypassTests {
  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["go"], allowedOrigins: [Origin("https://example.com")!])

  static func harness(
    firstPage: String? = "https://example.com/", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    try Harness(
      firstPage: firstPage, configuration: OverlayConfiguration(bridge: bridge),
      sourceLocation: sourceLocation)
  }

  @Test("a page at https://evil.com\\@example.com/ is on evil.com: no action")
  func backslashUserinfo() throws {
    let h = try Self.harness(firstPage: "https://evil.com\\@example.com/")
    h.request("nativeaction://go", at: 10)
    #expect(h.actions.isEmpty)
    let request = NavigationRequest(url: "nativeaction://go")
    h.expect([
      .answered(request, .block, at: ms(10)),
      .actionRefused(.originNotAllowed(Origin("https://evil.com")!), at: ms(10)),
      .replied(.policy(.block)),
    ])
    // Reached by navigation too.
    let n = try Self.harness()
    n.request("https://evil.com\\@example.com/", at: 10)
    n.request("nativeaction://go", at: 20)
    #expect(n.actions.isEmpty)
    let request2 = NavigationRequest(url: "https://evil.com\\@example.com/")
    n.expect([
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .answered(request, .block, at: ms(20)),
      .actionRefused(.originNotAllowed(Origin("https://evil.com")!), at: ms(20)),
      .replied(.policy(.block)),
    ])
  }

  @Test(
    "after a navigation to an unreadable URL the page has no origin, not the previous one",
    arguments: [
      "https://exa mple.com/", "https://example.com:65536/", "https://[::1]evil.com/",
      "https://example.com:443:443/", "https://é.example.com/",
    ])
  func unreadableNavigation(url: String) throws {
    let h = try Self.harness()
    h.request("nativeaction://go", at: 0)
    h.request(url, at: 10)
    h.request("nativeaction://go", at: 20)
    #expect(h.actions == ["go"])
    #expect(h.overlay.history.current == url)
    let request = NavigationRequest(url: "nativeaction://go")
    h.expect([
      .answered(request, .block, at: ms(0)), .actionRan("go", at: ms(0)), .ran("go", for: request),
      .replied(.policy(.block)),
      .asked(NavigationRequest(url: url), as: .countsForNothing(.noGesture)),
      .diagnosed(.unparseableURL(url), at: ms(10)),
      .answered(NavigationRequest(url: url), .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .answered(request, .block, at: ms(20)), .actionRefused(.noOrigin, at: ms(20)),
      .replied(.policy(.block)),
    ])
  }

  @Test(
    "bridge URLs with whitespace or control characters are the bridge scheme: blocked",
    arguments: [
      " nativeaction://go", "\nnativeaction://go", "native\taction://go", "\u{0}nativeaction://go",
      "nativeaction://g\no", "NATIVE\r\nACTION://go ",
    ])
  func whitespaceInScheme(url: String) throws {
    let h = try Self.harness()
    h.down(100, 200, at: 0)
    #expect(h.request(url, at: 10) == .block)
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    #expect(h.actions == ["go"])
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .answered(NavigationRequest(url: url), .block, at: ms(10)), .actionRan("go", at: ms(10)),
      .ran("go", for: NavigationRequest(url: url)), .replied(.policy(.block)),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    #expect(h.overlay.history.pages == ["https://example.com/"])
  }

  @Test("a relative request on a bridge-scheme page is a bridge call: blocked")
  func relativeOnBridgePage() throws {
    let h = try Self.harness(firstPage: "nativeaction://page/")
    #expect(h.request("//go", at: 10) == .block)
    #expect(h.actions.isEmpty)
    h.expect([
      .answered(NavigationRequest(url: "//go"), .block, at: ms(10)),
      .actionRefused(.unknownAction(""), at: ms(10)), .replied(.policy(.block)),
    ])
  }

  @Test(
    "pages on hosts WHATWG rejects, or reads otherwise, run no action",
    arguments: [
      ("https://[::1]evil.com/", nil), ("https://example.com:443:443/", nil),
      ("https://example.com./", "https://example.com."),
      ("https://EXAMPLE.com.:443/", "https://example.com."),
      ("https://example.com%2e/", "https://example.com."), ("https://xn--exmple-cua.com/", nil),
      ("blob:https://example.com/id", nil), ("file://example.com/", nil),
      ("nativeaction://example.com/", nil),
    ] as [(String, String?)])
  func rejectedHosts(page: String, origin: String?) throws {
    let h = try Self.harness(firstPage: page)
    h.request("nativeaction://go", at: 10)
    #expect(h.actions.isEmpty)
    // The page's origin as read: none, or one the bridge does not allow.
    let verdict = origin.map { SchemeBridge.Verdict.originNotAllowed(Origin($0)!) } ?? .noOrigin
    h.expect([
      .answered(NavigationRequest(url: "nativeaction://go"), .block, at: ms(10)),
      .actionRefused(verdict, at: ms(10)), .replied(.policy(.block)),
    ])
  }

  @Test(
    "pages on the allowed origin, however it is written, run the action",
    arguments: [
      "https://example.com/", "HTTPS://EXAMPLE.COM:443/", "https://%65xample.com/",
      " https://example.com/", "https://user:pw@example.com/", "https:example.com",
      "https:\\\\example.com\\a",
    ])
  func allowedOrigin(page: String) throws {
    let h = try Self.harness(firstPage: page)
    h.request("nativeaction://go", at: 10)
    #expect(h.actions == ["go"])
    let request = NavigationRequest(url: "nativeaction://go")
    h.expect([
      .answered(request, .block, at: ms(10)), .actionRan("go", at: ms(10)),
      .ran("go", for: request), .replied(.policy(.block)),
    ])
  }
}
