import TapOrLink
import Testing

@Suite("Late links: a request just after a tap is reported, never silent")
struct LateLinkTests {
  @Test("a counted request within the grace after a tap: an event the app observes")
  func reported() throws {
    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(100, 200, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    #expect(h.request("https://example.com/a", at: 90) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(50)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .asked(request, as: .lateLink(GestureID(1))),
      .lateLink(
        LateLink(
          request: request, gesture: GestureID(1), tapTime: ms(50), lateness: .milliseconds(40),
          sameDocument: nil), at: ms(90)),
      .answered(request, .allow, at: ms(90)), .backButton(visible: true, at: ms(90)),
      .replied(.policy(.allow)),
    ])
    #expect(
      h.lateLinks == [
        LateLink(
          request: NavigationRequest(url: "https://example.com/a"), gesture: GestureID(1),
          tapTime: ms(50), lateness: .milliseconds(40))
      ])
  }

  @Test("once only, within the grace, and only for requests that would have counted")
  func onlyCountedAndOnce() throws {
    let h = try Harness(
      configuration: OverlayConfiguration(
        strategy: .pageAnswers, lateLinkGrace: .milliseconds(100)))
    h.press(100, 200, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    h.request("https://example.com/sub", subframe: true, at: 60)
    h.request("https://example.com/r", type: .reload, at: 61)
    h.request("https://example.com/a", at: 70)
    h.request("https://example.com/b", at: 80)
    h.press(100, 200, from: 1000, to: 1040)
    h.answer(.content, .gesture(GestureID(2)), at: 1050)
    h.request("https://example.com/c", at: 1151)
    #expect(h.lateLinks.map(\.request.url) == ["https://example.com/a"])
    let request1 = NavigationRequest(url: "https://example.com/sub", isMainFrame: false)
    let request2 = NavigationRequest(url: "https://example.com/r", type: .reload)
    let request3 = NavigationRequest(url: "https://example.com/a")
    let request4 = NavigationRequest(url: "https://example.com/b")
    let request5 = NavigationRequest(url: "https://example.com/c")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(50)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .asked(request1, as: .countsForNothing(.frame)), .answered(request1, .allow, at: ms(60)),
      .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.notAnActivation(.reload))),
      .answered(request2, .allow, at: ms(61)), .replied(.policy(.allow)),
      .asked(request3, as: .lateLink(GestureID(1))),
      .lateLink(
        LateLink(
          request: request3, gesture: GestureID(1), tapTime: ms(50), lateness: .milliseconds(20),
          sameDocument: nil), at: ms(70)),
      .answered(request3, .allow, at: ms(70)), .backButton(visible: true, at: ms(70)),
      .replied(.policy(.allow)),
      .asked(request4, as: .countsForNothing(.noGesture)), .answered(request4, .allow, at: ms(80)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(2))), at: ms(1050)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1050)),
      .replied(.pageAnswer(.decided(GestureID(2)))),
      .asked(request5, as: .countsForNothing(.noGesture)),
      .answered(request5, .allow, at: ms(1151)), .replied(.policy(.allow)),
    ])
  }

  @Test("a move is never followed by a late link")
  func notAfterMove() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(150, 200, at: 10)
    h.request("https://example.com/a", at: 20)
    #expect(h.lateLinks.isEmpty)
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(150, 200, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(20)),
      .backButton(visible: true, at: ms(20)), .replied(.policy(.allow)),
    ])
  }
}
