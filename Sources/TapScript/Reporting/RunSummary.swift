/// The totals of a run over many scenario files.
public struct RunSummary: Hashable, Sendable {
  /// Scenarios that passed.
  public var passed: Int
  /// Scenarios that failed, invalid files included.
  public var failed: Int
  /// Files that could not be read or parsed, or paths that do not exist.
  public var invalid: Int

  /// Totals over results, plus paths that did not exist.
  public init(_ results: [ScenarioResult], missing: Int = 0) {
    passed = results.filter(\.passed).count
    invalid = results.filter(\.isInvalid).count + missing
    failed = results.count - passed + missing
  }

  /// `N passed, N failed`.
  public var line: String { "\(passed) passed, \(failed) failed" }

  /// The exit status: 2 when a file was unreadable or unparsable, else 1 when
  /// a scenario failed, else 0.
  public var exitCode: Int32 {
    if invalid > 0 { return 2 }
    return failed > 0 ? 1 : 0
  }
}
