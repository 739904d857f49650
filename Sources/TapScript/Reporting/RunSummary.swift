/// The totals of a run over many scenario files.
///
/// `failed` follows the scenario contract: a file that could not be read or
/// parsed counts as failed. `errors` says how many of those failures were
/// such files (or paths that do not exist), so that reports can tell a
/// broken file from a scenario whose expectations were not met.
public struct RunSummary: Hashable, Sendable {
  /// Scenarios that passed.
  public var passed: Int
  /// Scenarios that failed, errors included (as the contract counts them).
  public var failed: Int
  /// Files that could not be read or parsed, or paths that do not exist.
  public var errors: Int
  /// Warnings over all files (text that is valid but probably not meant):
  /// counted apart, they fail nothing.
  public var warnings: Int

  /// Totals over results, plus paths that did not exist.
  public init(_ results: [ScenarioResult], missing: Int = 0) {
    passed = results.filter(\.passed).count
    errors = results.filter(\.isInvalid).count + missing
    failed = results.count - passed + missing
    warnings = results.reduce(0) { $0 + $1.warnings.count }
  }

  /// Scenarios that ran and missed an expectation (failures that are not
  /// errors).
  public var failures: Int { failed - errors }

  /// Everything the run counted: scenarios, broken files and missing paths.
  public var total: Int { passed + failed }

  /// `N passed, N failed`, the contract's summary line.
  public var line: String { "\(passed) passed, \(failed) failed" }

  /// The line after the summary when there were errors, e.g. `1 error: a
  /// file could not be read or parsed, or a path does not exist (counted as
  /// failed above)`; `nil` when there were none.
  public var errorLine: String? {
    guard errors > 0 else { return nil }
    let what =
      errors == 1
      ? "1 error: a file could not be read or parsed, or a path does not exist"
      : "\(errors) errors: files that could not be read or parsed, or paths that do not exist"
    return what + " (counted as failed above)"
  }

  /// The line after the summary (and the error line) when files had
  /// warnings, e.g. `1 warning (not counted as failed)`; `nil` when none
  /// had.
  public var warningLine: String? {
    guard warnings > 0 else { return nil }
    return "\(warnings) warning\(warnings == 1 ? "" : "s") (not counted as failed)"
  }

  /// The exit status (warnings change nothing): 2 when a file was unreadable or unparsable, or when
  /// nothing ran at all; else 1 when a scenario failed; else 0.
  public var exitCode: Int32 {
    if errors > 0 || total == 0 { return 2 }
    return failed > 0 ? 1 : 0
  }
}
