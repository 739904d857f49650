import TapOrLink

/// Turns a platform touch (its identity, phase, point and uptime timestamp)
/// into the engine's `Touch`.
///
/// `UITouch.timestamp` is seconds on the system uptime clock (since boot,
/// not counting sleep), the clock `DispatchTime` counts:
/// `DispatchTimerScheduler.instant(ofUptime:)` puts it on the
/// overlay's timeline, so a touch carries the moment the finger moved, not
/// the moment the code ran.
public struct TouchTranslator<Key: Hashable> {
  /// The instant on the overlay's timeline of an uptime in seconds.
  private let instantOfUptime: (Double) -> Instant
  private var fingers = FingerNumbers<Key>()

  /// A translator onto `scheduler`'s timeline (the overlay's clock).
  public init(scheduler: DispatchTimerScheduler) {
    instantOfUptime = { scheduler.instant(ofUptime: $0) }
  }

  /// A translator with its own conversion from uptime seconds, for an
  /// overlay on another clock (a test's virtual time).
  public init(instantOfUptime: @escaping (Double) -> Instant) {
    self.instantOfUptime = instantOfUptime
  }

  /// The fingers down now.
  public var fingersDown: Int { fingers.count }

  /// The engine's touch for one platform touch.
  ///
  /// - Parameters:
  ///   - key: the platform touch's identity (`ObjectIdentifier(uiTouch)`).
  ///   - phase: its phase.
  ///   - point: where it is, in the coordinates of the overlay's view tree.
  ///   - uptime: its timestamp, in seconds of system uptime.
  ///   - pointer: what made it (`UITouch.type` and the button pressed).
  public mutating func touch(
    _ key: Key, _ phase: TouchPhase, at point: Point, uptime: Double,
    pointer: Pointer = .finger
  ) -> Touch {
    Touch(
      finger: fingers.finger(for: key, phase: phase), phase: phase, location: point,
      time: instantOfUptime(uptime), pointer: pointer)
  }
}
