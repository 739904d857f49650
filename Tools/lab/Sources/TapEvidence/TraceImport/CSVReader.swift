import TapScript

/// One field of a CSV record: its text, quotes removed, and where it starts.
struct CSVField: Hashable, Sendable {
  /// The text, with surrounding quotes removed and `""` read as `"`.
  var text: String
  /// The line the field starts on (1-based).
  var line: Int
  /// The byte offset of the field's first character within its line.
  var byteOffset: Int

  /// Where the field starts, for an error about it.
  var place: CappedDiagnostics.Place { .init(line: line, byteOffset: byteOffset) }
}

/// One record of a CSV file: a row of fields.
struct CSVRecord: Hashable, Sendable {
  /// The line the record starts on (1-based).
  var line: Int
  /// The fields, in order.
  var fields: [CSVField]
}

/// Reads comma-separated values as RFC 4180 writes them.
///
/// Fields are separated by commas and records by line ends (`\n`, `\r\n` or
/// a lone `\r`, as ``SourceFile`` counts lines). A field in double quotes
/// may hold commas, line ends and `""` for a quote. Lines with nothing on
/// them are skipped. Problems (an unclosed quote, text after a closing
/// quote) become diagnostics; reading goes on with the next record.
enum CSVReader {
  /// The records of a file, read one at a time, so that a reader holds one
  /// row at a time, not the whole table (10 MB of short rows made 250 MB of
  /// fields).
  ///
  /// - Complexity: O(*n*) in the length of the file, over all records.
  struct Records {
    private var scanner: Scanner

    init(file: SourceFile) {
      scanner = Scanner(file: file)
    }

    /// The problems found in the records read so far.
    var diagnostics: CappedDiagnostics { scanner.diagnostics }

    /// The next record with something on it, or `nil` at the end.
    mutating func next() -> CSVRecord? {
      while !scanner.atEnd {
        let record = scanner.record()
        let isBlank = record.fields.count == 1 && record.fields[0].text.isEmpty
        if !isBlank { return record }
      }
      return nil
    }
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: CappedDiagnostics

    init(file: SourceFile) {
      self.bytes = Array(file.text.utf8)
      self.diagnostics = CappedDiagnostics(file: file)
    }

    var atEnd: Bool { index >= bytes.count }

    static let comma = UInt8(ascii: ",")
    static let quote = UInt8(ascii: "\"")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    func isLineEnd(_ byte: UInt8) -> Bool { byte == Self.newline || byte == Self.carriageReturn }

    /// Steps over one line end at `index`, counting the line.
    mutating func consumeLineEnd() {
      if bytes[index] == Self.carriageReturn, index + 1 < bytes.count,
        bytes[index + 1] == Self.newline
      {
        index += 1
      }
      index += 1
      line += 1
      lineStart = index
    }

    mutating func record() -> CSVRecord {
      let recordLine = line
      var fields: [CSVField] = []
      while true {
        fields.append(field())
        if index < bytes.count, bytes[index] == Self.comma {
          index += 1
          continue
        }
        if index < bytes.count { consumeLineEnd() }
        return CSVRecord(line: recordLine, fields: fields)
      }
    }

    mutating func field() -> CSVField {
      let start = CSVField(text: "", line: line, byteOffset: index - lineStart)
      guard index < bytes.count, bytes[index] == Self.quote else {
        let from = index
        while index < bytes.count, bytes[index] != Self.comma, !isLineEnd(bytes[index]) {
          index += 1
        }
        var field = start
        field.text = String(decoding: bytes[from..<index], as: UTF8.self)
        return field
      }
      index += 1
      var text: [UInt8] = []
      while true {
        guard index < bytes.count else {
          report("this quoted field is never closed; close it with `\"`", at: start)
          var field = start
          field.text = String(decoding: text, as: UTF8.self)
          return field
        }
        let byte = bytes[index]
        if byte == Self.quote {
          if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
            text.append(Self.quote)
            index += 2
            continue
          }
          index += 1
          break
        }
        if isLineEnd(byte) {
          let from = index
          consumeLineEnd()
          text.append(contentsOf: bytes[from..<index])
          continue
        }
        text.append(byte)
        index += 1
      }
      if index < bytes.count, bytes[index] != Self.comma, !isLineEnd(bytes[index]) {
        let stray = CSVField(text: "", line: line, byteOffset: index - lineStart)
        report(
          "unexpected text after the closing quote; a quoted field ends at a comma or the line's end",
          at: stray)
        while index < bytes.count, bytes[index] != Self.comma, !isLineEnd(bytes[index]) {
          index += 1
        }
      }
      var field = start
      field.text = String(decoding: text, as: UTF8.self)
      return field
    }

    mutating func report(_ message: String, at field: CSVField) {
      diagnostics.report(message, at: field.place)
    }
  }
}
