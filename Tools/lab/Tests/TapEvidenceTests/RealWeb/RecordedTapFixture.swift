import TapEvidence
import TapScript
import Testing

/// A real-web tap for the evaluation's tests: a recording's text as the
/// importer writes it, with its `# recording:` and `# recorded:` lines, a
/// 360×640 web view, a still tap (down at 0 ms, up at 60 ms at 10 10) and
/// the given steps after it.
enum RecordedTapFixture {
  static func tap(
    recording: String, recorded: String, config: [String] = [], steps: [String], expect: String
  ) throws -> RealWebEvaluation.Tap {
    let text =
      ["# recording: \(recording)", "# recorded: \(recorded)", "name: a recording"]
      + (config.isEmpty ? [] : ["config:"] + config.map { "  " + $0 })
      + [
        "views:", "  - id: web", "    kind: web", "    frame: [0, 0, 360, 640]", "timeline:",
        "  - 0ms: down 10 10", "  - 60ms: up 10 10",
      ] + steps.map { "  - " + $0 } + ["expect:", "  - " + expect]
    let recording = try PageRecording.read(
      SourceFile(path: "r.yaml", text: text.joined(separator: "\n"))
    ).get()
    return try #require(RealWebEvaluation.Tap(recording))
  }
}
