import Foundation
import TestSupport
import Testing

/// The run command's traps, tried as a new user would, on the built binary.
@Suite struct RunCommandTests {
  func run(_ arguments: [String]) throws -> CommandLineRunner.Run {
    try CommandLineRunner().run(arguments, environment: ["NO_COLOR": "1"])
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func anEmptyFolderRunsNothingAndSaysSo() throws {
    let dir = try ScenarioFolder.empty()
    let result = try run([dir.path])
    #expect(result.status == 2)
    #expect(result.errors.contains("no scenario was run: no `.yaml` or `.yml` file in"))
  }

  @Test func aFolderWithNoScenarioFileRunsNothing() throws {
    let dir = try ScenarioFolder.empty()
    try ScenarioFolder.write("not a scenario", "notes.txt", in: dir)
    for format in ["text", "json", "junit", "html"] {
      let result = try run(["--format", format, dir.path])
      #expect(result.status == 2, "\(format)")
      #expect(result.errors.contains("no scenario was run"), "\(format)")
    }
  }

  @Test func aFilterMatchingNothingRunsNothing() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let result = try run(["--filter", "no-such-scenario", dir.path])
    #expect(result.status == 2)
    #expect(result.errors.contains("--filter `no-such-scenario` matched none of the 2"))
    let document = try json(try run(["--format=json", "--filter=zzz", dir.path]).output)
    #expect((document["nothingRan"] as? String)?.hasPrefix("no scenario was run") == true)
  }

  @Test func errorsAreCountedApartFromFailuresInEveryFormat() throws {
    let dir = try ScenarioFolder.make(broken: true)
    try ScenarioFolder.write(
      "name: misnamed\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 1, 1]\n"
        + "timelin:\n  - 0ms: down 0 0\nexpect:\n  - never: link\n",
      "d-invalid.yaml", in: dir)
    let text = try run([dir.path])
    #expect(text.status == 2)
    #expect(text.output.contains("1 passed, 3 failed\n2 errors: files that could not be read"))

    let document = try json(try run(["--format", "json", dir.path]).output)
    #expect(document["passed"] as? Int == 1)
    #expect(document["failed"] as? Int == 3)
    #expect(document["errors"] as? Int == 2)
    let scenarios = try #require(document["scenarios"] as? [[String: Any]])
    let invalid = try #require(
      scenarios.first { ($0["path"] as? String)?.hasSuffix("d-invalid.yaml") == true })
    #expect(invalid["status"] as? String == "error")
    #expect(invalid["name"] as? String == "misnamed")
    let errors = try #require(invalid["errors"] as? [[String: Any]])
    #expect(errors.count == 1)
    #expect(errors.first?["line"] as? Int == 6)
    #expect(errors.first?["column"] as? Int == 1)
    #expect(
      errors.first?["message"] as? String
        == "unknown top-level key `timelin`; did you mean `timeline`?")
    #expect((errors.first?["path"] as? String)?.hasSuffix("d-invalid.yaml") == true)

    let junit = try run(["--format", "junit", dir.path]).output
    #expect(junit.contains(#"tests="4" failures="1" errors="2""#))
  }

  @Test func optionValuesMayFollowAnEqualsSign() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let result = try run(["--format=json", "--filter=PASSES", dir.path])
    #expect(result.status == 0)
    #expect(try json(result.output)["passed"] as? Int == 1)
    let bad = try run(["--trace=yes", dir.path])
    #expect(bad.status == 2)
    #expect(bad.errors.contains("`--trace` takes no value"))
  }

  @Test func severalFiltersRunTheUnionIgnoringCase() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let result = try run(["--filter", "PASSES", "--filter", "Fails", dir.path])
    #expect(result.output.contains("1 passed, 1 failed"))
  }

  @Test func explanationsAndDurationsGoInJSONAndJUnit() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let file = dir.appendingPathComponent("a-pass.yaml").path
    let document = try json(try run(["--explain", "--format", "json", file]).output)
    let scenario = try #require((document["scenarios"] as? [[String: Any]])?.first)
    let decisions = try #require(scenario["decisions"] as? [String])
    #expect(decisions.first?.hasPrefix("790ms: tap for gesture #1 on web") == true)
    #expect(scenario["seconds"] is Double)
    let junit = try run(["--explain", "--format", "junit", file]).output
    #expect(junit.contains("<system-out>decisions:\n  790ms: tap for gesture #1 on web"))
    #expect(junit.contains(#" time=""#))
  }

  @Test func helpTopics() throws {
    let help = try run(["help"])
    #expect(help.status == 0)
    #expect(help.output.contains("draw"))
    #expect(try run(["help", "draw"]).output.hasPrefix("USAGE: taporlink draw"))
    let unknown = try run(["help", "drw"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("did you mean `draw`?"))
  }

  @Test("the importers moved to the lab: asking for them says where they are")
  func importersAreTheLabs() throws {
    let asked = [
      ("import-trace", ["import-trace", "events.csv"]),
      ("import-recording", ["help", "import-recording"]),
    ]
    for (subcommand, words) in asked {
      let moved = try run(words)
      #expect(moved.status == 2)
      #expect(moved.output.isEmpty)
      #expect(
        moved.errors.contains("swift run --package-path Tools/lab taporlink-lab \(subcommand)"),
        "\(moved.errors)")
    }
    #expect(try run(["help"]).output.contains("taporlink-lab help"))
  }

  @Test func quietPrintsOnlyFailuresAndTheSummary() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let result = try run(["--quiet", dir.path])
    #expect(!result.output.contains("PASS"))
    #expect(result.output.contains("FAIL \(dir.path)/b-fail.yml — fails"))
    #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func listNamesWhatARunWouldRunWithoutRunningIt() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let result = try run(["--list", "--filter", "fail", dir.path])
    #expect(result.status == 0)
    #expect(result.output == "\(dir.path)/b-fail.yml — fails\n")
  }

  @Test func anUnexpectedOutcomeIsMarkedInTheActualColumn() throws {
    let dir = try ScenarioFolder.empty()
    try ScenarioFolder.write(
      "name: no outcome expected\n" + ScenarioFolder.base + "  - 0ms: deliver down web\n",
      "unexpected.yaml", in: dir)
    let result = try run([dir.path])
    #expect(result.status == 1)
    #expect(result.output.contains("✗ 790ms: tap web 5 5"))
  }
}
