/// Identifies one gesture: numbered from 1 in the order gestures start.
public struct GestureID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The gesture's number.
  public let number: UInt64

  /// Creates a gesture identity.
  public init(_ number: UInt64) {
    self.number = number
  }

  /// Orders gestures by when they started.
  public static func < (lhs: GestureID, rhs: GestureID) -> Bool { lhs.number < rhs.number }

  /// `#` and the number.
  public var description: String { "#\(number)" }
}
