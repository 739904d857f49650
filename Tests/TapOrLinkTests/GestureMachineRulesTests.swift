import TapOrLink
import Testing

/// `GestureMachine`'s rules, one test a rule, through the one harness
/// (exhaustive): every effect of every input is listed, so a rule that told
/// one thing more (or one less) fails here. Grouped as the machine is:
/// touches, deadlines, requests, page answers. The defaults: a slop of 10
/// points, a window of 750 ms, a long press at 500 ms, a control wait of
/// 5 ms, a late-link grace of 750 ms.
@Suite("GestureMachine's rules, every effect")
struct GestureMachineRulesTests {
  static var answered: OverlayConfiguration {
    var configuration = OverlayConfiguration()
    configuration.strategy = .pageAnswers
    return configuration
  }

  // MARK: - Touches

  @Test("a move past the slop decides `moved` at that move; the lift changes nothing")
  func movePastSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(105, 200, at: 10)
    h.move(111, 200, at: 20)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(105, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(111, 200, at: ms(20)), to: "web"), .decided(.moved, at: ms(20)),
      .replied(.delivered(to: "web")),
    ])
    h.up(111, 200, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.up(111, 200, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a travel of exactly the slop is still a tap")
  func travelOfExactlyTheSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.up(110, 200, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(110, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(110, 200)), at: ms(780)),
    ])
  }

  @Test("a second finger decides the undecided gesture `multitouch`; its own lift opens nothing")
  func secondFinger() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(150, 250, finger: 2, at: 10)
    h.up(100, 200, at: 20)
    h.up(150, 250, finger: 2, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(150, 250, finger: 2, at: ms(10)), to: "web"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 250, finger: 2, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a cancel decides `cancelled`, delivered at the finger's last point")
  func cancel() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.cancel(at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(40)), to: "web"), .decided(.cancelled, at: ms(40)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a touch of a finger not down, or a second down of one, is ignored and told")
  func fingerBookkeeping() throws {
    let h = try Harness()
    h.move(100, 200, at: 0)
    h.down(100, 200, at: 10)
    h.down(100, 200, at: 20)
    h.expect([
      .diagnosed(.fingerNotDown(1, .move), at: ms(0)),
      .replied(.touchIgnored(.fingerNotDown(1, .move))),
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .diagnosed(.fingerAlreadyDown(1), at: ms(20)), .replied(.touchIgnored(.fingerAlreadyDown(1))),
    ])
  }

  @Test("a down outside the overlay is routed nowhere and starts no gesture")
  func downOutsideTheOverlay() throws {
    let h = try Harness()
    h.down(100, 500, at: 0)
    h.up(100, 500, at: 40)
    h.runUntilIdle()
    h.expect([
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
    ])
    #expect(h.overlay.undecidedCount == 0)
  }

  // MARK: - Deadlines

  @Test("a finger held still to the long-press instant decides `longpress` then")
  func longPress() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.advance(to: 499)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
    ])
    h.advance(to: 500)
    h.expect([
      .decided(.longPress, at: ms(500))
    ])
    h.up(100, 200, at: 600)
    h.runUntilIdle()
    h.expect([
      .delivered(.up(100, 200, at: ms(600)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("windows close in the order they opened, each at its own end")
  func windowsCloseInOrder() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 100, from: 100, to: 140)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 100, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 100, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .decided(.tap(view: "web", point: pt(100, 100)), at: ms(890)),
    ])
  }

  @Test("input at a window's end comes first: a request then still makes the link")
  func inputAtTheDeadlineComesFirst() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 790)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(790)), .answered(request, .allow, at: ms(790)),
      .backButton(visible: true, at: ms(790)), .replied(.policy(.allow)),
    ])
  }

  // MARK: - Requests

  @Test("a counted request with no gesture decides nothing; a frame's is never counted")
  func requestsThatCountForNothing() throws {
    let h = try Harness()
    h.request("https://example.com/a", at: 10)
    h.press(100, 200, from: 20, to: 60)
    h.request("https://ads.example/frame", subframe: true, at: 70)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://ads.example/frame", isMainFrame: false)
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(60)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request2, as: .countsForNothing(.frame)), .answered(request2, .allow, at: ms(70)),
      .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(810)),
    ])
  }

  @Test("a request while the finger is down makes the gesture a link at once")
  func requestWhileDown() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.request("https://example.com/a", at: 30)
    h.up(100, 200, at: 60)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(30)), .answered(request, .allow, at: ms(30)),
      .backButton(visible: true, at: ms(30)), .replied(.policy(.allow)),
      .delivered(.up(100, 200, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  // MARK: - Page answers

  @Test("a `control` answer decides `control` when the control wait ends, and is final")
  func controlAnswer() throws {
    let h = try Harness(configuration: Self.answered)
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .gesture(GestureID(1)), at: 50)
    h.answer(.content, .gesture(GestureID(1)), at: 52)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .button, for: .gesture(GestureID(1))), at: ms(50)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(52)),
      .diagnosed(.answerAfterControl(GestureID(1)), at: ms(52)),
      .replied(.pageAnswer(.ignored(.answerAfterControl(GestureID(1))))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .button), at: ms(55)),
    ])
  }

  @Test("an answer about a decided gesture is ignored and told, and decides nothing")
  func answerForADecidedGesture() throws {
    let h = try Harness(configuration: Self.answered)
    h.press(100, 200, from: 0, to: 40)
    h.advance(to: 790)
    h.answer(.content, .gesture(GestureID(1)), at: 800)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(800)),
      .diagnosed(.answerForDecidedGesture(GestureID(1)), at: ms(800)),
      .replied(.pageAnswer(.ignored(.answerForDecidedGesture(GestureID(1))))),
    ])
  }

  @Test("a window held behind an older gesture closes the instant that gesture is decided")
  func heldWindowClosesWithTheOlderGesture() throws {
    let h = try Harness(configuration: Self.answered)
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 100, from: 50, to: 60)
    // The second is answered `control`: its wait (5 ms) ends at 75 ms, but
    // the first is still open then; it is decided `tap` at 400 ms.
    h.control(.toggle, .gesture(GestureID(2)), at: 70)
    h.answer(.content, .gesture(GestureID(1)), at: 400)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 100, at: ms(50)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 100, at: ms(60)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .pageAnswered(PageAnswer(control: .toggle, for: .gesture(GestureID(2))), at: ms(70)),
      .replied(.pageAnswer(.recorded(GestureID(2)))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(400)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(400)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .decided(.control(view: "web", point: pt(100, 100), kind: .toggle), at: ms(400)),
    ])
  }
}
