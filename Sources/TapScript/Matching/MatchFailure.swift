import TapOrLink

/// Why a trace did not meet a scenario's expectations.
public struct MatchFailure: Hashable, Sendable {
  /// The line of the unmet expectation (or of `expect:` for an unexpected
  /// outcome).
  public var line: Int
  /// What went wrong, in one sentence.
  public var message: String
  /// The index of the unmet expectation in the scenario, if one is to blame.
  public var expectationIndex: Int?
  /// The instant to show the trace around.
  public var focus: Instant
  /// For each timed expectation matched before the failure, the index of the
  /// trace event it matched.
  public var matched: [Int: Int]
  /// The trace event to blame, if one is: an outcome no expectation
  /// matched, or the event a `never:` expectation found.
  public var traceIndex: Int?

  /// Creates a failure.
  public init(
    line: Int, message: String, expectationIndex: Int?, focus: Instant, matched: [Int: Int],
    traceIndex: Int? = nil
  ) {
    self.line = line
    self.message = message
    self.expectationIndex = expectationIndex
    self.focus = focus
    self.matched = matched
    self.traceIndex = traceIndex
  }
}
