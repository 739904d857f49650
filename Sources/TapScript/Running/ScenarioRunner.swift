import TapOrLink

/// Plays scenarios in virtual time and checks their traces.
public enum ScenarioRunner {
  /// Plays a scenario and returns its trace, without checking it.
  ///
  /// Steps run in order; before each, virtual time advances to the step's
  /// instant, firing page requests and timers due strictly before it. After
  /// the last step the run goes on until nothing is pending.
  ///
  /// - Throws: ``ScenarioSetupError`` when the views cannot carry an overlay.
  public static func play(_ scenario: Scenario) throws(ScenarioSetupError) -> Simulation {
    let simulation = try SimulationSetup(scenario: scenario).makeSimulation()
    // Most steps make one or two events (a request, a touch delivered and
    // routed); a gesture's decision adds one.
    simulation.reserveCapacity(events: 2 * scenario.steps.count + 16)
    for step in scenario.steps {
      simulation.advance(to: step.time)
      simulation.perform(step.command)
    }
    simulation.finish()
    return simulation
  }

  /// Plays a scenario and checks its trace against its expectations.
  public static func run(_ scenario: Scenario) -> ScenarioResult {
    let simulation: Simulation
    do {
      simulation = try play(scenario)
    } catch {
      let diagnostic = ScriptDiagnostic(
        path: scenario.path, position: SourcePosition(line: 1, column: 1),
        message: error.description, sourceLine: "")
      return ScenarioResult(
        path: scenario.path, name: scenario.name, status: .invalid([diagnostic]),
        scenario: scenario, warnings: scenario.warnings)
    }
    let trace = simulation.trace
    let status: ScenarioResult.Status
    if let failure = Matcher.check(
      scenario.expectations, against: trace, expectLine: scenario.expectLine)
    {
      status = .failed(failure)
    } else {
      status = .passed
    }
    var result = ScenarioResult(
      path: scenario.path, name: scenario.name, status: status, scenario: scenario, trace: trace,
      decisions: simulation.decisions, navigations: simulation.navigations,
      warnings: scenario.warnings)
    result.keptEvents = simulation.keptEvents
    return result
  }
}
