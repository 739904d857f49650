/// Where the gestures decided last were, so that a point answer that comes
/// after its gesture was decided is reported as about a decided gesture
/// (``EngineDiagnostic/answerForDecidedGesture(_:)``) rather than about no
/// gesture at all.
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
