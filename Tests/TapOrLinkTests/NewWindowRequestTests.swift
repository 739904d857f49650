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
