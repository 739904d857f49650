/// Quoting: the one function that turns any text into a scalar the parser
/// reads back as exactly that text.
extension ScenarioWriter {
  /// Where a scalar stands: after `key: ` or `- ` on a line, or as an item
  /// of a flow sequence (`[a, b]`), where `,[]{}` end a plain scalar.
  enum ScalarPlace {
    case block
    case flow
  }

  /// The text as a scalar the parser reads back as exactly `text`, Unicode
  /// scalar for Unicode scalar.
  ///
  /// Plain when that is safe (`web`, `https://example.com/a#top`,
  /// `down 50 20`); otherwise double-quoted, with `\\`, `\"`, `\n`, `\t`
  /// and `\uXXXX` for every character a reader could not see or that would
  /// end the line: control characters, format characters such as U+202E,
  /// line and paragraph separators, spaces other than U+0020, private-use
  /// and unassigned code points. So leading or trailing spaces, `#`, `: `,
  /// quotes and line ends all read back, and the written text is one line
  /// of printable characters.
  ///
  /// Whether the value is allowed where it is written (an empty `name`, a
  /// view id that is not declared) is the reader's to say; a step's words
  /// are checked by ``stepLine(_:)``.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func scalar(_ text: String) -> String {
    scalar(text, in: .block)
  }

  static func scalar(_ text: String, in place: ScalarPlace) -> String {
    isPlain(text, in: place) ? text : doubleQuoted(text)
  }

  /// A comment line: `# ` and the text, with every character that
  /// ``scalar(_:)`` would escape (control characters, line ends, U+202E
  /// and the like) turned into a space, so that the comment stays one line
  /// and prints nothing a terminal would act on. Comments are not read
  /// back.
  public static func comment(_ text: String) -> String {
    var line = "#"
    if !text.isEmpty { line += " " }
    line.unicodeScalars.append(
      contentsOf: text.unicodeScalars.map { needsEscape($0) ? " " : $0 })
    return line
  }

  /// Whether the parser reads `text`, written as it is, as a plain scalar
  /// with exactly this text.
  private static func isPlain(_ text: String, in place: ScalarPlace) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return false }
    guard !startsIndicator(first), first != " ", last != " ", last != ":" else { return false }
    var previous: Unicode.Scalar?
    for scalar in scalars {
      if needsEscape(scalar) { return false }
      if place == .flow, ",[]{}".unicodeScalars.contains(scalar) { return false }
      if scalar == "#", previous == " " { return false }
      if scalar == " ", previous == ":" { return false }
      previous = scalar
    }
    return true
  }

  /// Whether a plain scalar may not start with `scalar`: YAML's indicators,
  /// and the quotes that would start a quoted one.
  private static func startsIndicator(_ scalar: Unicode.Scalar) -> Bool {
    "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(scalar)
  }

  /// Whether `scalar` is written as an escape in a double-quoted scalar
  /// (and so never stands in a plain one): everything but printable
  /// characters and the plain space.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
      .privateUse, .surrogate, .unassigned:
      return true
    default:
      return scalar.properties.isNoncharacterCodePoint
    }
  }

  private static func doubleQuoted(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result.append(contentsOf: #"\\"#.unicodeScalars)
      case "\"": result.append(contentsOf: #"\""#.unicodeScalars)
      case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
      case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
      case _ where needsEscape(scalar):
        for unit in String(scalar).utf16 {
          result.append(contentsOf: "\\u".unicodeScalars)
          result.append(contentsOf: hex(unit).unicodeScalars)
        }
      default: result.append(scalar)
      }
    }
    result.append("\"")
    return String(result)
  }

  private static func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
