import TapScript

/// Every error found while importing a recorded trace: in the events file,
/// the labels file, or in turning strokes into scenarios.
package struct TraceImportErrors: Error, Sendable, CustomStringConvertible {
  /// The errors, by file and position: the first `ScenarioErrors.limit`,
  /// then, when there were more, one saying how many more.
  package var diagnostics: [ScriptDiagnostic]

  /// How many errors were found but left out.
  package var omittedCount: Int

  /// Wraps diagnostics, sorting them by file and position, and keeping the
  /// first `ScenarioErrors.limit` (as a scenario file's errors are kept).
  package init(_ diagnostics: [ScriptDiagnostic]) {
    self.init(diagnostics, omitted: 0)
  }

  /// Wraps diagnostics as ``init(_:)`` does, counting `omitted` more that
  /// were found but never made.
  package init(_ diagnostics: [ScriptDiagnostic], omitted: Int) {
    let capped = ScenarioErrors(
      diagnostics.sorted { ($0.path, $0.position) < ($1.path, $1.position) }, omitted: omitted)
    self.diagnostics = capped.diagnostics
    self.omittedCount = capped.omittedCount
  }

  /// The errors of several reads together, the first
  /// `ScenarioErrors.limit` kept and every one counted.
  package init(combining parts: [TraceImportErrors]) {
    self.init(
      parts.flatMap(\.found), omitted: parts.map(\.omittedCount).reduce(0, +))
  }

  /// The errors kept, without the closing "… and N more" line.
  package var found: ArraySlice<ScriptDiagnostic> {
    diagnostics.dropLast(omittedCount > 0 ? 1 : 0)
  }

  /// How many errors were found: those kept and those left out.
  package var count: Int { found.count + omittedCount }

  /// An error about a whole file (it cannot be read, or is not UTF-8).
  package init(unreadable path: String, reason: String) {
    self.init([
      ScriptDiagnostic(
        path: path, position: SourcePosition(line: 1, column: 1), message: reason, sourceLine: "")
    ])
  }

  /// Every diagnostic, rendered with its source line and caret.
  package var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}
