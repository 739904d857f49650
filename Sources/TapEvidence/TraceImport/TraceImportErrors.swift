import TapScript

/// Every error found while importing a recorded trace: in the events file,
/// the labels file, or in turning strokes into scenarios.
public struct TraceImportErrors: Error, Sendable, CustomStringConvertible {
  /// The errors, by file and position: the first `ScenarioErrors.limit`,
  /// then, when there were more, one saying how many more.
  public var diagnostics: [ScriptDiagnostic]

  /// How many errors were found but left out.
  public var omittedCount: Int

  /// Wraps diagnostics, sorting them by file and position, and keeping the
  /// first `ScenarioErrors.limit` (as a scenario file's errors are kept).
  public init(_ diagnostics: [ScriptDiagnostic]) {
    let capped = ScenarioErrors(
      diagnostics.sorted { ($0.path, $0.position) < ($1.path, $1.position) })
    self.diagnostics = capped.diagnostics
    self.omittedCount = capped.omittedCount
  }

  /// An error about a whole file (it cannot be read, or is not UTF-8).
  public init(unreadable path: String, reason: String) {
    self.init([
      ScriptDiagnostic(
        path: path, position: SourcePosition(line: 1, column: 1), message: reason, sourceLine: "")
    ])
  }

  /// Every diagnostic, rendered with its source line and caret.
  public var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}
