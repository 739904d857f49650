// No Harness: it tests the virtual clock the harness runs on, with no overlay.
import TapOrLink
import Testing

@Suite("ManualScheduler: deterministic virtual time")
struct ManualSchedulerTests {
  /// Collects what ran, with the clock at the time.
  final class Log {
    var entries: [String] = []
  }

  @Test("work runs in deadline order, the clock showing each deadline")
  func deadlineOrder() {
    let scheduler = ManualScheduler()
    let log = Log()
    for time in [300.0, 100, 200] {
      scheduler.schedule(at: ms(time)) { log.entries.append("\(time) at \(scheduler.now)") }
    }
    #expect(scheduler.pendingCount == 3)
    #expect(scheduler.nextDeadline == ms(100))
    #expect(scheduler.runUntilIdle() == 3)
    #expect(log.entries == ["100.0 at 100ms", "200.0 at 200ms", "300.0 at 300ms"])
    #expect(scheduler.now == ms(300))
    #expect(scheduler.pendingCount == 0)
    #expect(scheduler.nextDeadline == nil)
  }

  @Test("at one deadline: input, then page, then timers, whatever order they were scheduled in")
  func stageOrder() {
    let scheduler = ManualScheduler()
    let log = Log()
    scheduler.schedule(at: ms(10), stage: .timers) { log.entries.append("timer") }
    scheduler.schedule(at: ms(10), stage: .page) { log.entries.append("page") }
    scheduler.schedule(at: ms(10), stage: .input) { log.entries.append("input") }
    scheduler.schedule(at: ms(5), stage: .timers) { log.entries.append("early timer") }
    scheduler.runUntilIdle()
    #expect(log.entries == ["early timer", "input", "page", "timer"])
    #expect(SchedulingStage.allCases == [.input, .page, .timers])
    #expect(SchedulingStage.input < .page && SchedulingStage.page < .timers)
  }

  @Test("at one deadline and stage: the order they were scheduled in")
  func sequenceOrder() {
    let scheduler = ManualScheduler()
    let log = Log()
    for index in 0..<20 {
      scheduler.schedule(at: ms(7), stage: .page) { log.entries.append("\(index)") }
    }
    scheduler.runUntilIdle()
    #expect(log.entries == (0..<20).map { "\($0)" })
  }

  @Test("the default stage is the engine's timers")
  func defaultStage() {
    let scheduler = ManualScheduler()
    let log = Log()
    scheduler.schedule(at: ms(10)) { log.entries.append("timer") }
    scheduler.schedule(at: ms(10), stage: .page) { log.entries.append("page") }
    scheduler.runUntilIdle()
    #expect(log.entries == ["page", "timer"])
  }

  @Test("cancelled work never runs; cancelling twice or after running does nothing")
  func cancel() {
    let scheduler = ManualScheduler()
    let log = Log()
    let first = scheduler.schedule(at: ms(10)) { log.entries.append("first") }
    let second = scheduler.schedule(at: ms(20)) { log.entries.append("second") }
    scheduler.schedule(at: ms(30)) { log.entries.append("third") }
    scheduler.cancel(first)
    scheduler.cancel(first)
    #expect(scheduler.pendingCount == 2)
    #expect(scheduler.nextDeadline == ms(20))
    scheduler.advance(to: ms(20))
    scheduler.cancel(second)  // already ran
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.runUntilIdle() == 1)
    #expect(log.entries == ["second", "third"])
  }

  @Test("inclusive advance runs work due at the instant; exclusive leaves it pending")
  func inclusiveAndExclusive() {
    let scheduler = ManualScheduler()
    let log = Log()
    scheduler.schedule(at: ms(100)) { log.entries.append("at 100") }
    scheduler.schedule(at: ms(99)) { log.entries.append("at 99") }
    scheduler.advance(to: ms(100), inclusive: false)
    #expect(log.entries == ["at 99"])
    #expect(scheduler.now == ms(100))
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(to: ms(100))
    #expect(log.entries == ["at 99", "at 100"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("advance moves the clock even with nothing due, and never backwards")
  func clockMoves() {
    let scheduler = ManualScheduler(start: ms(50))
    #expect(scheduler.now == ms(50))
    scheduler.advance(by: .milliseconds(25))
    #expect(scheduler.now == ms(75))
    scheduler.advance(to: ms(10))
    #expect(scheduler.now == ms(75))
    #expect(scheduler.runUntilIdle() == 0)
    #expect(scheduler.now == ms(75))
  }

  @Test("work scheduled in the past runs at the current instant, after work already due then")
  func pastDeadlines() {
    let scheduler = ManualScheduler(start: ms(100))
    let log = Log()
    scheduler.schedule(at: ms(100)) { log.entries.append("due now at \(scheduler.now)") }
    scheduler.schedule(at: ms(40)) { log.entries.append("late at \(scheduler.now)") }
    scheduler.advance(to: ms(100))
    #expect(log.entries == ["due now at 100ms", "late at 100ms"])
  }

  @Test("work may schedule more work, which runs in the same advance when due")
  func reentrantScheduling() {
    let scheduler = ManualScheduler()
    let log = Log()
    scheduler.schedule(at: ms(10)) {
      log.entries.append("outer")
      scheduler.schedule(at: ms(10)) { log.entries.append("same instant") }
      scheduler.schedule(at: ms(15)) { log.entries.append("later") }
      scheduler.schedule(at: ms(25)) { log.entries.append("too late") }
    }
    scheduler.advance(to: ms(20))
    #expect(log.entries == ["outer", "same instant", "later"])
    #expect(scheduler.now == ms(20))
    #expect(scheduler.pendingCount == 1)
  }

  @Test("runUntilIdle stops at its limit, so self-rescheduling work cannot hang a test")
  func runLimit() {
    let scheduler = ManualScheduler()
    final class Ticker {
      var count = 0
      func tick(_ scheduler: ManualScheduler) {
        count += 1
        // Weak: the scheduler keeps its work, so work must not keep it.
        scheduler.schedule(at: scheduler.now + .milliseconds(1)) { [weak scheduler] in
          if let scheduler { self.tick(scheduler) }
        }
      }
    }
    let ticker = Ticker()
    scheduler.schedule(at: .zero) { [weak scheduler] in
      if let scheduler { ticker.tick(scheduler) }
    }
    #expect(scheduler.runUntilIdle(limit: 50) == 50)
    #expect(ticker.count == 50)
    #expect(scheduler.now == ms(49))
  }

  @Test("timer handles count from 1, one per piece of work")
  func handles() {
    let scheduler = ManualScheduler()
    let first = scheduler.schedule(at: ms(1)) {}
    let second = scheduler.schedule(at: ms(1)) {}
    #expect(first == ScheduledTimer(id: 1))
    #expect(second == ScheduledTimer(id: 2))
  }
}
