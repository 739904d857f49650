@_spi(Lab) import TapOrLink

/// Reads times and numbers as scenario files write them.
///
/// Times are a decimal number with the unit `ms` or `s` (`750ms`, `12.5ms`,
/// `0.75s`), or a bare integer of milliseconds (`750`). They are converted
/// to nanoseconds exactly, digit by digit, so `0.1s` is exactly 100 ms.
public enum TimeText {
  /// The longest time a scenario may name: 10⁹ ms, about 11.6 days, far
  /// beyond any gesture, and small enough that no sum of times overflows.
  public static let maximum: Duration = .milliseconds(1_000_000_000)

  /// Parses a duration; the message says what is wrong when it cannot.
  public static func duration(_ text: String) -> Result<Duration, TextError> {
    if let sign = text.first, sign == "-" || sign == "+" { return .failure(signed(text)) }
    var body = Substring(text)
    let scale: Int64
    let fractionDigits: Int
    if body.hasSuffix("ms") {
      body = body.dropLast(2)
      scale = 1_000_000
      fractionDigits = 6
    } else if body.hasSuffix("s") {
      body = body.dropLast()
      scale = 1_000_000_000
      fractionDigits = 9
    } else {
      guard !body.isEmpty, isDigits(body) else {
        if NumberText.parse(text) != nil { return .failure(bareFraction(text)) }
        return .failure(
          TextError("`\(text)` is not a time; write a number with `ms` or `s`, like `750ms`"))
      }
      scale = 1_000_000
      fractionDigits = 0
    }
    let nanoseconds: Int64
    switch exactValue(body, scale: scale, fractionDigits: fractionDigits) {
    case .value(let value):
      nanoseconds = value
    case .finerThanNanoseconds:
      return .failure(
        TextError(
          "`\(text)` is finer than a nanosecond; times are kept to the nanosecond, so write at "
            + "most \(fractionDigits) decimals with `\(scale == 1_000_000 ? "ms" : "s")`"))
    case .invalid:
      return .failure(
        TextError("`\(text)` is not a time; write a number with `ms` or `s`, like `750ms`"))
    }
    guard nanoseconds <= maximum.nanoseconds else {
      return .failure(TextError("`\(text)` is too long; times go up to 1000000000ms"))
    }
    return .success(.nanoseconds(nanoseconds))
  }

  /// Below this many milliseconds, a bare number given to a setting (a
  /// window, a long press, a delay) warns: 1 to 19 ms is shorter than one
  /// 60 Hz frame or close to it, far below any gesture timing, so `2` was
  /// most likely meant as seconds (or written without thinking of the
  /// unit). 20 ms and more are plausible delays (`page-answers: 20`).
  static let bareSettingWarningLimit = 20

  /// Why a setting's time written as `text` probably does not say what
  /// was meant: a bare whole number from 1 to 19, which is read as that
  /// many milliseconds. `nil` for anything else: a time with a unit, `0`
  /// (the same in any unit), 20 or more, or text that is not a time.
  ///
  /// The reading does not change (a bare number is milliseconds); the
  /// message says what was read and how to write either meaning.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func suspiciousBareSetting(_ text: String) -> String? {
    let body = Substring(text)
    guard !body.isEmpty, body.utf8.count <= 12, isDigits(body), let value = Int(body),
      value > 0, value < bareSettingWarningLimit
    else { return nil }
    return "is read as \(value) millisecond\(value == 1 ? "" : "s") (a time without a unit is "
      + "milliseconds); write `\(text)ms` to keep that, or `\(text)s` for seconds"
  }

  /// The error for a time written with a sign (`-3`, `-3ms`, `+0.5`):
  /// times cannot be negative, and take no `+`. For `+`, the same time
  /// without it is suggested when that is one (`+5ms` is `5ms`), or the
  /// spellings of a bare fraction (`+0.5` is `0.5s` or `500ms`).
  private static func signed(_ text: String) -> TextError {
    let start = "`\(text)` has a sign; times cannot be negative"
    let rest = String(text.dropFirst())
    guard text.hasPrefix("+"), !rest.isEmpty, rest.first != "-", rest.first != "+" else {
      return TextError(start)
    }
    switch duration(rest) {
    case .success: return TextError("\(start) and take no `+`; write `\(rest)`")
    case .failure:
      guard rest.utf8.allSatisfy({ $0 != UInt8(ascii: "m") && $0 != UInt8(ascii: "s") }),
        NumberText.parse(rest) != nil, case .success(let seconds) = duration(rest + "s")
      else { return TextError("\(start) and take no `+`") }
      return TextError(
        "\(start) and take no `+`; if `\(rest)` is seconds, write `\(rest)s` or "
          + "`\(millisecondsText(seconds.nanoseconds))ms`; if milliseconds, `\(rest)ms`")
    }
  }

  /// The error for a bare number that is not a whole number of
  /// milliseconds (`0.5`): it was most likely seconds, so both spellings of
  /// that come first (`0.5s`, `500ms`), then the milliseconds reading.
  private static func bareFraction(_ text: String) -> TextError {
    let start = "a bare time must be a whole number of milliseconds"
    guard case .success(let seconds) = duration(text + "s") else {
      return TextError("\(start); write `\(text)ms` or `\(text)s`")
    }
    let milliseconds = millisecondsText(seconds.nanoseconds)
    return TextError(
      "\(start); if `\(text)` is seconds, write `\(text)s` or `\(milliseconds)ms`; "
        + "if milliseconds, `\(text)ms`")
  }

  /// Nanoseconds as milliseconds, exactly, without trailing zeros
  /// (`500000000` is `500`, `1500` is `0.0015`).
  private static func millisecondsText(_ nanoseconds: Int64) -> String {
    let whole = nanoseconds / 1_000_000
    let rest = nanoseconds % 1_000_000
    guard rest != 0 else { return "\(whole)" }
    var digits = String(rest)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }

  private enum ExactValue {
    case value(Int64)
    /// Well-formed, but with non-zero digits below a nanosecond.
    case finerThanNanoseconds
    case invalid
  }

  private static func exactValue(_ text: Substring, scale: Int64, fractionDigits: Int)
    -> ExactValue
  {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, isDigits(whole) else {
      return .invalid
    }
    if parts.count == 2 {
      guard !parts[1].isEmpty, isDigits(parts[1]) else { return .invalid }
    }
    // Too many digits to be a valid time: say so rather than overflow.
    guard whole.utf8.count <= 12, let wholeValue = Int64(whole) else { return .value(.max) }
    let (scaled, overflow) = wholeValue.multipliedReportingOverflow(by: scale)
    guard !overflow, scaled <= maximum.nanoseconds else { return .value(.max) }
    var value = scaled
    if parts.count == 2 {
      let fraction = parts[1]
      let significant = fraction.utf8.reversed().drop(while: { $0 == UInt8(ascii: "0") }).reversed()
      guard significant.count <= fractionDigits else { return .finerThanNanoseconds }
      var unit = scale
      for digit in significant {
        unit /= 10
        value += Int64(digit - UInt8(ascii: "0")) * unit
      }
    }
    return .value(value)
  }

  /// Whether `text` is ASCII digits only (checked byte by byte: a time may
  /// be megabytes of digits in a hostile file).
  private static func isDigits(_ text: Substring) -> Bool {
    text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}
