import CWebKitGTK
import TapOrLink

/// A real-time ``TimerScheduler`` on a GLib main context: the thread GTK's
/// main loop runs on, where WebKitGTK delivers its signals.
///
/// Why not `DispatchTimerScheduler(queue: .main)`: while `gtk_main` owns
/// the main thread, Dispatch's main queue never runs (nor do `@MainActor`
/// tasks) unless the queue is joined to GLib (``MainQueueOnGLib``), and
/// then every timer takes one more hop: Dispatch's timer thread wakes the
/// main queue's eventfd, GLib polls it, and only then does the work run.
/// A GLib source is polled by the loop itself. Tools/lab/Docs/Live.md
/// compares the two, measured side by side.
///
/// Each timer is a `GSource` of its own whose ready time
/// (`g_source_set_ready_time`) is its deadline in microseconds, rounded
/// up, so it never fires early: a `g_timeout_source` counts whole
/// milliseconds. Sources run at `G_PRIORITY_DEFAULT`, the priority of
/// WebKit's own messages to the app, so a timer and a message both ready
/// in one turn of the loop run in the order they were attached.
///
/// The timeline starts (``Instant/zero``) when the scheduler is made and
/// follows GLib's monotonic clock (`g_get_monotonic_time`,
/// CLOCK_MONOTONIC). Use it from the thread that runs `context` only.
public final class GLibTimerScheduler: TimerScheduler {
  /// The main context the timers are attached to; `nil` is the default
  /// one, which `gtk_main` runs.
  public let context: OpaquePointer?
  /// `g_get_monotonic_time` at ``Instant/zero``, in microseconds.
  public let originMicroseconds: Int64
  /// How long before its deadline a timer's source is made ready, the
  /// rest of the wait spun on the clock (0: none).
  public let earlyWakeMicroseconds: Int64
  private var sources: [UInt64: UnsafeMutablePointer<GSource>] = [:]
  private var nextID: UInt64 = 1

  /// A scheduler on `context` (the default main context by default).
  public init(context: OpaquePointer? = nil, earlyWakeMicroseconds: Int64 = 0) {
    self.context = context
    self.earlyWakeMicroseconds = max(0, earlyWakeMicroseconds)
    originMicroseconds = Int64(g_get_monotonic_time())
  }

  deinit {
    for source in sources.values {
      g_source_destroy(source)
      g_source_unref(source)
    }
  }

  /// The time elapsed since the scheduler was made.
  public var now: Instant {
    Instant(nanoseconds: (Int64(g_get_monotonic_time()) - originMicroseconds) * 1_000)
  }

  /// The instant of a moment on GLib's monotonic clock, in seconds (what
  /// ``monotonicSeconds()`` returns).
  public func instant(ofMonotonicSeconds seconds: Double) -> Instant {
    Instant(milliseconds: seconds * 1e3 - Double(originMicroseconds) / 1e3)
  }

  /// The monotonic time of `instant`, in microseconds, rounded up.
  public func monotonicMicroseconds(of instant: Instant) -> Int64 {
    let (whole, part) = instant.nanoseconds.quotientAndRemainder(dividingBy: 1_000)
    return originMicroseconds + whole + (part > 0 ? 1 : 0)
  }

  /// Runs `work` on the context's thread at `deadline` (on the next turn of
  /// the loop when it has passed).
  @discardableResult
  public func schedule(at deadline: Instant, _ work: @escaping () -> Void) -> ScheduledTimer {
    let id = nextID
    nextID += 1
    guard let source = g_source_new(Self.funcs, guint(MemoryLayout<GSource>.size)) else {
      preconditionFailure("GLib could not make a source")
    }
    let due = monotonicMicroseconds(of: deadline)
    let early = earlyWakeMicroseconds
    let job = TimerJob { [weak self] in
      if early > 0 {
        while Int64(g_get_monotonic_time()) < due {}
      }
      self?.finished(id)
      work()
    }
    g_source_set_callback(
      source,
      { data in
        guard let data else { return 0 }
        Unmanaged<TimerJob>.fromOpaque(data).takeUnretainedValue().work()
        return 0  // G_SOURCE_REMOVE: one shot
      }, Unmanaged.passRetained(job).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<TimerJob>.fromOpaque(data).release()
      })
    g_source_set_priority(source, G_PRIORITY_DEFAULT)
    g_source_set_ready_time(source, gint64(due - early))
    g_source_attach(source, context)
    sources[id] = source
    return ScheduledTimer(id: id)
  }

  /// Cancels a timer; one that already ran, or was cancelled, is left
  /// alone.
  public func cancel(_ timer: ScheduledTimer) {
    guard let source = sources.removeValue(forKey: timer.id) else { return }
    g_source_destroy(source)
    g_source_unref(source)
  }

  /// The timers armed and not yet fired or cancelled.
  public var pendingCount: Int { sources.count }

  private func finished(_ id: UInt64) {
    // The source is being dispatched; returning G_SOURCE_REMOVE destroys
    // it, so only the reference this scheduler holds goes here.
    guard let source = sources.removeValue(forKey: id) else { return }
    g_source_unref(source)
  }

  /// One source type for every timer: no prepare or check (the ready time
  /// says when), a dispatch that calls the callback.
  nonisolated(unsafe) private static let funcs: UnsafeMutablePointer<GSourceFuncs> = {
    let funcs = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)
    funcs.initialize(
      to: GSourceFuncs(
        prepare: nil, check: nil,
        dispatch: { _, callback, data in
          guard let callback else { return 0 }
          return callback(data)
        },
        finalize: nil, closure_callback: nil, closure_marshal: nil))
    return funcs
  }()
}

/// A timer's work, carried through GLib as userdata.
private final class TimerJob {
  let work: () -> Void
  init(_ work: @escaping () -> Void) { self.work = work }
}
