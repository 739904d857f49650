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
    h.finish()
    #expect(h.outcomes == ["52ms: link https://example.com/popup"])
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
    h.finish()
    #expect(h.outcomes == ["52ms: link https://bank.example/"])
    #expect(!h.events.contains { if case .actionRan = $0.kind { true } else { false } })
    // The same URL loaded in this web view (the app's UI delegate did it)
    // does move the history.
    h.at(900)
    _ = h.overlay.shouldStartLoad(NavigationRequest(url: "https://bank.example/"), at: ms(900))
    #expect(h.overlay.history.pages == ["https://evil.example/", "https://bank.example/"])
  }

  @Test("an iframe's request in the window decides nothing: the window makes a tap")
  func subframeDoesNot() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    let request = NavigationRequest(url: "https://ads.example.net/", targetIsMainFrame: false)
    h.at(52)
    _ = h.overlay.shouldStartLoad(request, at: ms(52))
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 50 200"])
  }
}
