/// Formats numbers the way traces and scenario files write them.
@_spi(Lab) public enum NumberText {
  /// The shortest text that reads back as the same value, in plain decimal
  /// notation: `200` rather than `200.0`, `10.5`, `-3`, and `0.00001` rather
  /// than `1e-05`.
  public static func shortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.rounded() == value, abs(value) < 1e15 {
      return String(Int64(value))
    }
    let text = "\(value)"
    guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: marker)...])
    else { return text }
    var mantissa = text[..<marker]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { mantissa = mantissa.dropFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? ""
    var digits = whole + (parts.count > 1 ? String(parts[1]) : "")
    while digits.count > 1, digits.last == "0" { digits.removeLast() }
    let point = whole.count + exponent
    if point <= 0 {
      return sign + "0." + String(repeating: "0", count: -point) + digits
    }
    if point >= digits.count {
      return sign + digits + String(repeating: "0", count: point - digits.count)
    }
    return sign + digits.prefix(point) + "." + digits.dropFirst(point)
  }
}
