import TapOrLink
import Testing

/// The bridge judges URLs as the web view will, and fails closed: the ways
/// past it that reading URLs differently from a browser opened.
@Suite("Bridge: no way past it by URL text")
struct BridgeBypassTests {
  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["go"], allowedOrigins: [Origin("https://example.com")!])

  static func harness(firstPage: String? = "https://example.com/") throws -> Harness {
    try Harness(firstPage: firstPage, configuration: OverlayConfiguration(bridge: bridge))
  }

  @Test("a page at https://evil.com\\@example.com/ is on evil.com: no action")
  func backslashUserinfo() throws {
    let h = try Self.harness(firstPage: "https://evil.com\\@example.com/")
    h.request("nativeaction://go", at: 10)
    #expect(h.app.actions.isEmpty)
    #expect(h.trace.last == "10ms: refused originNotAllowed(https://evil.com)")
    // Reached by navigation too.
    let n = try Self.harness()
    n.request("https://evil.com\\@example.com/", at: 10)
    n.request("nativeaction://go", at: 20)
    #expect(n.app.actions.isEmpty)
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
    #expect(h.app.actions == ["go"])
    #expect(h.trace.last == "20ms: refused noOrigin")
    #expect(h.overlay.history.current == url)
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
    h.finish()
    #expect(h.app.actions == ["go"])
    #expect(h.outcomes == ["790ms: tap web 100 200"])  // never counted
    #expect(h.overlay.history.pages == ["https://example.com/"])
  }

  @Test("a relative request on a bridge-scheme page is a bridge call: blocked")
  func relativeOnBridgePage() throws {
    let h = try Self.harness(firstPage: "nativeaction://page/")
    #expect(h.request("//go", at: 10) == .block)
    #expect(h.app.actions.isEmpty)
  }

  @Test(
    "pages on hosts WHATWG rejects, or reads otherwise, run no action",
    arguments: [
      "https://[::1]evil.com/", "https://example.com:443:443/", "https://example.com./",
      "https://EXAMPLE.com.:443/", "https://example.com%2e/", "https://xn--exmple-cua.com/",
      "blob:https://example.com/id", "file://example.com/", "nativeaction://example.com/",
    ])
  func rejectedHosts(page: String) throws {
    let h = try Self.harness(firstPage: page)
    h.request("nativeaction://go", at: 10)
    #expect(h.app.actions.isEmpty)
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
    #expect(h.app.actions == ["go"])
  }
}
