import Foundation
import TapEvidence
import TapScript
import TestSupport
import Testing

/// Runs `taporlink-lab import-trace` as a user would.
@Suite struct ImportTraceCommandTests {
  let cli = CommandLineRunner("taporlink-lab")

  func folder(events: String = TraceFixtures.events, labels: String? = TraceFixtures.labels)
    throws -> URL
  {
    let folder = try ScratchFolder.make("import")
    try events.write(
      to: folder.appendingPathComponent("events.csv"), atomically: true, encoding: .utf8)
    if let labels {
      try labels.write(
        to: folder.appendingPathComponent("strokes.csv"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func writesOneScenarioAStrokeThatTheRunnerPasses() throws {
    let input = try folder()
    defer { try? FileManager.default.removeItem(at: input) }
    let output = input.appendingPathComponent("out").path
    let result = try cli.run([
      "import-trace", input.appendingPathComponent("events.csv").path, "-o", output,
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("wrote 3 scenarios to \(output) (3 strokes from 1 recordings"))
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(
      files == ["lab-taps-stroke-1.yaml", "lab-taps-stroke-2.yaml", "lab-taps-stroke-3.yaml"])
    // What `taporlink DIR` runs: each scenario, passing.
    let written = ScenarioDiscovery.files(in: [output]).files
    #expect(written.count == 3)
    #expect(written.allSatisfy { ScenarioLoader.run(path: $0).passed })
  }

  @Test func perRecordingAndExplicitLabels() throws {
    let input = try folder(labels: nil)
    defer { try? FileManager.default.removeItem(at: input) }
    let labels = input.appendingPathComponent("labels.csv")
    try TraceFixtures.labels.write(to: labels, atomically: true, encoding: .utf8)
    let output = input.appendingPathComponent("out").path
    let result = try cli.run([
      "import-trace", "--per", "recording", "--labels", labels.path,
      input.appendingPathComponent("events.csv").path, "--output", output,
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["lab-taps.yaml"])
  }

  @Test func badRowsPrintEveryErrorAndWriteNothing() throws {
    let events = TraceFixtures.events
      .replacingOccurrences(of: "1,0,move,12.345,101", with: "1,0,move,12.3x,101")
      .replacingOccurrences(of: "2,0,up,1048", with: "2,0,upp,1048")
    let input = try folder(events: events)
    defer { try? FileManager.default.removeItem(at: input) }
    let output = input.appendingPathComponent("out")
    let eventsPath = input.appendingPathComponent("events.csv").path
    let result = try cli.run(["import-trace", eventsPath, "-o", output.path])
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "\(eventsPath):3:30: error: `t_ms` must be a number like `12.345`; found `12.3x`"))
    #expect(result.errors.contains("\(eventsPath):8:25: error: `event` must be `down`"))
    #expect(result.errors.hasSuffix("2 errors; no scenario was written\n"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func missingLabelsSayWhereTheyWereLookedFor() throws {
    let input = try folder(labels: nil)
    defer { try? FileManager.default.removeItem(at: input) }
    let result = try cli.run([
      "import-trace", input.appendingPathComponent("events.csv").path, "-o",
      input.appendingPathComponent("out").path,
    ])
    #expect(result.status == 2)
    #expect(
      result.errors.contains("strokes.csv:1:1: error: cannot read the file: no such file or folder")
    )
    #expect(result.errors.contains("give another with `--labels FILE`"))
  }

  @Test func aMissingEventsFileSaysWhy() throws {
    let output = ScratchFolder.file("unused", extension: "d")
    let result = try cli.run(["import-trace", "/no/such/events.csv", "--output=\(output.path)"])
    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(
      result.errors.contains(
        "/no/such/events.csv:1:1: error: cannot read the file: no such file or folder"))
  }

  @Test func badUsage() throws {
    #expect(try cli.run(["import-trace", "events.csv"]).status == 2)
    #expect(try cli.run(["import-trace", "-o", "out"]).status == 2)
    let per = try cli.run(["import-trace", "e.csv", "-o", "out", "--per", "file"])
    #expect(per.status == 2)
    #expect(per.errors.contains("`--per` is `stroke` or `recording`; found `file`"))
    let typo = try cli.run(["import-trace", "e.csv", "-o", "out", "--diagonl", "765"])
    #expect(typo.errors.contains("did you mean `--diagonal`?"))
    let density = try cli.run(["import-trace", "e.csv", "-o", "out", "--density", "aosp"])
    #expect(density.errors.contains("`--density` needs SOURCE=UNITS"))
    let help = try cli.run(["import-trace", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: taporlink-lab import-trace CSV -o DIR"))
  }
}
