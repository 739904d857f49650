import TapOrLink
import TapScript

/// A JSON value with the place in its file where it starts, so that a
/// problem with any value can be reported at its line and column.
///
/// Read by ``PositionedJSON/parse(_:)`` in one pass over the bytes, with a
/// depth limit: O(*n*) in the length of the text. The grammar is JSON's
/// (RFC 8259) and no looser: a number such as `+60`, `060`, `.5e2` or `60.`
/// is refused, as Python's `json` (which writes and checks the recordings)
/// refuses it. An object that names a member twice is refused too, at the
/// second name: Python keeps the last value and a first-wins reader the
/// first, so one file would read as two different recordings.
package struct PositionedJSON: Sendable {
  /// The value's kinds.
  package enum Value: Sendable {
    /// An object's members, in the file's order.
    case object([(key: String, value: PositionedJSON)])
    /// An array's elements.
    case array([PositionedJSON])
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// The value.
  package var value: Value
  /// Where its first character is.
  package var position: SourcePosition

  /// The deepest nesting read; deeper text is an error, not a crash.
  package static let maximumDepth = 64

  /// The member named `key` of an object, or `nil`.
  ///
  /// Names are compared scalar by scalar, as JSON (and Python) compares
  /// them, not by Swift's canonical equivalence.
  package subscript(key: String) -> PositionedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }?.value
  }

  /// The value's kind in words, for messages.
  package var kindName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }

  /// Parses a whole file.
  ///
  /// - Returns: the value, or the first problem at its line and column.
  package static func parse(_ file: SourceFile) -> Result<PositionedJSON, ScriptDiagnostic> {
    var reader = Reader(bytes: Array(file.text.utf8))
    do throws(Reader.Problem) {
      reader.skipSpace()
      let value = try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.index == reader.bytes.count else {
        throw Reader.Problem(position: reader.position, message: "text after the JSON value")
      }
      return .success(value)
    } catch {
      return .failure(
        ScriptDiagnostic(file: file, position: error.position, message: error.message))
    }
  }

  struct Reader {
    struct Problem: Error {
      var position: SourcePosition
      var message: String
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    mutating func advance() {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }

    mutating func skipSpace() {
      while index < bytes.count,
        [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(
          bytes[index])
      {
        advance()
      }
    }

    func problem(_ message: String) -> Problem { Problem(position: position, message: message) }

    mutating func expect(_ character: Character) throws(Problem) {
      guard index < bytes.count, bytes[index] == character.asciiValue else {
        throw problem("expected `\(character)`")
      }
      advance()
    }

    mutating func value(depth: Int) throws(Problem) -> PositionedJSON {
      guard depth < PositionedJSON.maximumDepth else {
        throw problem("nested deeper than \(PositionedJSON.maximumDepth) levels")
      }
      guard index < bytes.count else { throw problem("the text ends where a value should be") }
      let start = position
      switch bytes[index] {
      case UInt8(ascii: "{"):
        advance()
        var members: [(key: String, value: PositionedJSON)] = []
        // Where each name was first seen, by its UTF-8 bytes: JSON's
        // equality, which Swift's `String` (canonical equivalence) is not.
        var seen: [[UInt8]: SourcePosition] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          advance()
          return PositionedJSON(value: .object(members), position: start)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw problem("expected a member name in double quotes")
          }
          let keyPosition = position
          let key = try string()
          if let first = seen.updateValue(keyPosition, forKey: Array(key.utf8)) {
            throw Problem(
              position: keyPosition,
              message:
                "the member \(quoted(key)) is named twice in one object (first at line "
                + "\(first.line), column \(first.column)); JSON readers disagree on which "
                + "value counts, so a recording names each member once")
          }
          skipSpace()
          try expect(":")
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw problem("the text ends inside an object") }
          if bytes[index] == UInt8(ascii: ",") {
            advance()
            continue
          }
          try expect("}")
          return PositionedJSON(value: .object(members), position: start)
        }
      case UInt8(ascii: "["):
        advance()
        var elements: [PositionedJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          advance()
          return PositionedJSON(value: .array(elements), position: start)
        }
        while true {
          skipSpace()
          elements.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw problem("the text ends inside an array") }
          if bytes[index] == UInt8(ascii: ",") {
            advance()
            continue
          }
          try expect("]")
          return PositionedJSON(value: .array(elements), position: start)
        }
      case UInt8(ascii: "\""):
        return PositionedJSON(value: .string(try string()), position: start)
      case UInt8(ascii: "t"):
        try word("true")
        return PositionedJSON(value: .bool(true), position: start)
      case UInt8(ascii: "f"):
        try word("false")
        return PositionedJSON(value: .bool(false), position: start)
      case UInt8(ascii: "n"):
        try word("null")
        return PositionedJSON(value: .null, position: start)
      default:
        return PositionedJSON(value: .number(try number()), position: start)
      }
    }

    mutating func word(_ text: String) throws(Problem) {
      for byte in text.utf8 {
        guard index < bytes.count, bytes[index] == byte else {
          throw problem("expected `\(text)`")
        }
        advance()
      }
    }

    /// A number as JSON writes it: `-`?, `0` or a digit 1–9 and digits,
    /// then `.` and digits, then `e` or `E`, a sign and digits (RFC 8259,
    /// section 6). Anything looser is refused at the character that is not
    /// JSON.
    mutating func number() throws(Problem) -> Double {
      let start = index
      let here = position
      if isAt("-") { advance() }
      guard isDigit() else {
        if isAt("+") || isAt(".") {
          let sign = Character(UnicodeScalar(bytes[index]))
          throw problem("a JSON number starts with `-` or a digit, not `\(sign)`")
        }
        throw Problem(position: here, message: "expected a value (a number, string, object, …)")
      }
      if isAt("0") {
        advance()
        if isDigit() { throw problem("a JSON number has no leading zero") }
      } else {
        skipDigits()
      }
      if isAt(".") {
        advance()
        guard isDigit() else { throw problem("a JSON number has a digit after its `.`") }
        skipDigits()
      }
      if isAt("e") || isAt("E") {
        advance()
        if isAt("+") || isAt("-") { advance() }
        guard isDigit() else { throw problem("a JSON number has a digit in its exponent") }
        skipDigits()
      }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
        value.isFinite
      else {
        throw Problem(position: here, message: "the number is too large to be read")
      }
      return value
    }

    /// Whether the next byte is `character`.
    func isAt(_ character: Character) -> Bool {
      index < bytes.count && bytes[index] == character.asciiValue
    }

    /// Whether the next byte is a digit.
    func isDigit() -> Bool {
      index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    mutating func skipDigits() {
      while isDigit() { advance() }
    }

    /// A member name as a message quotes it: in backticks, escaped as
    /// every message quotes text from outside (`VisibleText`), at most 40
    /// characters.
    func quoted(_ key: String) -> String {
      "`" + VisibleText.quoted(key, limit: 40) + "`"
    }

    mutating func hex4() throws(Problem) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard index < bytes.count,
          let digit = UInt32(String(UnicodeScalar(bytes[index])), radix: 16)
        else { throw problem("expected four hex digits after \\u") }
        code = code * 16 + digit
        advance()
      }
      return code
    }

    mutating func string() throws(Problem) -> String {
      advance()  // the opening quote
      var scalars = String.UnicodeScalarView()
      var run = index
      func flush(_ end: Int) {
        scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flush(index)
          advance()
          return String(scalars)
        }
        if byte < 0x20 { throw problem("a control character inside a string") }
        if byte == UInt8(ascii: "\\") {
          flush(index)
          advance()
          guard index < bytes.count else { break }
          let escape = bytes[index]
          advance()
          switch escape {
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
              bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            {
              advance()
              advance()
              let low = try hex4()
              code =
                (0xDC00..<0xE000).contains(low)
                ? 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
            }
            // A lone surrogate half cannot be a scalar: it reads as U+FFFD.
            scalars.append(UnicodeScalar(code) ?? "\u{FFFD}")
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scalars.append(UnicodeScalar(escape))
          default:
            throw problem("unknown escape in a string")
          }
          run = index
          continue
        }
        advance()
      }
      throw problem("the text ends inside a string")
    }
  }
}
