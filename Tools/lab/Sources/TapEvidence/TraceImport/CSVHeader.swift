import TapScript

/// The header row of a CSV file: which column holds which field.
struct CSVHeader: Sendable {
  /// The number of columns; every row must have as many fields.
  var count: Int
  /// Each known column's index.
  var indexes: [String: Int]

  /// Reads a header row.
  ///
  /// Column names are compared exactly, after trimming spaces. Unknown,
  /// repeated and missing required columns are errors (with a "did you
  /// mean" for near misses); the header is returned only when it has none.
  static func read(
    _ record: CSVRecord, known: [String], required: [String], in file: SourceFile
  ) -> (header: CSVHeader?, diagnostics: CappedDiagnostics) {
    var indexes: [String: Int] = [:]
    var diagnostics = CappedDiagnostics(file: file)
    for (index, field) in record.fields.enumerated() {
      let name = field.text.trimmingSpaces
      if !known.contains(name) {
        diagnostics.report(
          "unknown column `\(name)`", at: field.place,
          suggestion: Suggestion.nearest(to: name, among: known),
          note: "the columns are \(known.joined(separator: ","))")
      } else if indexes[name] != nil {
        diagnostics.report(
          "column `\(name)` appears twice", at: field.place)
      } else {
        indexes[name] = index
      }
    }
    let missing = required.filter { indexes[$0] == nil }
    if !missing.isEmpty {
      let names = missing.map { "`\($0)`" }.joined(separator: ", ")
      diagnostics.report(
        "the header lacks \(missing.count == 1 ? "column" : "columns") \(names)",
        at: .start(of: record.line),
        note: "the columns are \(known.joined(separator: ","))")
    }
    guard diagnostics.isEmpty else { return (nil, diagnostics) }
    return (CSVHeader(count: record.fields.count, indexes: indexes), diagnostics)
  }

  /// The field of a named column in a row, or `nil` when the header has no
  /// such column (or the row is short).
  func field(_ name: String, in record: CSVRecord) -> CSVField? {
    guard let index = indexes[name], index < record.fields.count else { return nil }
    return record.fields[index]
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
