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
    _ bridge: SchemeBridge = bridge(), firstPage: String? = "https://example.com/page"
  ) throws -> Harness {
    try Harness(firstPage: firstPage, configuration: OverlayConfiguration(bridge: bridge))
  }

  @Test("a bridge request is blocked and runs its action: block, then action")
  func runsAction() throws {
    let h = try Self.harness()
    #expect(h.request("nativeaction://hideShow", at: 10) == .block)
    #expect(h.trace == ["10ms: block nativeaction://hideShow", "10ms: action hideShow"])
    #expect(h.app.actions == ["hideShow"])
    #expect(h.overlay.history.pages == ["https://example.com/page"])  // no page added
  }

  @Test(
    "the scheme matches case-insensitively",
    arguments: ["NATIVEACTION://hideShow", "NativeAction://hideShow", "nativeAction://hideShow"])
  func schemeCaseInsensitive(url: String) throws {
    let h = try Self.harness()
    #expect(h.request(url, at: 10) == .block)
    #expect(h.app.actions == ["hideShow"])
    #expect(
      SchemeBridge(scheme: "NativeAction", actions: [], allowedOrigins: []).scheme == "nativeaction"
    )
  }

  @Test("bridge requests are blocked without asking the decider, even one that allows all")
  func alwaysBlocked() throws {
    let h = try Self.harness()
    h.request("nativeaction://unknownThing", at: 10)
    h.request("nativeaction://hideShow", type: .other, subframe: true, at: 20)
    #expect(h.app.asked.isEmpty)
    #expect(h.trace.filter { $0.contains("allow") }.isEmpty)
  }

  @Test("action names are case-sensitive")
  func namesCaseSensitive() throws {
    let h = try Self.harness()
    #expect(h.request("nativeaction://hideshow", at: 10) == .block)
    #expect(h.request("nativeaction://HIDESHOW", at: 20) == .block)
    #expect(h.app.actions.isEmpty)
    #expect(
      h.trace == [
        "10ms: block nativeaction://hideshow",
        "10ms: refused unknownAction(\"hideshow\")",
        "20ms: block nativeaction://HIDESHOW",
        "20ms: refused unknownAction(\"HIDESHOW\")",
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
    #expect(h.app.actions == (name == "share" ? ["share"] : []))
  }

  @Test("a subframe's bridge request is refused")
  func subframeRefused() throws {
    let h = try Self.harness()
    #expect(h.request("nativeaction://hideShow", subframe: true, at: 10) == .block)
    #expect(h.app.actions.isEmpty)
    #expect(h.trace.last == "10ms: refused subframe")
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
    #expect(h.app.actions == (runs ? ["hideShow"] : []), "page \(page), allowed \(allowed)")
  }

  @Test("any listed origin will do")
  func severalOrigins() throws {
    let h = try Self.harness(
      Self.bridge(origins: ["https://a.com", "https://example.com"]),
      firstPage: "https://example.com/x")
    h.request("nativeaction://share", at: 0)
    #expect(h.app.actions == ["share"])
  }

  @Test("with no current page the bridge refuses")
  func noPageRefused() throws {
    let h = try Self.harness(firstPage: nil)
    #expect(h.request("nativeaction://hideShow", at: 10) == .block)
    #expect(h.app.actions.isEmpty)
    #expect(h.trace.last == "10ms: refused noOrigin")
  }

  @Test("a page without a host has no origin, and the bridge refuses it")
  func hostlessPageRefused() throws {
    let h = try Self.harness(firstPage: "about:blank")
    h.request("nativeaction://hideShow", at: 10)
    #expect(h.app.actions.isEmpty)
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
    #expect(h.app.actions == ["hideShow", "hideShow"])
    #expect(
      h.trace.filter { $0.contains(": action ") || $0.contains(": refused ") } == [
        "0ms: refused originNotAllowed(https://evil.com)",
        "20ms: action hideShow",
        "40ms: refused originNotAllowed(https://evil.com)",
        "60ms: action hideShow",
      ])
  }

  @Test("a bridge request is never a link, not even with the finger down")
  func neverALink() throws {
    let h = try Self.harness()
    h.down(100, 200, at: 0)
    h.request("nativeaction://hideShow", at: 10)
    h.up(100, 200, at: 40)
    h.request("NATIVEACTION://share", type: .form, at: 100)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
    #expect(h.app.actions == ["hideShow", "share"])
  }

  @Test("without a bridge configured, the scheme is an ordinary request")
  func noBridgeConfigured() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.request("nativeaction://hideShow", at: 100) == .allow)
    h.finish()
    #expect(h.outcomes == ["100ms: link nativeaction://hideShow"])
  }

  @Test("the verdict, step by step")
  func verdicts() throws {
    let bridge = Self.bridge()
    let origin = try #require(Origin("https://example.com"))
    let url = "nativeaction://share"
    #expect(bridge.matches(try #require(RequestURL(url))))
    #expect(!bridge.matches(try #require(RequestURL("https://share"))))
    #expect(bridge.verdict(forURLText: url, isMainFrame: true, pageOrigin: origin) == .run("share"))
    #expect(bridge.verdict(forURLText: url, isMainFrame: false, pageOrigin: origin) == .subframe)
    #expect(bridge.verdict(forURLText: url, isMainFrame: true, pageOrigin: nil) == .noOrigin)
    let other = try #require(Origin("https://other.com"))
    #expect(
      bridge.verdict(forURLText: url, isMainFrame: true, pageOrigin: other)
        == .originNotAllowed(other))
    let unknown = "nativeaction://nope"
    #expect(
      bridge.verdict(forURLText: unknown, isMainFrame: true, pageOrigin: origin)
        == .unknownAction("nope"))
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
