import Foundation

/// A coordinate in a page-script message: read strictly, so that only what
/// the page script can send is taken.
///
/// In a bridge URL a number is text, and it must be a plain decimal number
/// as JSON writes one: an optional `-`, an integer part without leading
/// zeros, an optional fraction, an optional exponent (`12`, `-3.5`, `0.25`,
/// `1e-7`, `1E3`). That is every text JavaScript's `String(number)` gives
/// for a finite number, so every coordinate the script sends, and nothing
/// else: no hexadecimal (`0x10`, `0x1p4`), no `+5`, `.5` or `5.`, no
/// spaces, no `true`, `Infinity` or `NaN`, not empty. A number too large
/// for a `Double` is refused too.
///
/// In a message body a number is a JSON number (an `NSNumber`, or a Swift
/// number): a boolean is not one, although `NSNumber` would read `true` as
/// 1; nor is text, however numeric. It must be finite.
enum PageScriptNumber {
  /// The number `text` writes, or why it is not one.
  static func read(_ text: String, field: String) -> Result<Double, PageScriptRefusal> {
    guard isPlainDecimal(text.utf8) else {
      return .failure(.notANumber(field: field, text: text))
    }
    guard let value = Double(text), value.isFinite else {
      return .failure(.notFinite(field: field))
    }
    return .success(value)
  }

  /// Whether `bytes` match `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isPlainDecimal(_ bytes: String.UTF8View) -> Bool {
    var index = bytes.startIndex
    func peek() -> UInt8? { index == bytes.endIndex ? nil : bytes[index] }
    func isDigit(_ byte: UInt8?) -> Bool { byte.map { (48...57).contains($0) } ?? false }
    func skipDigits() -> Int {
      var count = 0
      while isDigit(peek()) {
        index = bytes.index(after: index)
        count += 1
      }
      return count
    }
    if peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
    if peek() == UInt8(ascii: "0") {
      index = bytes.index(after: index)
    } else if skipDigits() == 0 {
      return false
    }
    if peek() == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      guard skipDigits() > 0 else { return false }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index = bytes.index(after: index)
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
        index = bytes.index(after: index)
      }
      guard skipDigits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }

  /// The number a body's `value` holds, or why it holds none.
  static func read(_ value: Any?, field: String) -> Result<Double, PageScriptRefusal> {
    guard let value else { return .failure(.missing(field: field)) }
    // A Swift `Bool` bridges to this class too.
    guard let number = value as? NSNumber, type(of: number) != booleanClass else {
      return .failure(.wrongType(field: field, expected: "a number", found: typeName(of: value)))
    }
    let double = number.doubleValue
    guard double.isFinite else { return .failure(.notFinite(field: field)) }
    return .success(double)
  }

  /// The class `NSNumber` gives JavaScript's and Swift's booleans.
  private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

  /// How a refusal names what was found instead of a number.
  static func typeName(of value: Any) -> String {
    switch value {
    case let number as NSNumber where type(of: number) == booleanClass: "a boolean"
    case is NSNumber: "a number"
    case is String: "text"
    case is [Any]: "a list"
    case is [String: Any]: "an object"
    case is NSNull: "null"
    default: "a value of another type"
    }
  }
}
