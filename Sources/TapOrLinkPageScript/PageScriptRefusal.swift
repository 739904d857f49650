import TapOrLink

/// Why a page-script message was not read: what
/// ``PageScriptMessage/init(reading:)`` and
/// ``PageScriptMessage/init(readingBridgeURL:)`` throw.
///
/// Its ``description`` is one sentence, safe to print: text from the page
/// in it is cut to 24 characters and anything but printable ASCII is
/// written as `\u{…}`.
public enum PageScriptRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not an answer at all: a URL that does not start
  /// `taporlink://answer?`, or a body without a `kind`.
  case notAnAnswer
  /// The bridge URL, or a field of a body, is longer than the reader takes.
  case tooLong(what: String, bytes: Int, limit: Int)
  /// A field the message needs is not there.
  case missing(field: String)
  /// A field holds a `%` escape a browser would have to repair (a `%` not
  /// followed by two hex digits, or bytes that are not UTF-8).
  case brokenEscape(field: String)
  /// A bridge URL's coordinate is not a plain decimal number (see
  /// ``PageScriptMessage/init(readingBridgeURL:)``).
  case notANumber(field: String, text: String)
  /// A coordinate is infinite or not a number, or too large for a `Double`.
  case notFinite(field: String)
  /// A body's field holds a value of the wrong type: a boolean or text
  /// where a number belongs, a number where text belongs.
  case wrongType(field: String, expected: String, found: String)
  /// A number of the visible area is outside what a viewport can be: an
  /// offset beyond ±``PageScriptMessage/maximumViewportExtent``, a size
  /// below ``PageScriptMessage/minimumViewportSize`` or above the maximum.
  case outOfRange(field: String, value: Double, lowest: Double, highest: Double)
  /// `kind` names no `AnswerKind`, a `control` answer's `control`
  /// names no `ControlKind`, or `ends` names no `Dismissal`: a word of a
  /// newer script, or a forgery.
  case unknownWord(field: String, text: String)

  /// The most characters of the page's text a description quotes.
  static let quotedLength = 24

  /// One sentence saying what was wrong.
  public var description: String {
    switch self {
    case .notAnAnswer:
      "not a page-script answer"
    case .tooLong(let what, let bytes, let limit):
      "\(what) is \(bytes) bytes long, more than the \(limit) read"
    case .missing(let field):
      "`\(field)` is missing"
    case .brokenEscape(let field):
      "`\(field)` holds a broken % escape or bytes that are not UTF-8"
    case .notANumber(let field, let text) where text.isEmpty:
      "`\(field)` is empty, not a number"
    case .notANumber(let field, let text):
      "`\(field)` is `\(Self.quoted(text))`, not a plain decimal number (such as 12, -3.5 or 1e3)"
    case .notFinite(let field):
      "`\(field)` is not a finite number"
    case .wrongType(let field, let expected, let found):
      "`\(field)` is \(found), not \(expected)"
    case .outOfRange(let field, let value, let lowest, let highest):
      "`\(field)` is \(Self.number(value)), outside \(Self.number(lowest))…\(Self.number(highest))"
    case .unknownWord(let field, let text):
      "`\(field)` is `\(Self.quoted(text))`, a word the engine does not know"
    }
  }

  /// A number as a person writes it: `980`, `-3.5`, `1e+300`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// `text` cut to ``quotedLength`` characters, escaped as every message
  /// quotes text from outside (`VisibleText`).
  static func quoted(_ text: String) -> String {
    VisibleText.quoted(text, limit: quotedLength)
  }
}
