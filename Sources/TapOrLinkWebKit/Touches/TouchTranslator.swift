import TapOrLink

/// Turns a platform touch (its identity, phase, window point and uptime
/// timestamp) into the engine's `Touch`.
struct TouchTranslator<Key: Hashable> {
  /// The overlay's clock, on the main queue.
  let scheduler: DispatchTimerScheduler
  private var fingers = FingerNumbers<Key>()

  init(scheduler: DispatchTimerScheduler) { self.scheduler = scheduler }

  mutating func touch(_ key: Key, _ phase: TouchPhase, x: Double, y: Double, uptime: Double)
    -> Touch
  {
    Touch(
      finger: fingers.finger(for: key, phase: phase), phase: phase,
      location: Point(x: x, y: y), time: scheduler.instant(ofUptime: uptime))
  }
}
