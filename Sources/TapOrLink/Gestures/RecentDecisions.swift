/// Where the gestures decided last were, so that a point answer that comes
/// after its gesture was decided is reported as about a decided gesture
/// (``EngineDiagnostic/answerForDecidedGesture(_:)``) rather than about no
/// gesture at all.
///
/// A gesture's point is where its first finger is while it is down and
/// where it lifted once it has, decided or not (contract 1.2): the machine
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

  private var entries = ContiguousArray<(gesture: GestureID, point: Point)>()
  private var next = 0

  /// Records that `gesture`, last at `point`, was decided.
  mutating func record(_ gesture: GestureID, at point: Point) {
    if entries.count < Self.capacity {
      if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
      entries.append((gesture, point))
    } else {
      entries[next] = (gesture, point)
      next = (next + 1) % Self.capacity
    }
  }

  /// Moves the point of `gesture`, if it is kept: its finger moved or
  /// lifted after it was decided. Looks from the newest, the one a finger
  /// still down almost always belongs to.
  mutating func move(_ gesture: GestureID, to point: Point) {
    var index = next
    for _ in entries.indices {
      index = (index == 0 ? entries.count : index) - 1
      if entries[index].gesture == gesture {
        entries[index].point = point
        return
      }
    }
  }

  /// The newest kept gesture whose point `isNear` says yes to, searched
  /// from the newest (the one before `next` once the ring is full).
  func newest(where isNear: (Point) -> Bool) -> GestureID? {
    var index = next
    for _ in entries.indices {
      index = (index == 0 ? entries.count : index) - 1
      if isNear(entries[index].point) { return entries[index].gesture }
    }
    return nil
  }
}
