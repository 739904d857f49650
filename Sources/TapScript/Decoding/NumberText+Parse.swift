import TapOrLink

extension NumberText {
  /// Parses a decimal number as scenario files write them (`-3`, `10.5`,
  /// `+2`); no exponents, hex, `inf` or `nan`.
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
    return Double(text)
  }
}

extension Character {
  package var isASCIIDigit: Bool { isASCII && isNumber }
}
