/// Byte values of the characters the parser looks for.
enum YAMLByte {
  static let tab = UInt8(ascii: "\t")
  static let space = UInt8(ascii: " ")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let dash = UInt8(ascii: "-")
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
