import TapOrLink
import Testing

/// A request counts by its type and frame, whatever its URL text looks
/// like; history records it as written; a relative URL's origin is the
/// current page's.
@Suite("Every request counts, whatever its URL text")
struct EveryRequestCountsTests {
  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["go"],
    allowedOrigins: [Origin("https://example.com")!, Origin("https://other.com:8443")!])

  @Test(
    "a link request with any text decides the tap as a link and is recorded as written",
    arguments: [
      "/next", "next.html", "//host/x", "?q", "#f", "not a url", "https://a b/", "",
      "https://example.com:99999/", "1http://x",
    ])
  func counts(url: String) throws {
    let h = try Harness(configuration: OverlayConfiguration(bridge: Self.bridge))
    h.press(100, 200, from: 0, to: 40)
    #expect(h.request(url, at: 340) == .allow)
    h.finish()
    #expect(h.outcomes == ["340ms: link \(url)"])
    #expect(h.overlay.history.pages == ["https://example.com/", url])
  }

  @Test(
    "a relative URL's origin is the current page's; `//host` keeps the scheme",
    arguments: [
      ("/next", "https://example.com"), ("next.html", "https://example.com"),
      ("?q", "https://example.com"), ("#f", "https://example.com"),
      ("//other.com:8443/x", "https://other.com:8443"), ("//evil.com/x", "https://evil.com"),
      ("\\\\evil.com", "https://evil.com"),
    ])
  func relativeOrigin(url: String, origin: String) throws {
    let h = try Harness(configuration: OverlayConfiguration(bridge: Self.bridge))
    h.request(url, at: 10)
    #expect(h.overlay.history.currentOrigin?.description == origin)
    h.request("nativeaction://go", at: 20)
    #expect(h.app.actions == (origin == "https://evil.com" ? [] : ["go"]))
  }

  @Test("relative URLs chain: each is read against the page before it, back included")
  func chained() throws {
    let h = try Harness(firstPage: "https://other.com:8443/a/")
    h.request("b.html", at: 10)
    h.request("//example.com/", at: 20)
    h.request("/c", at: 30)
    #expect(h.overlay.history.currentOrigin?.description == "https://example.com")
    h.back(at: 40)
    #expect(h.overlay.history.current == "//example.com/")
    h.back(at: 50)
    #expect(h.overlay.history.currentOrigin?.description == "https://other.com:8443")
  }

  @Test("with no page, a relative URL has no origin, yet still counts")
  func relativeWithoutPage() throws {
    let h = try Harness(firstPage: nil, configuration: OverlayConfiguration(bridge: Self.bridge))
    h.press(100, 200, from: 0, to: 40)
    h.request("/next", at: 100)
    h.request("nativeaction://go", at: 200)
    h.finish()
    #expect(h.outcomes == ["100ms: link /next"])
    #expect(h.diagnostics == [.unparseableURL("/next")])
    #expect(h.overlay.history.currentOrigin == nil)
    #expect(h.app.actions.isEmpty)
  }

  @Test("select reads a relative URL against the page it replaces")
  func selectRelative() throws {
    let h = try Harness(configuration: OverlayConfiguration(bridge: Self.bridge))
    h.select("/detail", at: 10)
    #expect(h.overlay.history.pages == ["/detail"])
    #expect(h.overlay.history.currentOrigin?.description == "https://example.com")
  }

  @Test("subframe and non-activation requests still do not count, whatever the text")
  func stillNotCounted() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("/frame", subframe: true, at: 100)
    h.request("/again", type: .reload, at: 200)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
    #expect(h.overlay.history.pages == ["https://example.com/"])
  }
}
