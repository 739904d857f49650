import TapScript

/// A CSV file with its header read, and its rows still to read one at a
/// time: the shared start of every CSV reader here.
struct CSVTable {
  /// The header: which column holds which field.
  var header: CSVHeader
  /// The records after the header, read as ``CSVReader/Records/next()``
  /// is called; their problems are in its `diagnostics` once read.
  var rows: CSVReader.Records

  /// Splits `file` and reads its header. An empty file or a bad header is
  /// a failure carrying every problem found so far.
  static func read(_ file: SourceFile, known: [String], required: [String])
    -> Result<CSVTable, TraceImportErrors>
  {
    var rows = CSVReader.Records(file: file)
    guard let headerRecord = rows.next() else {
      var diagnostics = rows.diagnostics
      diagnostics.report(
        "the file is empty; its first line must be the header",
        at: .start(of: 1), note: known.joined(separator: ","))
      return .failure(diagnostics.failure)
    }
    let (header, headerDiagnostics) = CSVHeader.read(
      headerRecord, known: known, required: required, in: file)
    guard let header else {
      var diagnostics = rows.diagnostics
      diagnostics.append(contentsOf: headerDiagnostics)
      return .failure(diagnostics.failure)
    }
    return .success(CSVTable(header: header, rows: rows))
  }
}
