import Dispatch

/// A real-time scheduler on a serial `DispatchQueue`, built on
/// `DispatchSourceTimer`.
///
/// Its timeline starts (``Instant/zero``) when the scheduler is created and
/// follows the monotonic clock. All work runs on `queue`; drive an engine
/// that uses this scheduler only from that queue (``SharedTapOverlay`` does
/// this for you).
///
/// Dispatch timers fire late, never early, and later still on a busy
/// machine (Tools/lab/Docs/Benchmarks.md measures by how much). The engine
/// copes: each
/// decision carries the instant its rule fixes, and input that arrives after
/// an overdue deadline first lets that deadline pass.
public final class DispatchTimerScheduler: TimerScheduler, @unchecked Sendable {
  // Safe to share: `timers` is only read and written on `queue`, and the
  // other stored properties are immutable.

  /// The serial queue all scheduled work runs on.
  package let queue: DispatchQueue
  private let origin: DispatchTime
  private let leeway: DispatchTimeInterval
  private var timers: [UInt64: DispatchSourceTimer] = [:]
  private var nextID: UInt64 = 1
  private let onQueue = DispatchSpecificKey<Bool>()

  /// Creates a scheduler on a serial queue.
  ///
  /// - Parameters:
  ///   - queue: the serial queue to run work on; a new one by default.
  ///   - leeway: how late the system may fire timers to save power; zero by
  ///     default, because the engine's window is measured in milliseconds.
  public init(
    queue: DispatchQueue = DispatchQueue(label: "TapOrLink.scheduler"),
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.queue = queue
    self.origin = DispatchTime.now()
    self.leeway = leeway
    queue.setSpecific(key: onQueue, value: true)
  }

  /// The time elapsed since the scheduler was created.
  public var now: Instant {
    let elapsed = DispatchTime.now().uptimeNanoseconds &- origin.uptimeNanoseconds
    return Instant(nanoseconds: Int64(clamping: elapsed))
  }

  /// The monotonic `DispatchTime` of an instant on this scheduler's timeline.
  package func dispatchTime(of instant: Instant) -> DispatchTime {
    let offset = UInt64(clamping: max(instant.nanoseconds, 0))
    return DispatchTime(uptimeNanoseconds: origin.uptimeNanoseconds &+ offset)
  }

  /// The instant on this scheduler's timeline of a `DispatchTime`.
  package func instant(of time: DispatchTime) -> Instant {
    let difference = Int64(bitPattern: time.uptimeNanoseconds &- origin.uptimeNanoseconds)
    return Instant(nanoseconds: difference)
  }

  /// The instant on this scheduler's timeline of a moment on the system's
  /// uptime clock, in seconds: the clock `DispatchTime` counts, and the one
  /// UIKit stamps `UITouch.timestamp` and `UIEvent.timestamp` with (time
  /// since boot, not counting sleep).
  ///
  /// ```swift
  /// let time = scheduler.instant(ofUptime: uiTouch.timestamp)
  /// ```
  public func instant(ofUptime seconds: Double) -> Instant {
    let origin = Double(origin.uptimeNanoseconds)
    return Instant(milliseconds: ((seconds * 1e9).rounded() - origin) / 1e6)
  }

  /// Schedules work on `queue` at a deadline. Call from `queue`.
  @discardableResult
  public func schedule(at deadline: Instant, _ work: @escaping () -> Void) -> ScheduledTimer {
    dispatchPrecondition(condition: .onQueue(queue))
    let id = nextID
    nextID += 1
    let source = DispatchSource.makeTimerSource(queue: queue)
    let box = WorkBox(work)
    source.setEventHandler { [weak self] in
      self?.finish(id)
      box.work()
    }
    source.schedule(deadline: dispatchTime(of: deadline), leeway: leeway)
    timers[id] = source
    source.resume()
    return ScheduledTimer(id: id)
  }

  /// Cancels scheduled work. From `queue` it takes effect at once; from
  /// any other thread (say, an engine released elsewhere) it is sent to the
  /// queue, and work already running there may still finish.
  public func cancel(_ timer: ScheduledTimer) {
    if DispatchQueue.getSpecific(key: onQueue) == true {
      finish(timer.id)
    } else {
      queue.async { [weak self] in self?.finish(timer.id) }
    }
  }

  /// The number of timers armed and not yet fired or cancelled. Call from
  /// `queue`.
  package var pendingCount: Int {
    dispatchPrecondition(condition: .onQueue(queue))
    return timers.count
  }

  private func finish(_ id: UInt64) {
    timers.removeValue(forKey: id)?.cancel()
  }
}

/// Carries a non-`Sendable` closure into a Dispatch event handler.
///
/// `@unchecked Sendable` is safe here: the closure is created on the
/// scheduler's queue and only ever called on that same serial queue.
private final class WorkBox: @unchecked Sendable {
  let work: () -> Void
  init(_ work: @escaping () -> Void) { self.work = work }
}
