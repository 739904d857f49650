@_spi(Lab) import TapOrLink

extension NumberText {
  /// Parses a decimal number as scenario files write them (`-3`, `10.5`,
  /// `+2`); no exponents, hex, `inf` or `nan`, and none too large for a
  /// `Double` (over about 1.8 × 10³⁰⁸, which would read as infinite).
  public static func parse(_ text: String) -> Double? {
    var body = Substring(text)
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else {
      return nil
    }
    if parts.count == 2 {
      guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit) else { return nil }
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// Why `text` is not a number ``parse(_:)`` reads, when it is written
  /// as one but too large: a note for the error.
  public static func tooLarge(_ text: String) -> String? {
    guard parse(text) == nil, Double(text)?.isInfinite == true, !text.contains(where: \.isLetter)
    else { return nil }
    return "it is too large: numbers go up to about 1.8e308"
  }
}

extension Character {
  package var isASCIIDigit: Bool { isASCII && isNumber }
}
