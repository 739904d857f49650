/// The unique name of a view in a ``ViewTree``.
public struct ViewID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name as written, for example `web` or `toolbar`.
  public let rawValue: String

  /// Creates an identifier from its name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The name.
  public var description: String { rawValue }
}
