import TapOrLink

/// Numbers the fingers on the screen: a touch object keeps its number from
/// its down to its up or cancel, and a new finger takes the lowest number
/// not in use. UIKit keeps one `UITouch` object per finger for all its
/// phases, so its `ObjectIdentifier` is the key.
struct FingerNumbers<Key: Hashable> {
  private var numbers: [Key: FingerID] = [:]

  /// The finger of a touch in `phase`. A touch the table has not seen
  /// down (it began before the overlay was there) gets a number no finger
  /// uses, which the engine then ignores as not down.
  mutating func finger(for key: Key, phase: TouchPhase) -> FingerID {
    if let finger = numbers[key] {
      if phase == .up || phase == .cancel { numbers[key] = nil }
      return finger
    }
    let used = Set(numbers.values)
    var finger = FingerID(1)
    while used.contains(finger) { finger = FingerID(finger.number + 1) }
    if phase == .down { numbers[key] = finger }
    return finger
  }
}
