/// One touch event: a finger, its phase, what made it, where it is and
/// when.
public struct Touch: Hashable, Sendable {
  /// Which finger.
  public var finger: FingerID
  /// What happened.
  public var phase: TouchPhase
  /// What made it: a finger unless the platform says otherwise (a pen, a
  /// mouse's or a touchpad's button). Read at a gesture's first down.
  public var pointer: Pointer
  /// Where, in window coordinates. For a cancel, the engine uses the
  /// finger's last known location instead.
  public var location: Point
  /// When, on the engine's timeline.
  public var time: Instant

  /// Creates a touch event.
  @inlinable
  public init(
    finger: FingerID = 1, phase: TouchPhase, location: Point, time: Instant,
    pointer: Pointer = .finger
  ) {
    self.finger = finger
    self.phase = phase
    self.pointer = pointer
    self.location = location
    self.time = time
  }

  /// The same touch at another instant.
  func stamped(_ time: Instant) -> Touch {
    var touch = self
    touch.time = time
    return touch
  }

  /// A finger touching down.
  public static func down(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant)
    -> Touch
  {
    Touch(finger: finger, phase: .down, location: Point(x: x, y: y), time: time)
  }

  /// A finger moving.
  public static func move(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant)
    -> Touch
  {
    Touch(finger: finger, phase: .move, location: Point(x: x, y: y), time: time)
  }

  /// A finger lifting.
  public static func up(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant) -> Touch {
    Touch(finger: finger, phase: .up, location: Point(x: x, y: y), time: time)
  }

  /// The system cancelling a finger.
  public static func cancel(finger: FingerID = 1, at time: Instant) -> Touch {
    Touch(finger: finger, phase: .cancel, location: .zero, time: time)
  }
}

extension Touch: CustomStringConvertible {
  /// The touch as a scenario step writes it: `40ms: up 50 20`, with
  /// ` finger N` for any finger but the first (a cancel has no point).
  public var description: String {
    let finger =
      (finger == 1 ? "" : " finger \(finger)") + (pointer == .finger ? "" : " with \(pointer)")
    if phase == .cancel { return "\(time.readableText): cancel\(finger)" }
    return "\(time.readableText): \(phase.rawValue) \(location)\(finger)"
  }
}
