/// Every error found in one scenario file, up to ``limit`` of them.
///
/// A file with more errors keeps the first ``limit`` in file order, counts
/// the rest in ``omittedCount``, and ends ``diagnostics`` with one more line
/// that says so: `… and N more errors`. So the report of any file, however
/// hostile, is bounded: at most ``limit`` errors, each with a bounded
/// excerpt of its line.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
  /// The most errors reported for one file: 100.
  public static let limit = 100

  /// The errors, by path (a fixture's errors point into the fixture) and
  /// position; after ``limit`` of them, when there were more, a last one
  /// saying how many more (at the position of the last one shown, with no
  /// source line).
  public var diagnostics: [ScriptDiagnostic]
  /// The scenario's `name:`, when the file got far enough to have one.
  public var scenarioName: String?

  /// How many errors were found but left out.
  public var omittedCount: Int

  /// The warnings found besides the errors (see
  /// ``ScriptDiagnostic/Severity/warning``), by path and position.
  public var warnings: [ScriptDiagnostic] = []

  /// Wraps diagnostics, ordered by path and position; more than ``limit``
  /// are cut to the first ``limit``, and `omitted` more are counted as left
  /// out already.
  public init(_ diagnostics: [ScriptDiagnostic], scenarioName: String? = nil, omitted: Int = 0) {
    var sorted = diagnostics.enumerated().sorted {
      ($0.element.path, $0.element.position, $0.offset)
        < ($1.element.path, $1.element.position, $1.offset)
    }.map(\.element)
    var omittedCount = omitted
    if sorted.count > Self.limit {
      omittedCount += sorted.count - Self.limit
      sorted.removeLast(sorted.count - Self.limit)
    }
    if omittedCount > 0, let last = sorted.last {
      sorted.append(
        ScriptDiagnostic(
          path: last.path, position: last.position,
          message:
            "… and \(omittedCount) more error\(omittedCount == 1 ? "" : "s") "
            + "(only the first \(sorted.count) are shown)",
          sourceLine: ""))
    }
    self.diagnostics = sorted
    self.scenarioName = scenarioName
    self.omittedCount = omittedCount
  }

  init(unreadable path: String, reason: String) {
    self.init([
      ScriptDiagnostic(
        path: path, position: SourcePosition(line: 1, column: 1),
        message: "cannot read the scenario: \(reason)", sourceLine: "")
    ])
  }

  /// Every diagnostic, rendered with its source line and caret: the
  /// errors, then the warnings.
  public var description: String {
    (diagnostics + warnings).map(\.rendered).joined(separator: "\n")
  }
}
