import TapOrLink
import Testing

/// Contract 1.1, page answers: a page clicks at every still lift of a
/// gesture's first finger, whatever the engine decided, and its answer about
/// a lift is about that gesture only; point answers compare within the slop
/// as a finger's travel does.
@Suite("Still lifts and answers about one lift")
struct StillLiftTests {
  func harness(
    slop: Double = 10, exhaustive: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    var configuration = OverlayConfiguration(strategy: .pageAnswers)
    configuration.slop = slop
    // Quick taps at one point are each a tap here, not a double tap.
    configuration.doubleTap = .off
    return try Harness(
      configuration: configuration, exhaustive: exhaustive, sourceLocation: sourceLocation)
  }

  @Test("a lift within the slop is still, whether it left its gesture waiting or decided it")
  func stillLifts() throws {
    let h = try harness()
    h.down(100, 200, at: 0)
    #expect(h.overlay.lastStillLift == nil)
    h.up(104, 203, at: 40)
    #expect(h.overlay.lastStillLift == GestureID(1))
    // A content answer while held decides the tap at the lift: still all the same.
    h.down(100, 200, at: 1000)
    h.answer(.content, .gesture(GestureID(2)), at: 1010)
    #expect(h.up(100, 200, at: 1040) == .delivered(to: "web", awaitingNavigation: nil))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(104, 203, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(104, 203)), at: ms(790)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(2))), at: ms(1010)),
      .replied(.pageAnswer(.recorded(GestureID(2)))),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1040)),
      .replied(.delivered(to: "web")),
    ])
    #expect(h.overlay.lastStillLift == GestureID(2))
    // A request while held makes a link; the still lift after it is still.
    h.down(100, 200, at: 2000)
    h.request("https://example.com/b", at: 2020)
    h.move(105, 200, at: 2030)
    h.up(106, 200, at: 2040)
    #expect(h.overlay.lastStillLift == GestureID(3))
    // Any other touch clears it.
    h.down(100, 200, at: 3000)
    #expect(h.overlay.lastStillLift == nil)
    let request = NavigationRequest(url: "https://example.com/b")
    h.expect([
      .delivered(.down(100, 200, at: ms(2000)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(2020)), .answered(request, .allow, at: ms(2020)),
      .backButton(visible: true, at: ms(2020)), .replied(.policy(.allow)),
      .delivered(.move(105, 200, at: ms(2030)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(106, 200, at: ms(2040)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(3000)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("no still lift after a move past the slop, a second finger or a long press")
  func notStill() throws {
    let h = try harness()
    // Moved past the slop, even after a request decided the gesture.
    h.down(100, 200, at: 0)
    h.request("https://example.com/b", at: 10)
    h.move(120, 200, at: 20)
    h.up(100, 200, at: 40)
    #expect(h.overlay.lastStillLift == nil)
    // Lifted past the slop.
    h.down(100, 200, at: 1000)
    h.up(111, 200, at: 1040)
    #expect(h.overlay.lastStillLift == nil)
    // A second finger, the first lifted back where it was.
    h.down(100, 200, at: 2000)
    h.down(150, 200, finger: 2, at: 2010)
    h.up(150, 200, finger: 2, at: 2020)
    #expect(h.overlay.lastStillLift == nil)
    h.up(100, 200, at: 2030)
    #expect(h.overlay.lastStillLift == nil)
    // A long press.
    h.down(100, 200, at: 3000)
    h.advance(to: 3600)
    h.up(100, 200, at: 3700)
    #expect(h.overlay.lastStillLift == nil)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/b")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(10)), .answered(request, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .delivered(.move(120, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(111, 200, at: ms(1040)), to: "web"), .decided(.moved, at: ms(1040)),
      .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(2000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(150, 200, finger: 2, at: ms(2010)), to: "web"),
      .decided(.multiTouch, at: ms(2010)), .replied(.delivered(to: "web")),
      .delivered(.up(150, 200, finger: 2, at: ms(2020)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(2030)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(3000)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(3500)), .delivered(.up(100, 200, at: ms(3700)), to: "web"),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("an answer about a lift decides that gesture, not one held or waiting at its point")
  func answerAboutOneLift() throws {
    let h = try harness()
    let point = Point(x: 100, y: 200)
    h.press(100, 200, from: 0, to: 40)
    h.down(100, 200, at: 50)
    // About gesture 1's lift while gesture 2 is held at the same point.
    #expect(h.answer(.content, .lift(GestureID(1), at: point), at: 56) == .decided(GestureID(1)))
    h.up(102, 200, at: 100)
    h.down(104, 200, at: 105)
    h.up(104, 200, at: 110)
    // About gesture 2's lift while gesture 3, newer, waits near it.
    #expect(
      h.answer(.content, .lift(GestureID(2), at: Point(x: 102, y: 200)), at: 116)
        == .decided(GestureID(2)))
    #expect(
      h.answer(.content, .lift(GestureID(2), at: point), at: 120)
        == .ignored(.answerForDecidedGesture(GestureID(2))))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(50)), to: "web"), .replied(.delivered(to: "web")),
      .pageAnswered(PageAnswer(.content, for: .lift(GestureID(1), at: pt(100, 200))), at: ms(56)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(56)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .delivered(.up(102, 200, at: ms(100)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .delivered(.down(104, 200, at: ms(105)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(104, 200, at: ms(110)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .pageAnswered(PageAnswer(.content, for: .lift(GestureID(2), at: pt(102, 200))), at: ms(116)),
      .decided(.tap(view: "web", point: pt(102, 200)), at: ms(116)),
      .replied(.pageAnswer(.decided(GestureID(2)))),
      .pageAnswered(PageAnswer(.content, for: .lift(GestureID(2), at: pt(100, 200))), at: ms(120)),
      .diagnosed(.answerForDecidedGesture(GestureID(2)), at: ms(120)),
      .replied(.pageAnswer(.ignored(.answerForDecidedGesture(GestureID(2))))),
      .decided(.tap(view: "web", point: pt(104, 200)), at: ms(860)),
    ])
  }

  @Test("a point answer exactly the decimal slop away counts; a little more does not")
  func decimalSlop() throws {
    let h = try harness(slop: 0.1)
    h.press(0.3, 200, from: 0, to: 40)
    #expect(h.answer(.content, .point(Point(x: 0.4, y: 200)), at: 50) == .decided(GestureID(1)))
    h.down(0.3, 200, at: 100)
    #expect(h.answer(.content, .point(Point(x: 0.2, y: 200)), at: 110) == .recorded(GestureID(2)))
    #expect(
      h.answer(.content, .point(Point(x: 0.41, y: 200)), at: 120)
        == .ignored(.answerForNoGestureAt(Point(x: 0.41, y: 200))))
    h.up(0.3, 200, at: 140)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(0.3, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(0.3, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(0.4, 200))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(0.3, 200)), at: ms(50)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .delivered(.down(0.3, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .pageAnswered(PageAnswer(.content, for: .point(pt(0.2, 200))), at: ms(110)),
      .replied(.pageAnswer(.recorded(GestureID(2)))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(0.41, 200))), at: ms(120)),
      .diagnosed(.answerForNoGestureAt(pt(0.41, 200)), at: ms(120)),
      .replied(.pageAnswer(.ignored(.answerForNoGestureAt(pt(0.41, 200))))),
      .delivered(.up(0.3, 200, at: ms(140)), to: "web"),
      .decided(.tap(view: "web", point: pt(0.3, 200)), at: ms(140)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a point answer goes to the newest waiting gesture near it, not only the newest")
  func newestWaitingNear() throws {
    let h = try harness()
    h.press(50, 200, from: 0, to: 40)
    h.press(250, 200, from: 60, to: 100)
    #expect(h.answer(.content, .point(Point(x: 50, y: 200)), at: 120) == .decided(GestureID(1)))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(250, 200, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(250, 200, at: ms(100)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(50, 200))), at: ms(120)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(120)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .decided(.tap(view: "web", point: pt(250, 200)), at: ms(850)),
    ])
  }

  @Test("near an older decided gesture a point answer is `decided`, for the last 64 decided")
  func decidedNear() throws {
    // Not exhaustive: 70 gestures; the answers' replies say it.
    let h = try harness(exhaustive: false)
    h.press(50, 200, from: 0, to: 40)
    h.press(250, 200, from: 60, to: 100)
    h.advance(to: 900)
    #expect(
      h.answer(.content, .point(Point(x: 50, y: 200)), at: 900)
        == .ignored(.answerForDecidedGesture(GestureID(1))))
    // 62 more decisions elsewhere keep gesture 1 among the last 64; one more
    // does not.
    for index in 0..<62 {
      let start = 1000 + Double(index) * 1000
      h.press(250, 300, from: start, to: start + 40)
    }
    h.advance(to: 70_000)
    #expect(
      h.answer(.content, .point(Point(x: 50, y: 200)), at: 70_000)
        == .ignored(.answerForDecidedGesture(GestureID(1))))
    h.press(250, 300, from: 71_000, to: 71_040)
    h.advance(to: 72_000)
    #expect(
      h.answer(.content, .point(Point(x: 50, y: 200)), at: 72_000)
        == .ignored(.answerForNoGestureAt(Point(x: 50, y: 200))))
    // The newest decided near the point, not the last decided.
    #expect(
      h.answer(.content, .point(Point(x: 251, y: 300)), at: 72_001)
        == .ignored(.answerForDecidedGesture(GestureID(65))))
  }
}
