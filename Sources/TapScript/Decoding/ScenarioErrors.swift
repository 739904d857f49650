/// Every error found in one scenario file.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
  /// The errors, in file order.
  public var diagnostics: [ScriptDiagnostic]

  /// Wraps diagnostics.
  public init(_ diagnostics: [ScriptDiagnostic]) {
    self.diagnostics = diagnostics.sorted { $0.position < $1.position }
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
