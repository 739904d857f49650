/// A message about text that could not be read.
public struct TextError: Error, Hashable, Sendable {
  /// The message.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }
}
