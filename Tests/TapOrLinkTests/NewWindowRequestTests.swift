import TapOrLink
import Testing

@Suite("New-window links: a request with no target frame counts as the main frame's")
struct NewWindowRequestTests {
  @Test("the target frame decides the frame: nil (a new window) and the main frame count")
  func targetFrames() {
    let url = "https://example.com/a"
    #expect(NavigationRequest(url: url, targetIsMainFrame: nil).isMainFrame)
    #expect(NavigationRequest(url: url, targetIsMainFrame: true).isMainFrame)
    #expect(!NavigationRequest(url: url, targetIsMainFrame: false).isMainFrame)
    #expect(NavigationRequest(url: url, type: .other, targetIsMainFrame: nil).type == .other)
  }

  @Test("a tap on a target=_blank link is a link at the new-window request")
  func newWindowLinkDecides() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    let request = NavigationRequest(
      url: "https://example.com/popup", type: .link, targetIsMainFrame: nil)
    h.at(52)
    _ = h.overlay.shouldStartLoad(request, at: ms(52))
    h.runUntilIdle()
    let request2 = NavigationRequest(url: "https://example.com/popup", opensNewWindow: true)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request2, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request2), at: ms(52)), .answered(request2, .allow, at: ms(52)),
    ])
  }

  @Test("a new window moves no history, so the bridge keeps judging the page it opened from")
  func newWindowMovesNoHistory() throws {
    let bank = Origin(scheme: "https", host: "bank.example", port: nil)
    let bridge = SchemeBridge(scheme: "nativeaction", actions: ["pay"], allowedOrigins: [bank])
    let h = try Harness(
      firstPage: "https://evil.example/", configuration: OverlayConfiguration(bridge: bridge))
    h.press(50, 200, from: 0, to: 40)
    let popup = NavigationRequest(url: "https://bank.example/", targetIsMainFrame: nil)
    #expect(popup.opensNewWindow)
    h.at(52)
    #expect(h.overlay.shouldStartLoad(popup, at: ms(52)) == .allow)
    #expect(h.overlay.history.pages == ["https://evil.example/"])
    h.at(60)
    _ = h.overlay.shouldStartLoad(NavigationRequest(url: "nativeaction://pay"), at: ms(60))
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://bank.example/", opensNewWindow: true)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(52)), .answered(request, .allow, at: ms(52)),
      .answered(NavigationRequest(url: "nativeaction://pay"), .block, at: ms(60)),
      .actionRefused(.originNotAllowed(Origin("https://evil.example")!), at: ms(60)),
    ])
    #expect(!h.events.contains { if case .actionRan = $0.kind { true } else { false } })
    // The same URL loaded in this web view (the app's UI delegate did it)
    // does move the history.
    h.at(900)
    _ = h.overlay.shouldStartLoad(NavigationRequest(url: "https://bank.example/"), at: ms(900))
    #expect(h.overlay.history.pages == ["https://evil.example/", "https://bank.example/"])
    let request2 = NavigationRequest(url: "https://bank.example/")
    h.expect([
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(900)),
      .backButton(visible: true, at: ms(900)),
    ])
  }

  @Test("an iframe's request in the window decides nothing: the window makes a tap")
  func subframeDoesNot() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    let request = NavigationRequest(url: "https://ads.example.net/", targetIsMainFrame: false)
    h.at(52)
    _ = h.overlay.shouldStartLoad(request, at: ms(52))
    h.runUntilIdle()
    let request2 = NavigationRequest(url: "https://ads.example.net/", isMainFrame: false)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request2, as: .countsForNothing(.frame)), .answered(request2, .allow, at: ms(52)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
  }
}
