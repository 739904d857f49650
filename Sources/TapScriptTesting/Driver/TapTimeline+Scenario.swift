import TapOrLinkTesting
import TapScript

extension TapTimeline {
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

extension TapDriver {
  /// Creates a driver set up as a scenario file describes (views, page,
  /// `config`, `bridge`, `priority`). The scenario's timeline is not played:
  /// play it with `play(_:)`, or script your own.
  public convenience init(scenario: Scenario) throws(ScenarioSetupError) {
    try self.init(setup: TapSetup(scenario: scenario))
  }
}
