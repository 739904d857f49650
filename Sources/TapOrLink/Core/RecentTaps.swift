/// The gestures decided `tap` lately, each kept while a late link may still
/// come for it (see ``LateLink``): a late request is charged to the tapped
/// gesture it would have counted for had no `tap` been decided before that
/// gesture's full configured window closed, not to the latest tap.
///
/// It keeps the last ``capacity`` taps in a ring; a tap pushed out by newer
/// ones can have no late link any more. Recording a tap costs O(1) and
/// allocates only the first time; looking for the one a request belongs to
/// costs O(``capacity``), on requests only.
struct RecentTaps {
  /// How many taps are kept: far more than fit in one grace period at a
  /// finger's pace (about ten taps a second).
  static let capacity = 64

  /// One `tap` decision.
  struct Tap {
    var gesture: GestureID
    /// When it was decided `tap`.
    var time: Instant
    /// When its finger lifted.
    var upTime: Instant
  }

  private var entries = RecentRing<Tap?>(capacity: capacity)

  /// Records a `tap` decision.
  mutating func record(_ tap: Tap) { entries.record(tap) }

  /// The oldest kept tap (the first started) that a request at `time` may
  /// still be the late link of: the full configured `window` after its
  /// touch-up is still open at `time`, and `time` is within `grace` of the
  /// `tap` decision.
  func oldestClaimable(at time: Instant, window: Duration, grace: Duration) -> Tap? {
    var oldest: Tap?
    for slot in 0..<entries.count {
      guard let tap = entries[slot],
        time >= tap.time, time - tap.time <= grace, time <= tap.upTime + window
      else { continue }
      if oldest.map({ tap.gesture < $0.gesture }) ?? true { oldest = tap }
    }
    return oldest
  }

  /// Forgets the tap of `gesture`: it has had its late link.
  mutating func remove(_ gesture: GestureID) {
    for slot in 0..<entries.count where entries[slot]?.gesture == gesture {
      entries[slot] = nil
    }
  }
}
