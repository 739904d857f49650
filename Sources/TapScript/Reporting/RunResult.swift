/// Everything one run produced: what the text, JSON, JUnit and HTML reports
/// all render, so that their counts and names cannot disagree.
public struct RunResult: Sendable {
  /// What each report shows besides the results.
  public struct Detail: Hashable, Sendable {
    /// Whether to include each scenario's full trace.
    public var trace: Bool
    /// Whether to include why each gesture was decided as it was.
    public var explain: Bool

    /// Creates a choice of detail.
    public init(trace: Bool = false, explain: Bool = false) {
      self.trace = trace
      self.explain = explain
    }
  }

  /// One result a scenario file, in the order they ran.
  public var results: [ScenarioResult]
  /// Paths given that do not exist.
  public var missing: [String]
  /// Why nothing ran, when nothing did (for example "no `.yaml` or `.yml`
  /// file under `Scenarios/typo`").
  public var nothingRan: String?

  /// Creates a run.
  public init(results: [ScenarioResult], missing: [String] = [], nothingRan: String? = nil) {
    self.results = results
    self.missing = missing
    self.nothingRan = nothingRan
  }

  /// The totals.
  public var summary: RunSummary { RunSummary(results, missing: missing.count) }

  /// The sentence saying that nothing ran and why, or `nil` when something
  /// did.
  public var nothingRanLine: String? {
    guard summary.total == 0 else { return nil }
    return "no scenario was run: " + (nothingRan ?? "no scenario file was given")
  }

  /// The summed durations of the results.
  public var duration: Duration { results.reduce(.zero) { $0 + $1.duration } }
}
