/// Identifies one piece of scheduled work so that it can be cancelled.
public struct ScheduledTimer: Hashable, Sendable {
  /// A number unique among the timers of one scheduler.
  public let id: UInt64

  /// Creates a handle; schedulers number their timers from 1.
  public init(id: UInt64) {
    self.id = id
  }
}
