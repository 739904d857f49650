@_spi(Lab) import TapOrLink
import Testing

@Suite("Scheme bridge: page script calling native actions")
struct SchemeBridgeTests {
  static func bridge(
    actions: Set<String> = ["hideShow", "share"], origins: [String] = ["https://example.com"]
  ) -> SchemeBridge {
    SchemeBridge(
      scheme: "nativeaction", actions: actions, allowedOrigins: origins.compactMap(Origin.init))
  }

  static func harness(
    _ bridge: SchemeBridge = bridge(), firstPage: String? = "https://example.com/page",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    try Harness(
      firstPage: firstPage, configuration: OverlayConfiguration(bridge: bridge),
      sourceLocation: sourceLocation)
  }

  @Test("a bridge request is blocked and runs its action: block, then action")
  func runsAction() throws {
    let h = try Self.harness()
    #expect(h.request("nativeaction://hideShow", at: 10) == .block)
    let request = NavigationRequest(url: "nativeaction://hideShow")
    h.expect([
      .answered(request, .block, at: ms(10)), .actionRan("hideShow", at: ms(10)),
      .ran("hideShow", for: request), .replied(.policy(.block)),
    ])
    #expect(h.actions == ["hideShow"])
    #expect(h.overlay.history.pages == ["https://example.com/page"])  // no page added
  }

  @Test(
    "the scheme matches case-insensitively",
    arguments: ["NATIVEACTION://hideShow", "NativeAction://hideShow", "nativeAction://hideShow"])
  func schemeCaseInsensitive(url: String) throws {
    let h = try Self.harness()
    #expect(h.request(url, at: 10) == .block)
    #expect(h.actions == ["hideShow"])
    #expect(
      SchemeBridge(scheme: "NativeAction", actions: [], allowedOrigins: []).scheme == "nativeaction"
    )
    h.expect([
      .answered(NavigationRequest(url: url), .block, at: ms(10)),
      .actionRan("hideShow", at: ms(10)), .ran("hideShow", for: NavigationRequest(url: url)),
      .replied(.policy(.block)),
    ])
  }

  @Test("bridge requests are blocked without asking the decider, even one that allows all")
  func alwaysBlocked() throws {
    let h = try Self.harness()
    h.request("nativeaction://unknownThing", at: 10)
    h.request("nativeaction://hideShow", type: .other, subframe: true, at: 20)
    #expect(h.asked.isEmpty)
    h.expect([
      .answered(NavigationRequest(url: "nativeaction://unknownThing"), .block, at: ms(10)),
      .actionRefused(.unknownAction("unknownThing"), at: ms(10)), .replied(.policy(.block)),
      .answered(
        NavigationRequest(url: "nativeaction://hideShow", type: .other, isMainFrame: false), .block,
        at: ms(20)),
      .actionRefused(.subframe, at: ms(20)), .replied(.policy(.block)),
    ])
  }

  @Test("action names are case-sensitive")
  func namesCaseSensitive() throws {
    let h = try Self.harness()
    #expect(h.request("nativeaction://hideshow", at: 10) == .block)
    #expect(h.request("nativeaction://HIDESHOW", at: 20) == .block)
    #expect(h.actions.isEmpty)
    h.expect([
      .answered(NavigationRequest(url: "nativeaction://hideshow"), .block, at: ms(10)),
      .actionRefused(.unknownAction("hideshow"), at: ms(10)), .replied(.policy(.block)),
      .answered(NavigationRequest(url: "nativeaction://HIDESHOW"), .block, at: ms(20)),
      .actionRefused(.unknownAction("HIDESHOW"), at: ms(20)), .replied(.policy(.block)),
    ])
  }

  @Test(
    "the name ends at the first /, ? or #",
    arguments: [
      ("nativeaction://share/now", "share"), ("nativeaction://share?x=1", "share"),
      ("nativeaction://share#top", "share"), ("nativeaction:share", ""),
      ("nativeaction:/share", ""), ("nativeaction://", ""), (" nativeaction://share", "share"),
      ("\nnativeaction://sh\tare", "share"), ("nativeaction://sh\\are", "sh\\are"),
    ])
  func nameParsing(url: String, name: String) throws {
    #expect(RequestURL.leadingName(of: url) == name)
    let h = try Self.harness()
    h.request(url, at: 0)
    #expect(h.actions == (name == "share" ? ["share"] : []))
    let request = NavigationRequest(url: url)
    let action: [Harness.Effect] =
      name == "share"
      ? [.actionRan("share", at: ms(0)), .ran("share", for: request)]
      : [.actionRefused(.unknownAction(name), at: ms(0))]
    h.expect([.answered(request, .block, at: ms(0))] + action + [.replied(.policy(.block))])
  }

  @Test("a subframe's bridge request is refused")
  func subframeRefused() throws {
    let h = try Self.harness()
    #expect(h.request("nativeaction://hideShow", subframe: true, at: 10) == .block)
    #expect(h.actions.isEmpty)
    h.expect([
      .answered(
        NavigationRequest(url: "nativeaction://hideShow", isMainFrame: false), .block, at: ms(10)),
      .actionRefused(.subframe, at: ms(10)), .replied(.policy(.block)),
    ])
  }

  @Test(
    "origins compare scheme, host and port; a default port may be written or left out",
    arguments: [
      ("https://example.com/page", "https://example.com", true),
      ("https://example.com:443/page", "https://example.com", true),
      ("https://example.com/page", "https://example.com:443", true),
      ("HTTPS://EXAMPLE.COM/page", "https://example.com", true),
      ("https://example.com/page", "HTTPS://Example.Com", true),
      ("http://example.com/page", "http://example.com:80", true),
      ("https://user@example.com/page", "https://example.com", true),
      ("https://example.com:8443/page", "https://example.com:8443", true),
      ("https://example.com:8443/page", "https://example.com", false),
      ("http://example.com/page", "https://example.com", false),
      ("https://example.com:80/page", "http://example.com", false),
      ("https://evil.com/page", "https://example.com", false),
      ("https://sub.example.com/page", "https://example.com", false),
    ])
  func originComparison(page: String, allowed: String, runs: Bool) throws {
    let h = try Self.harness(Self.bridge(origins: [allowed]), firstPage: page)
    h.request("nativeaction://hideShow", at: 10)
    #expect(h.actions == (runs ? ["hideShow"] : []), "page \(page), allowed \(allowed)")
    let request = NavigationRequest(url: "nativeaction://hideShow")
    let action: [Harness.Effect] =
      runs
      ? [.actionRan("hideShow", at: ms(10)), .ran("hideShow", for: request)]
      : [.actionRefused(.originNotAllowed(Origin(page)!), at: ms(10))]
    h.expect([.answered(request, .block, at: ms(10))] + action + [.replied(.policy(.block))])
  }

  @Test("any listed origin will do")
  func severalOrigins() throws {
    let h = try Self.harness(
      Self.bridge(origins: ["https://a.com", "https://example.com"]),
      firstPage: "https://example.com/x")
    h.request("nativeaction://share", at: 0)
    #expect(h.actions == ["share"])
    let request = NavigationRequest(url: "nativeaction://share")
    h.expect([
      .answered(request, .block, at: ms(0)), .actionRan("share", at: ms(0)),
      .ran("share", for: request), .replied(.policy(.block)),
    ])
  }

  @Test("with no current page the bridge refuses")
  func noPageRefused() throws {
    let h = try Self.harness(firstPage: nil)
    #expect(h.request("nativeaction://hideShow", at: 10) == .block)
    #expect(h.actions.isEmpty)
    h.expect([
      .answered(NavigationRequest(url: "nativeaction://hideShow"), .block, at: ms(10)),
      .actionRefused(.noOrigin, at: ms(10)), .replied(.policy(.block)),
    ])
  }

  @Test("a page without a host has no origin, and the bridge refuses it")
  func hostlessPageRefused() throws {
    let h = try Self.harness(firstPage: "about:blank")
    h.request("nativeaction://hideShow", at: 10)
    #expect(h.actions.isEmpty)
    h.expect([
      .answered(NavigationRequest(url: "nativeaction://hideShow"), .block, at: ms(10)),
      .actionRefused(.noOrigin, at: ms(10)), .replied(.policy(.block)),
    ])
  }

  @Test("the origin checked is the current page's, which follows navigation")
  func originFollowsHistory() throws {
    let h = try Self.harness(firstPage: "https://evil.com/")
    h.request("nativeaction://hideShow", at: 0)
    h.request("https://example.com/in", at: 10)
    h.request("nativeaction://hideShow", at: 20)
    h.back(at: 30)
    h.request("nativeaction://hideShow", at: 40)
    h.select("https://example.com/selected", at: 50)
    h.request("nativeaction://hideShow", at: 60)
    #expect(h.actions == ["hideShow", "hideShow"])
    let request = NavigationRequest(url: "nativeaction://hideShow")
    let request2 = NavigationRequest(url: "https://example.com/in")
    let request3 = NavigationRequest(url: "https://evil.com/", type: .back)
    h.expect([
      .answered(request, .block, at: ms(0)),
      .actionRefused(.originNotAllowed(Origin("https://evil.com")!), at: ms(0)),
      .replied(.policy(.block)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .answered(request, .block, at: ms(20)), .actionRan("hideShow", at: ms(20)),
      .ran("hideShow", for: request), .replied(.policy(.block)),
      .asked(request3, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request3, .allow, at: ms(30)), .backButton(visible: false, at: ms(30)),
      .replied(.policy(.allow)),
      .answered(request, .block, at: ms(40)),
      .actionRefused(.originNotAllowed(Origin("https://evil.com")!), at: ms(40)),
      .replied(.policy(.block)),
      .replied(.selected),
      .answered(request, .block, at: ms(60)), .actionRan("hideShow", at: ms(60)),
      .ran("hideShow", for: request), .replied(.policy(.block)),
    ])
  }

  @Test("a bridge request is never a link, not even with the finger down")
  func neverALink() throws {
    let h = try Self.harness()
    h.down(100, 200, at: 0)
    h.request("nativeaction://hideShow", at: 10)
    h.up(100, 200, at: 40)
    h.request("NATIVEACTION://share", type: .form, at: 100)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "nativeaction://hideShow")
    let request2 = NavigationRequest(url: "NATIVEACTION://share", type: .form)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .answered(request1, .block, at: ms(10)), .actionRan("hideShow", at: ms(10)),
      .ran("hideShow", for: request1), .replied(.policy(.block)),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .answered(request2, .block, at: ms(100)), .actionRan("share", at: ms(100)),
      .ran("share", for: request2), .replied(.policy(.block)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    #expect(h.actions == ["hideShow", "share"])
  }

  @Test("without a bridge configured, the scheme is an ordinary request")
  func noBridgeConfigured() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.request("nativeaction://hideShow", at: 100) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "nativeaction://hideShow")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
    ])
  }

  @Test("the verdict, step by step")
  func verdicts() throws {
    let bridge = Self.bridge()
    let origin = try #require(Origin("https://example.com"))
    let url = "nativeaction://share"
    #expect(bridge.matches(try #require(RequestURL(url))))
    #expect(!bridge.matches(try #require(RequestURL("https://share"))))
    let main = NavigationRequest(url: url)
    #expect(bridge.verdict(for: main, pageOrigin: origin) == .run("share"))
    #expect(
      bridge.verdict(for: NavigationRequest(url: url, isMainFrame: false), pageOrigin: origin)
        == .subframe)
    #expect(bridge.verdict(for: main, pageOrigin: nil) == .noOrigin)
    let other = try #require(Origin("https://other.com"))
    #expect(bridge.verdict(for: main, pageOrigin: other) == .originNotAllowed(other))
    #expect(
      bridge.verdict(for: NavigationRequest(url: "nativeaction://nope"), pageOrigin: origin)
        == .unknownAction("nope"))
    // Only the main frame's own request, opening no new window, runs.
    for source in [RequestSource.frame, .unknown] {
      #expect(
        bridge.verdict(for: NavigationRequest(url: url, source: source), pageOrigin: origin)
          == .notFromMainFrame(source))
    }
    for source in RequestSource.allCases {
      #expect(
        bridge.verdict(
          for: NavigationRequest(url: url, opensNewWindow: true, source: source),
          pageOrigin: origin) == .newWindow)
    }
  }

  @Test("RequestURL: scheme, host and port")
  func requestURLParsing() throws {
    let url = try #require(RequestURL("HTTPS://User:pw@Example.COM:8443/a/b?c#d"))
    #expect(url.scheme == "https")
    #expect(url.host == "example.com")
    #expect(url.port == 8443)
    let v6 = try #require(RequestURL("http://[::1]:8080/"))
    #expect(v6.host == "[::1]" && v6.port == 8080)
    #expect(try #require(RequestURL("mailto:someone@example.com")).host == nil)
    #expect(try #require(RequestURL("https://example.com:")).port == nil)
  }

  @Test(
    "RequestURL: text without a valid scheme or port is unparseable",
    arguments: [
      "", "example.com", "/relative/path", "://x", "1http://x", "ht tp://x", "https://a b",
      "https://example.com:99999/", "https://example.com:8x/", "https://[::1/", "h_t://x",
    ])
  func unparseable(text: String) {
    #expect(RequestURL(text) == nil)
  }

  @Test("Origin: default ports filled in, printed without them")
  func origins() throws {
    let plain = try #require(Origin("https://Example.com"))
    #expect(plain == Origin(scheme: "HTTPS", host: "example.COM", port: 443))
    #expect(plain.port == 443)
    #expect(plain.description == "https://example.com")
    #expect(try #require(Origin("http://h:8080")).description == "http://h:8080")
    #expect(Origin(scheme: "custom", host: "h", port: nil).port == nil)
    #expect(Origin("mailto:x@y") == nil)
    #expect(Origin("no scheme") == nil)
    #expect(Origin.defaultPort(for: "wss") == 443 && Origin.defaultPort(for: "ftp") == 21)
  }
}
