import TapScript

/// A CSV file split into records, with its header read: the shared start of
/// every CSV reader here.
struct CSVTable: Sendable {
  /// The header: which column holds which field.
  var header: CSVHeader
  /// The records after the header.
  var rows: ArraySlice<CSVRecord>
  /// Problems found while splitting the records (reading goes on).
  var diagnostics: [ScriptDiagnostic]

  /// Splits `file` and reads its header. An empty file or a bad header is
  /// a failure carrying every problem found so far.
  static func read(_ file: SourceFile, known: [String], required: [String])
    -> Result<CSVTable, TraceImportErrors>
  {
    let (records, diagnostics) = CSVReader.records(in: file)
    guard let headerRecord = records.first else {
      let empty = ScriptDiagnostic(
        file: file, position: SourcePosition(line: 1, column: 1),
        message: "the file is empty; its first line must be the header",
        note: known.joined(separator: ","))
      return .failure(TraceImportErrors(diagnostics + [empty]))
    }
    let (header, headerDiagnostics) = CSVHeader.read(
      headerRecord, known: known, required: required, in: file)
    guard let header else { return .failure(TraceImportErrors(diagnostics + headerDiagnostics)) }
    return .success(CSVTable(header: header, rows: records.dropFirst(), diagnostics: diagnostics))
  }
}
