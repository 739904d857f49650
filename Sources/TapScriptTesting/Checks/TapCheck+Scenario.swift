import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScript

extension TapCheck {
  /// The path inline scenarios and expectation lists are reported under.
  public static let inlinePath = "inline-scenario.yaml"

  /// Runs a scenario file and checks its trace against its own `expect:`.
  ///
  /// The failure text is what `taporlink` prints for the file: the unmet
  /// expectation's `PATH:LINE:`, then the expectations beside the actual
  /// trace around that time; or every error in a file that cannot be read
  /// or validated. The file's warnings (such as `long-press: 2`, which is
  /// 2 ms) follow, since they often say why it failed; a scenario that
  /// passes passes, warnings or not.
  public static func scenario(atPath path: String) -> String? {
    describe(ScenarioLoader.run(path: path))
  }

  /// Runs scenario text (a whole scenario, as a `.yaml` file holds it) and
  /// checks its trace against its own `expect:`. Lines in the failure text
  /// count from the first line of `text`.
  public static func scenario(_ text: String, path: String = inlinePath) -> String? {
    describe(ScenarioLoader.run(SourceFile(path: path, text: text)))
  }

  /// The failure text for a scenario result, then its warnings; `nil` when
  /// it passed.
  public static func describe(_ result: ScenarioResult) -> String? {
    let text: String
    switch result.status {
    case .passed:
      return nil
    case .failed(let failure):
      guard let scenario = result.scenario else { return failure.message }
      text =
        "scenario `\(scenario.name)` failed\n"
        + FailureReport.render(failure, scenario: scenario, trace: result.trace)
    case .invalid(let diagnostics):
      text =
        "scenario \(result.path) cannot run\n"
        + diagnostics.map(\.rendered).joined(separator: "\n")
    }
    return ([text] + result.warnings.map(\.rendered)).joined(separator: "\n")
  }

  /// Checks a trace against expectations written as a scenario's `expect:`
  /// items, one `- ` line each, with the scenario format's rules: timed
  /// expectations in order at their exact instants, `never:` anywhere, and
  /// every outcome in the trace expected.
  ///
  /// ```swift
  /// TapCheck.trace(driver.trace, matches: """
  ///   - 41ms: action hideShow
  ///   - 790ms: tap web 160 200
  ///   - never: link
  ///   """)
  /// ```
  public static func trace(
    _ trace: [TraceEvent], matches expectations: String, path: String = inlinePath
  ) -> String? {
    let file = SourceFile(path: path, text: expectations)
    let expected: [ExpectedEvent]
    if expectations.allSatisfy(\.isWhitespace) {
      expected = []
    } else {
      switch ScenarioLoader.decodeExpectations(file) {
      case .success(let decoded): expected = decoded
      case .failure(let errors):
        return "the expectations cannot be read\n" + errors.description
      }
    }
    guard let failure = Matcher.check(expected, against: trace, expectLine: 1) else { return nil }
    let scenario = Scenario(
      path: path, name: "", views: [], steps: [], expectations: expected, expectLine: 1)
    return "the trace does not meet the expectations\n"
      + FailureReport.render(failure, scenario: scenario, trace: trace)
  }
}

extension TapDriver {
  /// Checks the driver's trace against `expect:` lines
  /// (``TapCheck/trace(_:matches:path:)``); passing, the lines expected
  /// every decision, so it takes them all. Behind `expectTrace` and
  /// `assertTrace`.
  package func checkTrace(_ expectations: String) -> String? {
    let failure = TapCheck.trace(trace, matches: expectations)
    if failure == nil { takeAllDecisions() }
    return failure
  }
}
