import TapOrLink
import TapScript
import Testing

/// What the export cannot write as a setting it says in a comment.
@Suite struct RecordingExportNotesTests {
  @Test("an app's history limit, which no scenario key sets, is noted at the top")
  func historyLimitIsNoted() throws {
    for limit in [WebHistory.defaultLimit, 5] {
      let simulation = try Simulation(
        tree: RandomSession.tree(), configuration: OverlayConfiguration(historyLimit: limit))
      simulation.overlay.recorder = FlightRecorder()
      simulation.play(.touch(.down, Point(x: 10, y: 10), finger: 1))
      simulation.play(.touch(.up, Point(x: 10, y: 10), finger: 1))
      simulation.finish()
      let recording = try #require(simulation.overlay.flightRecording())
      let text = try RecordingScenarioWriter.scenario(from: recording, name: "limit \(limit)")
      #expect(text.contains("# The app kept at most 5 pages of history") == (limit == 5))
      #expect(ScenarioLoader.run(SourceFile(path: "limit.yaml", text: text)).passed)
    }
  }
}
