import Foundation
import TapOrLink
import TapScript
import TestSupport
import Testing

/// `taporlink` replays an exported recording to the trace the recording
/// was made with.
@Suite struct RecordingCommandLineTests {
  @Test("taporlink --trace replays an export: it passes, with the recorded decisions")
  func replayThroughTheCommand() throws {
    let simulation = try RandomSession(seed: 11, count: 150).play(capacity: 10_000)
    let recording = try #require(simulation.overlay.flightRecording())
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "recorded session")
    let file = ScratchFolder.file("recorded", extension: "yaml")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try CommandLineRunner().run(["--trace", file.path], environment: ["NO_COLOR": "1"])
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("1 passed, 0 failed"))
    // The trace's outcome lines are the simulation's, in order.
    let outcomes = Set(Outcome.names)
    let traced = run.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .filter { line in
      let words = line.split(separator: " ")
      return words.count >= 2 && outcomes.contains(String(words[1]))
    }
    let expected = simulation.decisions.map { decision in
      "\(Instant.zero + (decision.time - recording.startTime)): \(decision.outcome)"
    }
    #expect(traced == expected)
    #expect(!expected.isEmpty)
  }
}
