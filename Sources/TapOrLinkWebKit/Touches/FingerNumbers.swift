import TapOrLink

/// Numbers the fingers on the screen: a touch keeps its number from its
/// down to its up or cancel, and a new finger takes the lowest number not
/// in use.
///
/// UIKit keeps one `UITouch` object per finger for all its phases, so its
/// `ObjectIdentifier` is the key. (The seeds, the first apps this engine was
/// taken from, kept one variable for all fingers and lost the second.)
///
/// - Complexity: O(f) per touch-down for f fingers down, O(1) otherwise.
public struct FingerNumbers<Key: Hashable> {
  private var numbers: [Key: FingerID] = [:]

  /// An empty table: no finger down.
  public init() {}

  /// The fingers down now, by key.
  public var count: Int { numbers.count }

  /// The finger of a touch in `phase`.
  ///
  /// A touch the table has not seen down (it began before the observer was
  /// there) gets a number no finger uses, which the engine then ignores as
  /// not down.
  public mutating func finger(for key: Key, phase: TouchPhase) -> FingerID {
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
