/// Which finger a touch belongs to; each finger on the glass has its own.
public struct FingerID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The finger's number (the scenario format's `finger N`, 1 by default).
  public let number: Int

  /// Creates a finger identity.
  public init(_ number: Int) {
    self.number = number
  }

  /// Creates a finger identity from an integer literal.
  public init(integerLiteral value: Int) {
    self.number = value
  }

  /// Orders fingers by number.
  public static func < (lhs: FingerID, rhs: FingerID) -> Bool { lhs.number < rhs.number }

  /// The number.
  public var description: String { String(number) }
}
