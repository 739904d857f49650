import TapOrLink
import Testing

@Suite("Multitouch and cancel")
struct MultiTouchAndCancelTests {
  @Test("a second engine finger down while the gesture is undecided: multitouch at that down")
  func secondFingerIsMultitouch() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(20, 440, finger: 2, at: 50)
    h.up(20, 440, finger: 2, at: 80)
    h.up(100, 200, at: 100)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(20, 440, finger: 2, at: ms(50)), to: "likeButton"),
      .decided(.multiTouch, at: ms(50)), .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 440, finger: 2, at: ms(80)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.reason == .secondFinger(2))
    #expect(decision.evidence.finger == 1)
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("a second finger after the gesture was decided changes nothing")
  func secondFingerAfterDecision() throws {
    let moved = try Harness()
    moved.down(100, 200, at: 0)
    moved.move(100, 260, at: 20)
    moved.down(150, 200, finger: 2, at: 50)
    moved.up(150, 200, finger: 2, at: 60)
    moved.up(100, 260, at: 70)
    moved.runUntilIdle()
    moved.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(100, 260, at: ms(20)), to: "web"), .decided(.moved, at: ms(20)),
      .replied(.delivered(to: "web")),
      .delivered(.down(150, 200, finger: 2, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.up(150, 200, finger: 2, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 260, at: ms(70)), to: "web"), .replied(.delivered(to: "web")),
    ])

    let linked = try Harness()
    linked.down(100, 200, at: 0)
    linked.request("https://example.com/a", at: 10)
    linked.down(150, 200, finger: 2, at: 50)
    linked.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    linked.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(10)), .answered(request, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
      .delivered(.down(150, 200, finger: 2, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a finger down after the gesture's finger lifted starts a new gesture, not multitouch")
  func nextFingerAfterUp() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(150, 200, finger: 2, from: 100, to: 140)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(150, 200, finger: 2, at: ms(100)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.up(150, 200, finger: 2, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .decided(.tap(view: "web", point: pt(150, 200)), at: ms(890)),
    ])
  }

  @Test("no new gesture starts while any engine finger is down")
  func noGestureWhileFingerDown() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(150, 200, finger: 2, at: 10)  // multitouch
    h.up(100, 200, at: 20)
    h.down(100, 200, finger: 3, at: 30)  // finger 2 still down: no gesture
    h.up(100, 200, finger: 3, at: 40)
    h.up(150, 200, finger: 2, at: 50)
    h.press(100, 200, finger: 1, from: 60, to: 70)  // all lifted: a new gesture
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(150, 200, finger: 2, at: ms(10)), to: "web"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, finger: 3, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, finger: 3, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 200, finger: 2, at: ms(50)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(70)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(820)),
    ])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("multitouch ends only the gesture in progress; one waiting in its window keeps waiting")
  func multitouchLeavesWaitingGesture() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)  // gesture 1 waits until 790
    h.down(100, 200, finger: 2, at: 100)  // gesture 2
    h.down(150, 200, finger: 3, at: 110)  // multitouch for gesture 2
    h.request("https://example.com/a", at: 200)  // still goes to gesture 1
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, finger: 2, at: ms(100)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.down(150, 200, finger: 3, at: ms(110)), to: "web"),
      .decided(.multiTouch, at: ms(110)), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(200)), .answered(request, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
    ])
    #expect(h.decisions.map(\.gesture.number) == [2, 1])
  }

  @Test("a finger down outside the overlay is not a second engine finger")
  func outsideFingerIsNotMultitouch() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    #expect(h.down(100, 500, finger: 2, at: 10) == .outsideOverlay)
    h.up(100, 500, finger: 2, at: 20)
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("a finger outside the overlay does not stop a later down from starting a gesture")
  func outsideFingerDoesNotBlockGestures() throws {
    let h = try Harness()
    h.down(100, 500, finger: 2, at: 0)
    h.press(100, 200, from: 10, to: 20)
    h.runUntilIdle()
    h.expect([
      .replied(.outsideOverlay),
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(770)),
    ])
  }

  @Test("a cancel of an undecided gesture is cancelled, delivered at the last point")
  func cancelUndecided() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)
    h.move(22, 442, at: 10)
    #expect(h.cancel(at: 50) == .delivered(to: "likeButton", awaitingNavigation: nil))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(22, 442, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.cancel(22, 442, at: ms(50)), to: "likeButton"), .decided(.cancelled, at: ms(50)),
      .replied(.delivered(to: "likeButton")),
    ])
    #expect(try onlyDecision(h).reason == .cancelledBySystem)
    #expect(h.scheduler.pendingCount == 0)
    #expect(h.overlay.fingersDown.isEmpty)
  }

  @Test("the cancel delivered to the app carries the finger's last location")
  func cancelLocation() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)
    h.move(22, 442, at: 10)
    h.cancel(at: 50)
    let cancels = h.events.compactMap { event -> Touch? in
      if case .delivered(let touch, _) = event.kind, touch.phase == .cancel { return touch }
      return nil
    }
    #expect(cancels == [.cancel(22, 442, at: ms(50))])
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(22, 442, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.cancel(22, 442, at: ms(50)), to: "likeButton"), .decided(.cancelled, at: ms(50)),
      .replied(.delivered(to: "likeButton")),
    ])
  }

  @Test("a cancel after a decision changes nothing")
  func cancelAfterDecision() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(100, 300, at: 10)
    h.cancel(at: 20)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(100, 300, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 300, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a cancel just before the long-press time is cancelled; just after, nothing")
  func cancelAroundLongPress() throws {
    let before = try Harness()
    before.down(100, 200, at: 0)
    before.cancel(at: 500)  // input at 500 comes before the timer at 500
    before.runUntilIdle()
    before.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(500)), to: "web"), .decided(.cancelled, at: ms(500)),
      .replied(.delivered(to: "web")),
    ])

    let after = try Harness()
    after.down(100, 200, at: 0)
    after.cancel(at: 501)
    after.runUntilIdle()
    after.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(500)), .delivered(.cancel(100, 200, at: ms(501)), to: "web"),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a cancel of the second finger, or of the first after multitouch, adds nothing")
  func cancelAfterMultitouch() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(150, 200, finger: 2, at: 10)
    h.cancel(finger: 2, at: 20)
    h.cancel(finger: 1, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(150, 200, finger: 2, at: ms(10)), to: "web"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "web")),
      .delivered(.cancel(150, 200, finger: 2, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a cancelled gesture leaves the earlier gesture waiting for its window alone")
  func cancelLeavesWaitingGesture() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(100, 200, at: 100)
    h.cancel(at: 150)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(150)), to: "web"), .decided(.cancelled, at: ms(150)),
      .replied(.delivered(to: "web")),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }
}
