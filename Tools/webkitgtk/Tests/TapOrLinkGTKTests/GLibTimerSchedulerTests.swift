import CWebKitGTK
import TapOrLink
import TapOrLinkGTK
import Testing

/// The scheduler on a main context of the test's own, iterated until the
/// work ran: no sleep, a real-time wait of a few milliseconds at most.
@Suite struct GLibTimerSchedulerTests {
  /// How late a timer may fire here and the test still pass: a loaded
  /// 2-core machine delays a thread by tens of milliseconds at times.
  static let tolerance = Duration.milliseconds(250)

  private func iterate(_ context: OpaquePointer?, until done: () -> Bool) {
    let limit = g_get_monotonic_time() + 2_000_000
    while !done() && g_get_monotonic_time() < limit { g_main_context_iteration(context, 1) }
  }

  @Test func firesAtOrAfterItsDeadlineNeverBefore() {
    let context = g_main_context_new()
    defer { g_main_context_unref(context) }
    let scheduler = GLibTimerScheduler(context: context)
    let deadline = scheduler.now + .milliseconds(3)
    var firedAt: Instant?
    scheduler.schedule(at: deadline) { firedAt = scheduler.now }
    #expect(scheduler.pendingCount == 1)
    iterate(context) { firedAt != nil }
    let fired = try! #require(firedAt)
    #expect(fired >= deadline)
    #expect(fired - deadline < Self.tolerance)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aCancelledTimerNeverRuns() {
    let context = g_main_context_new()
    defer { g_main_context_unref(context) }
    let scheduler = GLibTimerScheduler(context: context)
    var ran: [String] = []
    let cancelled = scheduler.schedule(at: scheduler.now + .milliseconds(1)) {
      ran.append("cancelled")
    }
    scheduler.schedule(at: scheduler.now + .milliseconds(2)) { ran.append("kept") }
    scheduler.cancel(cancelled)
    scheduler.cancel(cancelled)  // twice does nothing
    iterate(context) { !ran.isEmpty }
    #expect(ran == ["kept"])
  }

  @Test func aPastDeadlineRunsOnTheNextTurnAndWorkMayScheduleAgain() {
    let context = g_main_context_new()
    defer { g_main_context_unref(context) }
    let scheduler = GLibTimerScheduler(context: context)
    var order: [Int] = []
    scheduler.schedule(at: .zero) {
      order.append(1)
      scheduler.schedule(at: scheduler.now) { order.append(2) }
    }
    iterate(context) { order.count == 2 }
    #expect(order == [1, 2])
  }

  @Test func deadlinesRoundUpToTheMicrosecond() {
    let scheduler = GLibTimerScheduler()
    let origin = scheduler.originMicroseconds
    #expect(scheduler.monotonicMicroseconds(of: Instant(nanoseconds: 1_000)) == origin + 1)
    #expect(scheduler.monotonicMicroseconds(of: Instant(nanoseconds: 1_001)) == origin + 2)
    let half = scheduler.instant(ofMonotonicSeconds: Double(origin) / 1e6 + 0.5)
    #expect(abs(half.nanoseconds - 500_000_000) < 1_000)
  }
}
