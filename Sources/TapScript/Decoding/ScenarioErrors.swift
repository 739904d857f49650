/// Every error found in one scenario file.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
  /// The errors, in file order.
  public var diagnostics: [ScriptDiagnostic]
  /// The scenario's `name:`, when the file got far enough to have one.
  public var scenarioName: String?

  /// Wraps diagnostics.
  public init(_ diagnostics: [ScriptDiagnostic], scenarioName: String? = nil) {
    self.diagnostics = diagnostics.sorted { ($0.path, $0.position) < ($1.path, $1.position) }
    self.scenarioName = scenarioName
  }

  init(unreadable path: String, reason: String) {
    self.init([
      ScriptDiagnostic(
        path: path, position: SourcePosition(line: 1, column: 1),
        message: "cannot read the scenario: \(reason)", sourceLine: "")
    ])
  }

  /// Every diagnostic, rendered with its source line and caret.
  public var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}
