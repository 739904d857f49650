import TapScript

/// The labels of recorded strokes, read from a strokes file (the data
/// set's `strokes.csv`): one row a stroke, joined to the events on
/// `source`, `recording` and `stroke_id`, labelled by its `heuristic`.
package struct StrokeLabels: Hashable, Sendable {
  /// One stroke's label.
  package struct Entry: Hashable, Sendable {
    /// The label.
    package var label: StrokeLabel
    /// The label as the file writes it (`move(no_up)` keeps its note).
    package var text: String
    /// The line it was read from.
    package var line: Int

    /// Creates an entry.
    package init(label: StrokeLabel, text: String, line: Int = 0) {
      self.label = label
      self.text = text
      self.line = line
    }
  }

  /// The path of the labels file.
  package var path: String
  /// Each stroke's label.
  package var entries: [StrokeKey: Entry]

  /// Creates labels.
  package init(path: String, entries: [StrokeKey: Entry]) {
    self.path = path
    self.entries = entries
  }

  /// The columns a strokes file may have; only `source`, `recording`,
  /// `stroke_id` and `heuristic` are read, the others are the data set's
  /// statistics.
  package static let columns = [
    "source", "recording", "device", "label_hint", "stroke_id", "pointer", "n_events", "n_moves",
    "duration_ms", "max_disp", "max_disp_frac", "net_disp", "path_len", "heuristic",
  ]

  /// The columns a strokes file must have.
  package static let requiredColumns = ["source", "recording", "stroke_id", "heuristic"]

  /// The label of a stroke, if the file has one.
  package subscript(key: StrokeKey) -> Entry? { entries[key] }

  /// Reads a strokes file.
  package static func read(path: String) -> Result<StrokeLabels, TraceImportErrors> {
    switch TextFile.read(path: path) {
    case .success(let file): return read(file)
    case .failure(let error): return .failure(error)
    }
  }

  /// Reads strokes text. Unknown columns, a label other than those of
  /// ``StrokeLabel/texts``, a `stroke_id` that is not a whole number and a
  /// stroke labelled twice are errors.
  package static func read(_ file: SourceFile) -> Result<StrokeLabels, TraceImportErrors> {
    let table: CSVTable
    switch CSVTable.read(file, known: columns, required: requiredColumns) {
    case .success(let read): table = read
    case .failure(let errors): return .failure(errors)
    }
    let header = table.header
    var diagnostics = CappedDiagnostics(file: file)
    var entries: [StrokeKey: Entry] = [:]
    var rows = table.rows
    while let record = rows.next() {
      func report(_ message: String, _ column: String?, suggestion: String? = nil) {
        let place =
          column.flatMap { header.field($0, in: record) }?.place ?? .start(of: record.line)
        diagnostics.report(message, at: place, suggestion: suggestion)
      }
      guard record.fields.count == header.count else {
        let count = record.fields.count
        report(
          "this row has \(count) \(count == 1 ? "field" : "fields"); the header has \(header.count)",
          nil)
        continue
      }
      let source = header.field("source", in: record)?.text ?? ""
      let recording = header.field("recording", in: record)?.text ?? ""
      let strokeText = (header.field("stroke_id", in: record)?.text ?? "").trimmingSpaces
      let labelText = (header.field("heuristic", in: record)?.text ?? "").trimmingSpaces
      let label = StrokeLabel(heuristic: labelText)
      if label == nil {
        report(
          "unknown label `\(labelText)`; the labels are "
            + texts.map { "`\($0)`" }.joined(separator: ", "), "heuristic",
          suggestion: Suggestion.nearest(to: labelText, among: texts))
      }
      let stroke =
        strokeText.allSatisfy { $0.isASCII && $0.isNumber } && strokeText.utf8.count <= 18
        ? Int(strokeText) : nil
      if stroke == nil {
        report("`stroke_id` must be a whole number like `3`; found `\(strokeText)`", "stroke_id")
      }
      guard let label, let stroke else { continue }
      let key = StrokeKey(source: source, recording: recording, stroke: stroke)
      if let earlier = entries[key] {
        report("\(key) is labelled twice; first on line \(earlier.line)", "stroke_id")
        continue
      }
      entries[key] = Entry(label: label, text: labelText, line: record.line)
    }
    diagnostics.append(contentsOf: rows.diagnostics)
    guard diagnostics.isEmpty else { return .failure(diagnostics.failure) }
    return .success(StrokeLabels(path: file.path, entries: entries))
  }

  private static let texts = StrokeLabel.texts
}
