/// A scalar from a scenario file: its text after quotes and escapes are
/// resolved, and how it was written.
///
/// The parser gives every scalar as text; `750ms`, `-3` and `true` are all
/// plain scalars. Deciding what the text means is left to the reader of the
/// tree, which can use ``style`` to tell `"10"` from `10` when that matters.
public struct YAMLScalar: Sendable, Hashable {
  /// How a scalar was written.
  public enum Style: Sendable, Hashable {
    /// Unquoted: `web`, `750ms`, `https://example.com/a`.
    case plain
    /// In single quotes, with `''` for a quote: `'it''s'`.
    case singleQuoted
    /// In double quotes, with backslash escapes: `"a\tb"`.
    case doubleQuoted
  }

  /// The value: for quoted scalars without the quotes and with escapes
  /// resolved; for plain scalars without surrounding whitespace.
  public var text: String

  /// How the scalar was written.
  public var style: Style

  /// Creates a scalar.
  public init(text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}
