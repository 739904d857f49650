/// Text from a file made safe to print: control characters and characters
/// that reorder or break lines in a terminal are shown as escapes.
///
/// A tab is `\t`, a line feed `\n`, a carriage return `\r`; any other
/// control character (U+0000–U+001F, U+007F–U+009F), the line and paragraph
/// separators (U+2028, U+2029) and the bidirectional controls (U+200E,
/// U+200F, U+202A–U+202E, U+2066–U+2069) are `\u{HEX}`: NUL is `\u{0}`.
/// A backslash is left alone, so escaping twice changes nothing more.
package enum VisibleText {
  /// `text` with every invisible or disruptive character escaped.
  ///
  /// - Complexity: O(*n*); returns `text` itself when nothing needs escaping.
  package static func escaped<S: StringProtocol>(_ text: S) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for character in text {
      appendEscaped(character, to: &result)
    }
    return result
  }

  /// `text` escaped, and cut in the middle with `…` when longer than
  /// `limit` characters: for messages that quote text from a file, which
  /// may be megabytes long.
  package static func shortened(_ text: String, limit: Int = 1_000) -> String {
    guard text.utf8.count > limit,
      let head = text.index(text.startIndex, offsetBy: limit * 2 / 3, limitedBy: text.endIndex),
      let tail = text.index(text.endIndex, offsetBy: -(limit / 3), limitedBy: head)
    else { return escaped(text) }
    return escaped(text[..<head]) + "…" + escaped(text[tail...])
  }

  /// The first `limit` scalars of `text`, escaped, with `…` when more
  /// were cut: for a message that quotes a short piece of what came in
  /// (a page's value, a file's member name).
  package static func quoted(_ text: String, limit: Int) -> String {
    let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
    let cut = text.unicodeScalars.count > limit
    return escaped(head) + (cut ? "…" : "")
  }

  /// Appends `character`, escaped if it needs to be; returns how many
  /// characters were appended.
  @discardableResult
  package static func appendEscaped(_ character: Character, to result: inout String) -> Int {
    guard character.unicodeScalars.contains(where: needsEscape) else {
      result.append(character)
      return 1
    }
    var count = 0
    for scalar in character.unicodeScalars {
      let piece: String
      switch scalar {
      case "\t": piece = "\\t"
      case "\n": piece = "\\n"
      case "\r": piece = "\\r"
      case _ where needsEscape(scalar):
        piece = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: piece = String(scalar)
      }
      result += piece
      count += piece.count
    }
    return count
  }

  /// Whether a scalar is shown as an escape.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      return true
    default:
      return false
    }
  }
}
