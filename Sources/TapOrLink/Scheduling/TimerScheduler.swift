/// Runs work at a future instant: the clock and timers the engine uses.
///
/// Two implementations ship: ``DispatchTimerScheduler`` (real time, for apps)
/// and ``ManualScheduler`` (virtual time, for tests and the scenario runner).
/// A scheduler runs its work on one thread or queue at a time; the engine that
/// uses it must be driven from that same context.
public protocol TimerScheduler: AnyObject {
  /// The current instant on this scheduler's timeline.
  var now: Instant { get }

  /// Arranges for `work` to run at `deadline` (at once, on the next turn, when
  /// the deadline has passed). The returned handle cancels it.
  func schedule(at deadline: Instant, _ work: @escaping () -> Void) -> ScheduledTimer

  /// Cancels scheduled work; cancelling work that already ran does nothing.
  func cancel(_ timer: ScheduledTimer)
}
