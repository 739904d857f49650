import TapOrLink
import Testing

@Suite("Moved: the first finger travels strictly further than slop")
struct MoveAndSlopTests {
  @Test("a move to exactly slop away is still a tap")
  func moveExactlySlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(106, 208, at: 10)  // 6-8-10: exactly 10
    h.move(100, 210, at: 20)  // straight down, exactly 10
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(106, 208, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(100, 210, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    #expect(try onlyDecision(h).evidence.maxDistance == 10)
  }

  @Test("a move just over slop is moved, decided at that move")
  func moveJustOverSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(110.001, 200, at: 10)
    h.move(200, 200, at: 20)
    h.up(200, 200, at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(110.001, 200, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
      .delivered(.move(200, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(200, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
    ])
    let decision = try onlyDecision(h)
    guard case .travelledPastSlop(let distance) = decision.reason else {
      Issue.record("expected travelledPastSlop, got \(decision.reason)")
      return
    }
    #expect(abs(distance - 10.001) < 1e-9)
    #expect(decision.time == ms(10))
  }

  @Test("an up exactly slop away is a tap")
  func upExactlySlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.up(94, 192, at: 40)  // (-6, -8): exactly 10
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(94, 192, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(94, 192)), at: ms(790)),
    ])
  }

  @Test("an up just over slop is moved, decided at the up; no window opens")
  func upJustOverSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    #expect(h.up(100, 210.001, at: 40) == .delivered(to: "web", awaitingNavigation: nil))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 210.001, at: ms(40)), to: "web"), .decided(.moved, at: ms(40)),
      .replied(.delivered(to: "web")),
    ])
    #expect(h.scheduler.pendingCount == 0)
    let decision = try onlyDecision(h)
    #expect(decision.evidence.upPoint == pt(100, 210.001))
    #expect(decision.evidence.windowEnd == nil)
    h.request("https://example.com/a", at: 100)  // a request now finds nothing undecided
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
    ])
  }

  @Test("coming back within slop does not undo moved")
  func movedIsFinal() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(130, 200, at: 10)
    h.move(100, 200, at: 20)
    h.up(100, 200, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(130, 200, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
      .delivered(.move(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a finger that wandered and came back within slop is a tap; evidence keeps the furthest")
  func wanderWithinSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(109, 200, at: 10)
    h.move(101, 200, at: 20)
    h.up(100, 200, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(109, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(101, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(780)),
    ])
    #expect(try onlyDecision(h).evidence.maxDistance == 9)
  }

  @Test("slop 0: any travel is moved, none is a tap")
  func zeroSlop() throws {
    let h = try Harness(configuration: OverlayConfiguration(slop: 0))
    h.press(100, 200, from: 0, to: 10)
    h.down(100, 200, at: 1000)
    h.move(100, 200.5, at: 1010)
    h.up(100, 200.5, at: 1020)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(760)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(100, 200.5, at: ms(1010)), to: "web"), .decided(.moved, at: ms(1010)),
      .replied(.delivered(to: "web")),
      .delivered(.up(100, 200.5, at: ms(1020)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a fractional slop compares exactly")
  func fractionalSlop() throws {
    let h = try Harness(configuration: OverlayConfiguration(slop: 2.5))
    h.down(0, 100, at: 0)
    h.up(1.5, 102, at: 10)  // 1.5-2-2.5
    h.down(0, 100, at: 1000)
    h.up(0, 102.5001, at: 1010)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(0, 100, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(1.5, 102, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(1.5, 102)), at: ms(760)),
      .delivered(.down(0, 100, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(0, 102.5001, at: ms(1010)), to: "web"), .decided(.moved, at: ms(1010)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a negative slop makes every lifted finger moved (distance 0 > slop)")
  func negativeSlop() throws {
    let h = try Harness(configuration: OverlayConfiguration(slop: -1))
    h.press(100, 200, from: 0, to: 10)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("moving off the overlay still counts distance, and delivery stays put")
  func moveOffOverlay() throws {
    let h = try Harness()
    h.down(100, 470, at: 0)
    h.move(100, 600, at: 10)
    h.up(100, 600, at: 20)
    h.expect([
      .delivered(.down(100, 470, at: ms(0)), to: "footer"), .replied(.delivered(to: "footer")),
      .delivered(.move(100, 600, at: ms(10)), to: "footer"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "footer")),
      .delivered(.up(100, 600, at: ms(20)), to: "footer"), .replied(.delivered(to: "footer")),
    ])
  }

  @Test("moves of a finger that started outside the overlay do not touch the gesture")
  func otherFingersDoNotCount() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(100, 500, finger: 2, at: 5)  // on the toolbar: not an engine finger
    h.move(300, 900, finger: 2, at: 10)
    h.up(300, 900, finger: 2, at: 15)
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }
}
