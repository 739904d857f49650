import TapOrLink
import Testing

/// A move stamped after deadlines whose timers have not fired yet (a late
/// real timer) decides those first, and then the wake-up is armed for what
/// is still pending: a move that decides nothing re-arms with the deadline
/// left after catching up, not the one armed before it. Touches are handed
/// on as stamped (``Harness/handle(_:)``): the clock stays where it is.
@Suite("Moves that catch up with due deadlines keep the wake-up right")
struct MoveCatchUpTests {
  @Test("a move after a due long press decides it, then the wake-up waits for the older window")
  func moveAfterDueLongPress() throws {
    let h = try Harness()
    h.handle(.down(100, 200, at: ms(0)))
    h.handle(.up(100, 200, at: ms(40)))  // window until 790
    h.handle(.down(100, 200, at: ms(100)))  // long press at 600
    #expect(h.scheduler.nextDeadline == ms(600))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
    ])
    // The scheduler is not advanced: the 600 ms wake-up has not fired.
    h.handle(.move(102, 200, at: ms(700)))
    h.expect([
      .decided(.longPress, at: ms(600)), .delivered(.move(102, 200, at: ms(700)), to: "web"),
      .replied(.delivered(to: "web")),
    ])
    #expect(h.scheduler.pendingCount == 1)
    #expect(h.scheduler.nextDeadline == ms(790))
    h.runUntilIdle()
    h.expect([
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790))
    ])
  }

  @Test("a move after every deadline leaves no wake-up armed")
  func moveAfterEveryDeadline() throws {
    let h = try Harness()
    h.handle(.down(100, 200, at: ms(0)))
    h.handle(.up(100, 200, at: ms(40)))
    h.handle(.down(100, 200, at: ms(100)))
    h.handle(.move(101, 200, at: ms(900)))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(600)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .delivered(.move(101, 200, at: ms(900)), to: "web"), .replied(.delivered(to: "web")),
    ])
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("a move within slop before any deadline keeps the armed wake-up")
  func moveBeforeDeadline() throws {
    let h = try Harness()
    h.handle(.down(100, 200, at: ms(0)))
    h.handle(.move(103, 204, at: ms(10)))
    #expect(h.scheduler.pendingCount == 1)
    #expect(h.scheduler.nextDeadline == ms(500))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(103, 204, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
    ])
    h.runUntilIdle()
    h.expect([
      .decided(.longPress, at: ms(500))
    ])
  }
}
