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
    h.runUntilIdle()
    #expect(h.overlay.history.pages == ["https://example.com/", url])
    let request = NavigationRequest(url: url)
    // The two absolute URLs no browser reads are told, and count all the same.
    let told: [Harness.Effect] =
      Self.unreadable.contains(url) ? [.diagnosed(.unparseableURL(url), at: ms(340))] : []
    h.expect(
      [
        .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
        .delivered(.up(100, 200, at: ms(40)), to: "web"),
        .replied(.delivered(to: "web", awaiting: GestureID(1))),
        .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      ] + told + [
        .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
        .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
      ])
  }

  static let unreadable: Set = ["https://a b/", "https://example.com:99999/"]

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
    #expect(h.actions == (origin == "https://evil.com" ? [] : ["go"]))
    let request = NavigationRequest(url: url)
    let bridge = NavigationRequest(url: "nativeaction://go")
    let action: [Harness.Effect] =
      origin == "https://evil.com"
      ? [.actionRefused(.originNotAllowed(Origin(origin)!), at: ms(20))]
      : [.actionRan("go", at: ms(20)), .ran("go", for: bridge)]
    h.expect(
      [
        .asked(request, as: .countsForNothing(.noGesture)),
        .answered(request, .allow, at: ms(10)), .backButton(visible: true, at: ms(10)),
        .replied(.policy(.allow)), .answered(bridge, .block, at: ms(20)),
      ] + action + [.replied(.policy(.block))])
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
    let request1 = NavigationRequest(url: "b.html")
    let request2 = NavigationRequest(url: "//example.com/")
    let request3 = NavigationRequest(url: "/c")
    let request4 = NavigationRequest(url: "//example.com/", type: .back)
    let request5 = NavigationRequest(url: "b.html", type: .back)
    h.expect([
      .asked(request1, as: .countsForNothing(.noGesture)), .answered(request1, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(20)),
      .replied(.policy(.allow)),
      .asked(request3, as: .countsForNothing(.noGesture)), .answered(request3, .allow, at: ms(30)),
      .replied(.policy(.allow)),
      .asked(request4, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request4, .allow, at: ms(40)), .replied(.policy(.allow)),
      .asked(request5, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request5, .allow, at: ms(50)), .replied(.policy(.allow)),
    ])
  }

  @Test("with no page, a relative URL has no origin, yet still counts")
  func relativeWithoutPage() throws {
    let h = try Harness(firstPage: nil, configuration: OverlayConfiguration(bridge: Self.bridge))
    h.press(100, 200, from: 0, to: 40)
    h.request("/next", at: 100)
    h.request("nativeaction://go", at: 200)
    h.runUntilIdle()
    let request = NavigationRequest(url: "/next")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .diagnosed(.unparseableURL("/next"), at: ms(100)), .decided(.link(request), at: ms(100)),
      .answered(request, .allow, at: ms(100)), .replied(.policy(.allow)),
      .answered(NavigationRequest(url: "nativeaction://go"), .block, at: ms(200)),
      .actionRefused(.noOrigin, at: ms(200)), .replied(.policy(.block)),
    ])
    #expect(h.diagnostics == [.unparseableURL("/next")])
    #expect(h.overlay.history.currentOrigin == nil)
    #expect(h.actions.isEmpty)
  }

  @Test("select reads a relative URL against the page it replaces")
  func selectRelative() throws {
    let h = try Harness(configuration: OverlayConfiguration(bridge: Self.bridge))
    h.select("/detail", at: 10)
    #expect(h.overlay.history.pages == ["/detail"])
    #expect(h.overlay.history.currentOrigin?.description == "https://example.com")
    h.expect([
      .replied(.selected)
    ])
  }

  @Test("subframe and non-activation requests still do not count, whatever the text")
  func stillNotCounted() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("/frame", subframe: true, at: 100)
    h.request("/again", type: .reload, at: 200)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "/frame", isMainFrame: false)
    let request2 = NavigationRequest(url: "/again", type: .reload)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request1, as: .countsForNothing(.frame)), .answered(request1, .allow, at: ms(100)),
      .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.notAnActivation(.reload))),
      .answered(request2, .allow, at: ms(200)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    #expect(h.overlay.history.pages == ["https://example.com/"])
  }
}
