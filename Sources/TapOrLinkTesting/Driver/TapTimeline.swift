import TapOrLink
import TapScript

/// A setup and the steps played on it: a timeline that can be played again,
/// on virtual time or in real time (``RealTimeReplay``).
///
/// A ``TapDriver`` records one as it plays (``TapDriver/timeline``); a
/// scenario file holds one too (``init(scenario:)``).
public struct TapTimeline: Sendable {
  /// The views, page and settings the steps run against.
  public var setup: TapSetup
  /// The steps, in order, at absolute instants.
  public var steps: [Step]

  /// Creates a timeline.
  public init(setup: TapSetup, steps: [Step]) {
    self.setup = setup
    self.steps = steps
  }

  /// The timeline of a scenario file (its `expect:` is not part of it).
  public init(scenario: Scenario) {
    self.init(setup: TapSetup(scenario: scenario), steps: scenario.steps)
  }

  /// The steps as a scenario file writes them (`- 40ms: up 50 20`), one a
  /// line: paste them under `timeline:`. Written by
  /// `ScenarioWriter.stepLine(_:)` (TapScript).
  ///
  /// - Throws: `ScenarioWritingError` when a step cannot be
  ///   written so that it reads back the same, such as a URL that holds a
  ///   space.
  public var stepLines: [String] {
    get throws(ScenarioWritingError) {
      try steps.map { (step) throws(ScenarioWritingError) in try ScenarioWriter.stepLine(step) }
    }
  }
}
