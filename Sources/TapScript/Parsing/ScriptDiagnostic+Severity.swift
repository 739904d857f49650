extension ScriptDiagnostic {
  /// How much a diagnostic matters: an error makes the file invalid, a
  /// warning is shown and fails nothing.
  ///
  /// A warning points at text that is valid but most likely not what its
  /// writer meant (`long-press: 2` is 2 milliseconds): it is located and
  /// printed as an error is, the scenario still runs, and the run's exit
  /// status does not change.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// The file cannot run as written.
    case error
    /// The file runs, but probably not as meant.
    case warning
  }
}
