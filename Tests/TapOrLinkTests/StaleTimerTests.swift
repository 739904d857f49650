// No Harness: its overlay needs a scheduler that never cancels; the harness's is a ManualScheduler.
import TapOrLink
import Testing

/// A real timer may fire after it was cancelled (cancelled too late, or
/// already on its way). This scheduler never honours `cancel`, so every
/// timer the engine ever armed fires: none may decide anything it should
/// not.
private final class NeverCancellingScheduler: TimerScheduler {
  let inner = ManualScheduler()
  private(set) var ignoredCancels = 0
  var now: Instant { inner.now }

  func schedule(at deadline: Instant, _ work: @escaping () -> Void) -> ScheduledTimer {
    inner.schedule(at: deadline, work)
  }

  func cancel(_ timer: ScheduledTimer) { ignoredCancels += 1 }
}

@Suite("Stale timers: wake-ups that fire after being cancelled do nothing wrong")
struct StaleTimerTests {
  private func overlay(_ scheduler: NeverCancellingScheduler) throws -> (TapOverlay, () -> [String])
  {
    let overlay = try TapOverlay(tree: try ViewTree(Fixtures.views), scheduler: scheduler)
    var outcomes: [String] = []
    overlay.addObserver { event in
      if let decision = event.decision {
        outcomes.append("\(decision.time): \(decision.outcome.name)")
      }
    }
    return (overlay, { outcomes })
  }

  @Test("the long press wake-up of a finger that lifted fires late and decides nothing")
  func longPressWakeAfterUp() throws {
    let scheduler = NeverCancellingScheduler()
    let (overlay, outcomes) = try overlay(scheduler)
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(40)))
    scheduler.inner.runUntilIdle()
    #expect(scheduler.ignoredCancels >= 1)
    #expect(outcomes() == ["790ms: tap"])
  }

  @Test("the window wake-up of a gesture that became a link fires and decides nothing")
  func windowWakeAfterLink() throws {
    let scheduler = NeverCancellingScheduler()
    let (overlay, outcomes) = try overlay(scheduler)
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(40)))
    scheduler.inner.advance(to: ms(100))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/a"), at: ms(100))
    scheduler.inner.runUntilIdle()
    #expect(outcomes() == ["100ms: link"])
  }

  @Test("stale wake-ups never decide a later gesture early")
  func staleWakeAndLaterGesture() throws {
    let scheduler = NeverCancellingScheduler()
    let (overlay, outcomes) = try overlay(scheduler)
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(40)))
    scheduler.inner.advance(to: ms(100))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/a"), at: ms(100))
    // A second tap whose window ends at 1640; the first gesture's stale
    // timers (500 and 790) fire in between.
    scheduler.inner.advance(to: ms(850), inclusive: false)
    overlay.handle(.down(100, 200, at: ms(850)))
    overlay.handle(.up(100, 200, at: ms(890)))
    scheduler.inner.runUntilIdle()
    #expect(outcomes() == ["100ms: link", "1640ms: tap"])
  }
}
