/// One `key: value` pair of a block mapping.
public struct YAMLEntry: Sendable, Hashable {
  /// The key, with quotes and escapes resolved.
  public var key: String

  /// The first character of the key (its opening quote when quoted).
  public var keyPosition: SourcePosition

  /// The value; ``YAMLNode/Kind/null`` when nothing follows the colon.
  public var value: YAMLNode

  /// Creates an entry.
  public init(key: String, keyPosition: SourcePosition, value: YAMLNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
