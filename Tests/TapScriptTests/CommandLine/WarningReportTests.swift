import Foundation
import TestSupport
import Testing

/// Warnings in every report of the built binary: located like errors,
/// printed by each format, counted apart, and never a failure.
@Suite struct WarningReportTests {
  func run(_ arguments: [String]) throws -> CommandLineRunner.Run {
    try CommandLineRunner().run(arguments, environment: ["NO_COLOR": "1"])
  }

  /// A folder with a passing scenario whose `long-press: 2` warns (line 3,
  /// column 15) and a passing one without warnings.
  func folder() throws -> URL {
    let dir = try ScenarioFolder.empty()
    try ScenarioFolder.write(
      "name: bare long press\nconfig:\n  long-press: 2\n" + ScenarioFolder.base
        + "  - 2ms: longpress\n", "a-warns.yaml", in: dir)
    try ScenarioFolder.write(
      "name: passes\n" + ScenarioFolder.base + "  - 790ms: tap web 5 5\n", "b-pass.yaml", in: dir)
    return dir
  }

  static let message =
    "`long-press: 2` is read as 2 milliseconds (a time without a unit is milliseconds); "
    + "write `2ms` to keep that, or `2s` for seconds"

  @Test func textPrintsTheWarningWithItsLineAndCountsItAndTheRunPasses() throws {
    let dir = try folder()
    let path = dir.appendingPathComponent("a-warns.yaml").path
    let result = try run([dir.path])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "PASS \(path) — bare long press\n\(path):3:15: warning: \(Self.message)\n"
          + "  long-press: 2\n              ^\n"))
    #expect(result.output.hasSuffix("2 passed, 0 failed\n1 warning (not counted as failed)\n"))
    let quiet = try run(["--quiet", dir.path])
    #expect(quiet.status == 0)
    #expect(!quiet.output.contains("PASS"))
    #expect(quiet.output.hasPrefix("\(path):3:15: warning: "))
  }

  @Test func jsonListsTheWarningsOfEachScenarioAndCountsThem() throws {
    let dir = try folder()
    let result = try run(["--format", "json", dir.path])
    #expect(result.status == 0)
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(document["warnings"] as? Int == 1)
    #expect(document["failed"] as? Int == 0)
    let scenarios = try #require(document["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["status"] as? String } == ["passed", "passed"])
    let warnings = try #require(scenarios.first?["warnings"] as? [[String: Any]])
    #expect(warnings.count == 1)
    #expect(warnings.first?["line"] as? Int == 3)
    #expect(warnings.first?["column"] as? Int == 15)
    #expect(warnings.first?["message"] as? String == Self.message)
    #expect((warnings.first?["path"] as? String)?.hasSuffix("a-warns.yaml") == true)
    #expect(scenarios.last?["warnings"] == nil)
  }

  @Test func junitPutsTheWarningInSystemErrAndCountsNoFailure() throws {
    let dir = try folder()
    let result = try run(["--format", "junit", dir.path])
    #expect(result.status == 0)
    #expect(result.output.contains(#"tests="2" failures="0" errors="0""#))
    #expect(
      result.output.contains(
        "<system-err>\(dir.path)/a-warns.yaml:3:15: warning: \(Self.message)\n  long-press: 2\n"))
    #expect(!result.output.contains("<failure"))
    #expect(!result.output.contains("<error"))
  }

  @Test func htmlShowsTheWarningInItsScenarioAndTheCountInTheSummary() throws {
    let dir = try folder()
    let result = try run(["--format", "html", dir.path])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        #"<pre class="warnings">\#(dir.path)/a-warns.yaml:3:15: warning: "#))
    #expect(result.output.contains(#"<p class="warnings">1 warning (not counted as failed)</p>"#))
    #expect(!result.output.contains(#"<li class="error">"#))
  }

  @Test func warningsAsErrorsMakesTheFileAnError() throws {
    let dir = try folder()
    let result = try run(["--warnings-as-errors", dir.path])
    #expect(result.status == 2)
    #expect(
      result.output.contains(
        "ERROR \(dir.path)/a-warns.yaml\n\(dir.path)/a-warns.yaml:3:15: error: \(Self.message)"))
    #expect(result.output.contains("1 passed, 1 failed\n1 error: "))
    #expect(!result.output.contains("warning"))
  }
}
