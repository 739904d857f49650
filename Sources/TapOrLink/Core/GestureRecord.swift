/// An undecided gesture, as the engine tracks it.
///
/// Plain data with no references (the target is a position in the view
/// tree, not a name), so copying one costs no reference counting.
struct GestureRecord {
  /// A deadline the engine armed, and when it was armed.
  struct Deadline: Equatable {
    var instant: Instant
    /// When it was armed, counted across all the engine's timers: the
    /// tie-break for deadlines at the same instant.
    var sequence: UInt64

    /// Whether this deadline comes first: earlier, or armed earlier at the
    /// same instant.
    func precedes(_ other: Deadline) -> Bool {
      instant != other.instant ? instant < other.instant : sequence < other.sequence
    }
  }

  /// Where the gesture's finger is, with the one deadline that phase has.
  enum Phase {
    /// Down; a long press at `longPress` (`nil` when long presses are off).
    case held(longPress: Deadline?)
    /// Lifted at `time` and `point`; the window closes at `window` (`nil`
    /// when the up itself decided the gesture).
    case lifted(time: Instant, point: Point, window: Deadline?)
  }

  var id: GestureID
  var finger: FingerID
  /// The delivery target's position in the overlay's ``ViewTree``.
  var target: Int
  var downTime: Instant
  var downPoint: Point
  var maxSquaredDistance: Double = 0
  var phase: Phase
  /// The page's latest answer about the gesture (`nil`: none yet).
  var answerKind: AnswerKind?
  /// For a `control` answer, which control (beside the answer's kind:
  /// one byte in the same padding).
  var answerControl = ControlKind.other
  // The three fields below sit here, in the padding before `answerTime`,
  // so that the record stays 128 bytes, which Swift copies without a call.
  /// What the touch-down ended, as the page or the platform reported it.
  var dismissal: Dismissal?
  /// Whether this is the second tap of a double tap: the first tap's
  /// gesture is kept beside the records (`GestureMachine.firstTap(of:)`),
  /// so that a record stays small enough to copy by registers.
  var isSecond = false
  /// What made the gesture's first down (a finger unless the platform said
  /// otherwise).
  var pointer = Pointer.finger
  /// When that answer came.
  var answerTime = Instant.zero
  /// Which window applied once lifted, and why, packed small.
  var windowNote = WindowNote.configured

  /// Whether a lift that would be a `tap` is simply a `tap`: no double
  /// tap's second, nothing dismissed, and no held double-tap mode to wait
  /// in (the engine's fast path).
  @inline(__always)
  func isPlainTap(holding mode: DoubleTapMode) -> Bool {
    !isSecond && dismissal == nil && mode != .held
  }

  /// The pending deadline: the long press while held, the window's end once
  /// lifted.
  @inline(__always)
  var deadline: Deadline? {
    switch phase {
    case .held(let longPress): longPress
    case .lifted(_, _, let window): window
    }
  }

  /// Gives a lifted gesture a new window deadline (a `control` answer's
  /// wait); a held gesture keeps its long press.
  mutating func setDeadline(_ deadline: Deadline) {
    if case .lifted(let time, let point, _) = phase {
      phase = .lifted(time: time, point: point, window: deadline)
    }
  }

  /// The up point, once lifted; the down point while held.
  @inline(__always)
  var lastPoint: Point {
    if case .lifted(_, let point, _) = phase { return point }
    return downPoint
  }

  /// When the finger lifted, if it has.
  @inline(__always)
  var upTime: Instant? {
    if case .lifted(let time, _, _) = phase { return time }
    return nil
  }

  /// Records the finger's travel to `point`; whether its distance from the
  /// down point is now strictly greater than the slop (see ``SlopRule``).
  mutating func travel(to point: Point, slopSquared: Double) -> Bool {
    let squared = downPoint.squaredDistance(to: point)
    if squared > maxSquaredDistance { maxSquaredDistance = squared }
    return SlopRule.isExceeded(
      from: downPoint, to: point, squared: squared, slopSquared: slopSquared)
  }

  /// Records the travel to `point` when `finger` is the gesture's finger:
  /// whether the distance now exceeds the slop (as ``travel(to:slopSquared:)``),
  /// or `nil`, recording nothing, for another finger.
  @inline(__always)
  mutating func travel(of finger: FingerID, to point: Point, slopSquared: Double) -> Bool? {
    guard self.finger == finger else { return nil }
    return travel(to: point, slopSquared: slopSquared)
  }

  func evidence(slop: Double, target: ViewID) -> GestureEvidence {
    var evidence = GestureEvidence(
      finger: finger, target: target, downTime: downTime, downPoint: downPoint,
      maxDistance: maxSquaredDistance.squareRoot(), slop: slop)
    evidence.pointer = pointer
    if case .lifted(let time, let point, let window) = phase {
      evidence.upTime = time
      evidence.upPoint = point
      evidence.windowEnd = window?.instant
      evidence.windowNote = windowNote
    }
    if let answerKind {
      evidence.pageAnswer = answerKind
      evidence.pageAnswerTime = answerTime
      if answerKind == .control { evidence.pageAnswerControl = answerControl }
    }
    return evidence
  }
}
