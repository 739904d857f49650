/// A line of a scenario file that holds content (not blank, not only a
/// comment), with its indentation measured.
///
/// Offsets are into the file's UTF-8 bytes. Indentation is a count of
/// spaces, which are one byte each, so it is also the column of the first
/// character minus one.
struct YAMLLine: Sendable {
  /// The 1-based line number.
  var number: Int

  /// The offset of the line's first byte.
  var start: Int

  /// The offset just past the line's last byte (its terminator excluded).
  var end: Int

  /// The number of spaces before the first character.
  var indent: Int

  /// Whether every byte of the line is ASCII, so that a byte offset within
  /// the line is also a `Character` column.
  var isASCII: Bool

  /// The offset of the first character after the indentation.
  var contentStart: Int { start + indent }
}

/// Byte values of the characters the parser looks for.
enum ASCII {
  static let tab = UInt8(ascii: "\t")
  static let space = UInt8(ascii: " ")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let dash = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let comma = UInt8(ascii: ",")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let singleQuote = UInt8(ascii: "'")
  static let doubleQuote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")

  /// Whether `byte` is a space or a tab, the whitespace allowed inside a line.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab
  }

  /// Whether `byte` is one of `,[]{}`, which end a plain scalar in a flow
  /// sequence.
  @inline(__always)
  static func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == comma || byte == openBracket || byte == closeBracket || byte == openBrace
      || byte == closeBrace
  }
}
