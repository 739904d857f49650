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
    h.finish()
    #expect(
      h.trace == [
        "0ms: deliver down web",
        "50ms: deliver down likeButton finger 2",
        "50ms: multitouch",
        "80ms: deliver up likeButton finger 2",
        "100ms: deliver up web",
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
    moved.finish()
    #expect(moved.outcomes == ["20ms: moved"])

    let linked = try Harness()
    linked.down(100, 200, at: 0)
    linked.request("https://example.com/a", at: 10)
    linked.down(150, 200, finger: 2, at: 50)
    linked.finish()
    #expect(linked.outcomes == ["10ms: link https://example.com/a"])
  }

  @Test("a finger down after the gesture's finger lifted starts a new gesture, not multitouch")
  func nextFingerAfterUp() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(150, 200, finger: 2, from: 100, to: 140)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200", "890ms: tap web 150 200"])
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
    h.finish()
    #expect(h.outcomes == ["10ms: multitouch", "820ms: tap web 100 200"])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("multitouch ends only the gesture in progress; one waiting in its window keeps waiting")
  func multitouchLeavesWaitingGesture() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)  // gesture 1 waits until 790
    h.down(100, 200, finger: 2, at: 100)  // gesture 2
    h.down(150, 200, finger: 3, at: 110)  // multitouch for gesture 2
    h.request("https://example.com/a", at: 200)  // still goes to gesture 1
    h.finish()
    #expect(h.outcomes == ["110ms: multitouch", "200ms: link https://example.com/a"])
    #expect(h.decisions.map(\.gesture.number) == [2, 1])
  }

  @Test("a finger down outside the overlay is not a second engine finger")
  func outsideFingerIsNotMultitouch() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    #expect(h.down(100, 500, finger: 2, at: 10) == .outsideOverlay)
    h.up(100, 500, finger: 2, at: 20)
    h.up(100, 200, at: 40)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
  }

  @Test("a finger outside the overlay does not stop a later down from starting a gesture")
  func outsideFingerDoesNotBlockGestures() throws {
    let h = try Harness()
    h.down(100, 500, finger: 2, at: 0)
    h.press(100, 200, from: 10, to: 20)
    h.finish()
    #expect(h.outcomes == ["770ms: tap web 100 200"])
  }

  @Test("a cancel of an undecided gesture is cancelled, delivered at the last point")
  func cancelUndecided() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)
    h.move(22, 442, at: 10)
    #expect(h.cancel(at: 50) == .delivered(to: "likeButton", awaitingNavigation: nil))
    h.finish()
    #expect(
      h.trace == [
        "0ms: deliver down likeButton",
        "10ms: deliver move likeButton",
        "50ms: deliver cancel likeButton",
        "50ms: cancelled",
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
    #expect(
      h.app.calls.last(where: { $0.hasPrefix("deliver") })
        == "deliver cancel likeButton finger 1")
    let cancels = h.events.compactMap { event -> Touch? in
      if case .delivered(let touch, _) = event.kind, touch.phase == .cancel { return touch }
      return nil
    }
    #expect(cancels == [Touch(finger: 1, phase: .cancel, location: pt(22, 442), time: ms(50))])
  }

  @Test("a cancel after a decision changes nothing")
  func cancelAfterDecision() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(100, 300, at: 10)
    h.cancel(at: 20)
    h.finish()
    #expect(h.outcomes == ["10ms: moved"])
  }

  @Test("a cancel just before the long-press time is cancelled; just after, nothing")
  func cancelAroundLongPress() throws {
    let before = try Harness()
    before.down(100, 200, at: 0)
    before.cancel(at: 500)  // input at 500 comes before the timer at 500
    before.finish()
    #expect(before.outcomes == ["500ms: cancelled"])

    let after = try Harness()
    after.down(100, 200, at: 0)
    after.cancel(at: 501)
    after.finish()
    #expect(after.outcomes == ["500ms: longpress"])
  }

  @Test("a cancel of the second finger, or of the first after multitouch, adds nothing")
  func cancelAfterMultitouch() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(150, 200, finger: 2, at: 10)
    h.cancel(finger: 2, at: 20)
    h.cancel(finger: 1, at: 30)
    h.finish()
    #expect(h.outcomes == ["10ms: multitouch"])
    #expect(
      h.trace.filter { $0.contains("cancel") } == [
        "20ms: deliver cancel web finger 2", "30ms: deliver cancel web",
      ])
  }

  @Test("a cancelled gesture leaves the earlier gesture waiting for its window alone")
  func cancelLeavesWaitingGesture() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(100, 200, at: 100)
    h.cancel(at: 150)
    h.finish()
    #expect(h.outcomes == ["150ms: cancelled", "790ms: tap web 100 200"])
  }
}
