/// One object per GDK touch sequence, alive from its begin to its end or
/// cancel, whose `ObjectIdentifier` is the touch's key for
/// `WebViewInput.touch` (UIKit's `UITouch` plays that part on iOS).
struct TouchKeys {
  private final class Key {}
  private var keys: [UInt: Key] = [:]

  /// The key of the sequence `sequence` in `phase`: a new one at a begin,
  /// the same one until it ends (and then forgotten).
  mutating func key(for sequence: UInt, ending: Bool) -> ObjectIdentifier {
    let key = keys[sequence] ?? Key()
    keys[sequence] = ending ? nil : key
    // `key` lives until this returns; the input forgets an ended key's
    // number at the same time, so a reused identifier is never confused.
    return ObjectIdentifier(key)
  }

  /// The sequences down now.
  var count: Int { keys.count }
}
