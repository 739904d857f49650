import Foundation
import TestSupport
import Testing

/// Runs the built `taporlink` binary as a user would.
@Suite struct CommandLineTests {
  typealias Run = CommandLineRunner.Run
  static var binary: URL { CommandLineRunner.binary }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    try CommandLineRunner().run(arguments, environment: environment)
  }

  func folder(broken: Bool) throws -> URL { try ScenarioFolder.make(broken: broken) }

  @Test func corpusPassesWithExitZero() throws {
    let result = try run([ScenarioCorpusTests.root.appendingPathComponent("Scenarios").path])
    #expect(result.status == 0)
    let last = result.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix(" passed, 0 failed"))
  }

  @Test func failingScenarioExitsOneAndPointsAtTheLine() throws {
    let dir = try folder(broken: false)
    let result = try run([dir.path], environment: ["NO_COLOR": "1"])
    #expect(result.status == 1)
    #expect(result.output.contains("FAIL \(dir.path)/b-fail.yml — fails"))
    #expect(result.output.contains("\(dir.path)/b-fail.yml:10: expected `700ms: tap web 5 5`"))
    #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
    #expect(!result.output.contains("\u{1B}["))
  }

  @Test func brokenFileExitsTwoAndTheOthersStillRun() throws {
    let dir = try folder(broken: true)
    let result = try run([dir.path])
    #expect(result.status == 2)
    #expect(result.output.contains("\(dir.path)/c-broken.yaml:2:8: error:"))
    #expect(result.output.contains("PASS \(dir.path)/a-pass.yaml"))
    #expect(
      result.output.hasSuffix(
        "1 passed, 2 failed\n1 error: a file could not be read or parsed, or a path does not "
          + "exist (counted as failed above)\n"))
  }

  @Test func missingPathAndBadUsageExitTwo() throws {
    #expect(try run(["/no/such/scenarios"]).status == 2)
    let usage = try run(["--formt", "json", "x"])
    #expect(usage.status == 2)
    #expect(usage.errors.contains("did you mean `--format`?"))
    #expect(try run([]).status == 2)
  }

  @Test func filterSelectsByNameOrPath() throws {
    let dir = try folder(broken: false)
    let result = try run(["--filter", "passes", dir.path])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func filterLeavesOutBrokenFilesWhosePathDoesNotMatch() throws {
    let dir = try folder(broken: true)
    let result = try run(["--filter", "passes", dir.path])
    #expect(result.status == 0)
    #expect(!result.output.contains("c-broken.yaml"))
  }

  @Test func junitHasOneTestcaseAScenarioWithFileAndLine() throws {
    let dir = try folder(broken: false)
    let result = try run(["--format", "junit", dir.path])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("<?xml"))
    #expect(result.output.components(separatedBy: "<testcase ").count - 1 == 2)
    #expect(result.output.contains(#"<failure message="\#(dir.path)/b-fail.yml:10: expected"#))
  }

  @Test func jsonReportsEachScenario() throws {
    let dir = try folder(broken: false)
    let result = try run(["--format", "json", dir.path])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["passed"] as? Int == 1)
    #expect(object?["failed"] as? Int == 1)
    #expect((object?["scenarios"] as? [[String: Any]])?.count == 2)
  }

  @Test func traceOptionPrintsTheTrace() throws {
    let dir = try folder(broken: false)
    let result = try run(["--trace", dir.appendingPathComponent("a-pass.yaml").path])
    #expect(result.output.contains("    790ms: tap web 5 5"))
  }

  @Test func explainOptionPrintsWhyEachGestureWasDecided() throws {
    let dir = try folder(broken: false)
    let result = try run(["--explain", dir.appendingPathComponent("a-pass.yaml").path])
    #expect(
      result.output.contains(
        "    790ms: tap for gesture #1 on web: no counted request between touch-up at 40ms"
          + " and the window's end; furthest travel 0 pt of 10"))
  }

  func runOnTerminal(_ arguments: [String], noColour: Bool) throws -> String {
    try CommandLineRunner().runOnTerminal(arguments, noColour: noColour)
  }

  @Test(
    "colour on a terminal, never with NO_COLOR",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func colourOnlyOnATerminal() throws {
    let dir = try folder(broken: false)
    let file = dir.appendingPathComponent("a-pass.yaml").path
    #expect(try runOnTerminal([file], noColour: false).contains("\u{1B}[32mPASS\u{1B}[0m"))
    #expect(!(try runOnTerminal([file], noColour: true).contains("\u{1B}[")))
  }

  @Test func helpAndVersion() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("EXIT STATUS"))
    #expect(try run(["--version"]).output.hasPrefix("taporlink "))
  }
}
