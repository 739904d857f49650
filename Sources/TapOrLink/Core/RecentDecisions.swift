/// Where the gestures decided last were, so that a point answer that comes
/// after its gesture was decided is reported as about a decided gesture
/// (``EngineDiagnostic/answerForDecidedGesture(_:)``) rather than about no
/// gesture at all.
///
/// A gesture's point is where its first finger is while it is down and
/// where it lifted once it has, decided or not: the machine
/// moves it as the finger moves after the decision.
///
/// It keeps the last ``capacity`` decisions in a ring: an answer about a
/// gesture decided longer ago than that is reported as about no gesture.
/// Recording a decision costs O(1) and allocates only the first time;
/// looking a point up costs O(``capacity``).
struct RecentDecisions {
  /// How many decisions are kept: far more gestures than a page's answer
  /// can lag behind.
  static let capacity = 64

  private var entries = RecentRing<(gesture: GestureID, point: Point)>(capacity: capacity)

  /// Records that `gesture`, last at `point`, was decided.
  mutating func record(_ gesture: GestureID, at point: Point) {
    entries.record((gesture, point))
  }

  /// Moves the point of `gesture`, if it is kept: its finger moved or
  /// lifted after it was decided. Looks from the newest, the one a finger
  /// still down almost always belongs to.
  mutating func move(_ gesture: GestureID, to point: Point) {
    for age in 0..<entries.count {
      let slot = entries.slot(ofAge: age)
      if entries[slot].gesture == gesture {
        entries[slot].point = point
        return
      }
    }
  }

  /// The newest kept gesture whose point `isNear` says yes to, searched
  /// from the newest.
  func newest(where isNear: (Point) -> Bool) -> GestureID? {
    for age in 0..<entries.count {
      let entry = entries[entries.slot(ofAge: age)]
      if isNear(entry.point) { return entry.gesture }
    }
    return nil
  }
}
