/// A problem found while scanning a scalar, reported by whoever decides the
/// scalar is really used.
struct YAMLScanIssue: Sendable {
  /// The byte offset the problem is at.
  var offset: Int
  /// The diagnostic message.
  var message: String
}

/// A quoted scalar read from one line.
struct YAMLQuotedScan: Sendable {
  /// The text with quotes removed and escapes resolved.
  var text: String
  /// `.singleQuoted` or `.doubleQuoted`.
  var style: YAMLScalar.Style
  /// The offset just past the closing quote, or the line end when there is
  /// no closing quote.
  var end: Int
  /// Whether the closing quote was found on the line.
  var isTerminated: Bool
  /// Bad escapes, in order.
  var issues: [YAMLScanIssue]
}

/// A plain scalar read from one line.
struct YAMLPlainScan: Sendable {
  /// The offset of the first character.
  var start: Int
  /// The offset just past the last non-blank character of the scalar.
  var textEnd: Int
  /// Where scanning stopped: a comment, a flow indicator, a `: ` or the line end.
  var stop: Int
  /// The offset of a `:` followed by whitespace (or, in a flow sequence, by
  /// a flow indicator or the line end), which a plain value may not contain.
  var colon: Int?
}

/// Reads scalars and whitespace from a file's UTF-8 bytes. Every method looks
/// at one line only (`lineEnd` bounds it) and is pure.
struct YAMLScalarScanner: Sendable {
  /// The whole file.
  let bytes: [UInt8]

  /// The offset of the first byte at or after `offset` that is not a space
  /// or tab, or `lineEnd`.
  func skipWhitespace(from offset: Int, to lineEnd: Int) -> Int {
    var index = offset
    while index < lineEnd, YAMLByte.isWhitespace(bytes[index]) {
      index += 1
    }
    return index
  }

  /// Whether `offset` starts a comment: a `#` at the line start or after
  /// whitespace.
  func isComment(at offset: Int, lineStart: Int) -> Bool {
    bytes[offset] == YAMLByte.hash
      && (offset == lineStart || YAMLByte.isWhitespace(bytes[offset - 1]))
  }

  /// Whether nothing but a comment is left on the line at `offset` (which
  /// must already be past whitespace).
  func isEndOfContent(at offset: Int, in line: YAMLLine) -> Bool {
    offset >= line.end || isComment(at: offset, lineStart: line.start)
  }

  /// Whether the byte after `offset` is whitespace or the line end.
  func isFollowedByBlank(_ offset: Int, lineEnd: Int) -> Bool {
    offset + 1 >= lineEnd || YAMLByte.isWhitespace(bytes[offset + 1])
  }

  /// Whether `offset` holds a `-` that starts a block sequence item: a dash
  /// followed by whitespace or the line end.
  func isSequenceDash(at offset: Int, lineEnd: Int) -> Bool {
    offset < lineEnd && bytes[offset] == YAMLByte.dash
      && isFollowedByBlank(offset, lineEnd: lineEnd)
  }

  /// The text of `bytes[range]`.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Reads a plain scalar starting at `start`. It ends at a comment, at a
  /// `:` followed by whitespace, at the line end, and in a flow sequence also
  /// at `,[]{}`; trailing whitespace is not part of it.
  func scanPlain(from start: Int, lineEnd: Int, inFlow: Bool) -> YAMLPlainScan {
    var index = start
    var colon: Int?
    while index < lineEnd {
      let byte = bytes[index]
      if byte == YAMLByte.hash, index > start, YAMLByte.isWhitespace(bytes[index - 1]) {
        break
      }
      if byte == YAMLByte.colon {
        let next = index + 1 < lineEnd ? bytes[index + 1] : YAMLByte.space
        if YAMLByte.isWhitespace(next) || (inFlow && YAMLByte.isFlowIndicator(next)) {
          colon = index
          break
        }
      }
      if inFlow, YAMLByte.isFlowIndicator(byte) {
        break
      }
      index += 1
    }
    var textEnd = index
    while textEnd > start, YAMLByte.isWhitespace(bytes[textEnd - 1]) {
      textEnd -= 1
    }
    return YAMLPlainScan(start: start, textEnd: textEnd, stop: index, colon: colon)
  }

  /// Reads a single- or double-quoted scalar whose opening quote is at
  /// `start`. Quoted scalars must close on the line they open on.
  func scanQuoted(from start: Int, lineEnd: Int) -> YAMLQuotedScan {
    if bytes[start] == YAMLByte.singleQuote {
      return scanSingleQuoted(from: start, lineEnd: lineEnd)
    }
    return scanDoubleQuoted(from: start, lineEnd: lineEnd)
  }

  private func scanSingleQuoted(from start: Int, lineEnd: Int) -> YAMLQuotedScan {
    var text: [UInt8] = []
    var index = start + 1
    while index < lineEnd {
      let byte = bytes[index]
      if byte == YAMLByte.singleQuote {
        if index + 1 < lineEnd, bytes[index + 1] == YAMLByte.singleQuote {
          text.append(byte)
          index += 2
          continue
        }
        return YAMLQuotedScan(
          text: String(decoding: text, as: UTF8.self), style: .singleQuoted, end: index + 1,
          isTerminated: true, issues: [])
      }
      text.append(byte)
      index += 1
    }
    return YAMLQuotedScan(
      text: String(decoding: text, as: UTF8.self), style: .singleQuoted, end: lineEnd,
      isTerminated: false, issues: [])
  }

  private func scanDoubleQuoted(from start: Int, lineEnd: Int) -> YAMLQuotedScan {
    var text: [UInt8] = []
    var issues: [YAMLScanIssue] = []
    var index = start + 1
    while index < lineEnd {
      let byte = bytes[index]
      if byte == YAMLByte.doubleQuote {
        return YAMLQuotedScan(
          text: String(decoding: text, as: UTF8.self), style: .doubleQuoted, end: index + 1,
          isTerminated: true, issues: issues)
      }
      guard byte == YAMLByte.backslash else {
        text.append(byte)
        index += 1
        continue
      }
      guard index + 1 < lineEnd else { break }
      let escaped = bytes[index + 1]
      switch escaped {
      case YAMLByte.backslash, YAMLByte.doubleQuote, UInt8(ascii: "/"):
        text.append(escaped)
        index += 2
      case UInt8(ascii: "n"):
        text.append(UInt8(ascii: "\n"))
        index += 2
      case UInt8(ascii: "t"):
        text.append(YAMLByte.tab)
        index += 2
      case UInt8(ascii: "u"):
        index = scanUnicodeEscape(at: index, lineEnd: lineEnd, into: &text, issues: &issues)
      default:
        let length = utf8Length(leadingByte: escaped)
        let shown = string((index + 1)..<min(lineEnd, index + 1 + length))
        issues.append(
          YAMLScanIssue(
            offset: index,
            message:
              "unknown escape `\\\(shown)` in a double-quoted string; the escapes are "
              + "`\\\\` `\\\"` `\\/` `\\n` `\\t` `\\uXXXX`"))
        index += 1 + length
      }
    }
    return YAMLQuotedScan(
      text: String(decoding: text, as: UTF8.self), style: .doubleQuoted, end: lineEnd,
      isTerminated: false, issues: issues)
  }

  /// Reads `\uXXXX` (or a surrogate pair `\uXXXX\uXXXX`) at `index` and
  /// returns the offset after it.
  private func scanUnicodeEscape(
    at index: Int, lineEnd: Int, into text: inout [UInt8], issues: inout [YAMLScanIssue]
  ) -> Int {
    guard let value = hexValue(at: index + 2, lineEnd: lineEnd) else {
      issues.append(
        YAMLScanIssue(offset: index, message: "`\\u` must be followed by four hexadecimal digits"))
      return index + 2
    }
    var scalarValue = value
    var next = index + 6
    if (0xD800...0xDBFF).contains(value) {
      if next + 1 < lineEnd, bytes[next] == YAMLByte.backslash,
        bytes[next + 1] == UInt8(ascii: "u"),
        let low = hexValue(at: next + 2, lineEnd: lineEnd), (0xDC00...0xDFFF).contains(low)
      {
        scalarValue = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        next += 6
      }
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      issues.append(
        YAMLScanIssue(
          offset: index,
          message: "`\\\(string((index + 1)..<next))` is a lone surrogate, not a character"))
      return next
    }
    text.append(contentsOf: String(Character(scalar)).utf8)
    return next
  }

  private func hexValue(at offset: Int, lineEnd: Int) -> UInt32? {
    guard offset + 4 <= lineEnd else { return nil }
    var value: UInt32 = 0
    for index in offset..<(offset + 4) {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private func utf8Length(leadingByte byte: UInt8) -> Int {
    switch byte {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }
}
