import TapOrLink
import Testing

/// A move stamped after deadlines whose timers have not fired yet (a late
/// real timer) decides those first, and then the wake-up is armed for what
/// is still pending: a move that decides nothing re-arms with the deadline
/// left after catching up, not the one armed before it.
@Suite("Moves that catch up with due deadlines keep the wake-up right")
struct MoveCatchUpTests {
  private func overlay() throws -> (TapOverlay, ManualScheduler, () -> [String]) {
    let scheduler = ManualScheduler()
    let overlay = try TapOverlay(tree: try ViewTree(Fixtures.views), scheduler: scheduler)
    var outcomes: [String] = []
    overlay.addObserver { event in
      if let decision = event.decision {
        outcomes.append("\(decision.time): \(decision.outcome.name)")
      }
    }
    return (overlay, scheduler, { outcomes })
  }

  @Test("a move after a due long press decides it, then the wake-up waits for the older window")
  func moveAfterDueLongPress() throws {
    let (overlay, scheduler, outcomes) = try overlay()
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(40)))  // window until 790
    overlay.handle(.down(100, 200, at: ms(100)))  // long press at 600
    #expect(scheduler.nextDeadline == ms(600))
    // The scheduler is not advanced: the 600 ms wake-up has not fired.
    overlay.handle(.move(102, 200, at: ms(700)))
    #expect(outcomes() == ["600ms: longpress"])
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextDeadline == ms(790))
    scheduler.runUntilIdle()
    #expect(outcomes() == ["600ms: longpress", "790ms: tap"])
  }

  @Test("a move after every deadline leaves no wake-up armed")
  func moveAfterEveryDeadline() throws {
    let (overlay, scheduler, outcomes) = try overlay()
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(40)))
    overlay.handle(.down(100, 200, at: ms(100)))
    overlay.handle(.move(101, 200, at: ms(900)))
    #expect(outcomes() == ["600ms: longpress", "790ms: tap"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("a move within slop before any deadline keeps the armed wake-up")
  func moveBeforeDeadline() throws {
    let (overlay, scheduler, outcomes) = try overlay()
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.move(103, 204, at: ms(10)))
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextDeadline == ms(500))
    scheduler.runUntilIdle()
    #expect(outcomes() == ["500ms: longpress"])
  }
}
