/// An undecided gesture, as the engine tracks it.
///
/// Plain data with no references (the target is a position in the view
/// tree, not a name), so copying one costs no reference counting.
struct GestureRecord {
  var id: GestureID
  var finger: FingerID
  /// The delivery target's position in the overlay's ``ViewTree``.
  var target: Int
  var downTime: Instant
  var downPoint: Point
  var maxSquaredDistance: Double = 0
  var upTime: Instant?
  var upPoint: Point?
  /// The long-press deadline while the finger is down, the window's end
  /// after it lifted; `nil` when no timer runs (long press off).
  var deadline: Instant?
  /// When the deadline was armed, counted across all the engine's timers:
  /// the tie-break for deadlines at the same instant.
  var armSequence: UInt64 = 0

  /// Records the finger's travel to `point`; whether its distance from the
  /// down point is now strictly greater than the slop.
  mutating func travel(to point: Point, slopSquared: Double) -> Bool {
    let squared = downPoint.squaredDistance(to: point)
    if squared > maxSquaredDistance { maxSquaredDistance = squared }
    return squared > slopSquared
  }

  func evidence(slop: Double, target: ViewID) -> GestureEvidence {
    GestureEvidence(
      finger: finger, target: target, downTime: downTime, downPoint: downPoint, upTime: upTime,
      upPoint: upPoint, maxDistance: maxSquaredDistance.squareRoot(), slop: slop,
      windowEnd: upTime == nil ? nil : deadline)
  }
}
