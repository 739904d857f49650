@_spi(Lab) import TapOrLink
import TapScript

/// An imported recording's scenario, written by the language's one writer
/// (``ScenarioWriter``).
enum RecordingScenarioText {
  /// The web view's id.
  static let view = ViewID("web")

  /// The scenario: the web view covering the screen at the page's URL, the
  /// timeline's steps, and `expectations`; with page answers taken when the
  /// timeline has any.
  static func scenario(
    _ recording: RawRecording, timeline: RecordingTimeline, expectations: [ExpectedEvent],
    path: String
  ) -> Scenario {
    var config = ScenarioConfig()
    let steps = timeline.entries.compactMap { entry in
      entry.command.map { Step(time: .milliseconds(entry.time), command: $0) }
    }
    if steps.contains(where: { if case .answer = $0.command { true } else { false } }) {
      config.pageAnswers = .manual
    }
    let frame = Rect(
      x: 0, y: 0, width: recording.viewport.width, height: recording.viewport.height)
    return Scenario(
      path: path,
      name:
        "\(recording.engine) \(recording.gesture) on \(recording.targetName) (\(recording.page))",
      config: config, views: [View(id: view, frame: frame, kind: .web)],
      pages: [view: WebPage(url: RecordingTimeline.stepURL(recording.url))], steps: steps,
      expectations: expectations)
  }

  /// The file's text: the `# recording:` line first and what was recorded
  /// in comments, then the scenario; `blindSpots` are the comments before
  /// the expectations they explain.
  static func text(
    _ recording: RawRecording, timeline: RecordingTimeline, scenario: Scenario,
    blindSpots: [Int: [String]]
  ) throws(ScenarioWritingError) -> String {
    var header = [
      "recording: engine=\(recording.engine) page=\(word(recording.page)) "
        + "target=\(recording.targetIndex) gesture=\(recording.gesture) "
        + "truth=\(recording.truth.rawValue)"
        + (RecordingImporter.button(of: recording) == .primary
          ? "" : " button=\(RecordingImporter.button(of: recording).rawValue)"),
      "recorded: truth=\(recording.truth.rawValue) observed=\(word(recording.observed)) "
        + "chosen=\(word(recording.chosenAs.isEmpty ? "-" : recording.chosenAs)) "
        + "scale=\(NumberText.shortest(recording.scale)) moved=\(recording.moved.isEmpty ? "no" : "yes")"
        + " truth3=\(recording.truth3?.rawValue ?? "-")"
        + " effects=\(recording.effects?.word ?? "unrecorded")"
        + (recording.effects?.click.map { " click=\(RecordingTimeline.number($0.time, places: 3))" }
          ?? ""),
      "target: \(recording.targetName)",
      "Recorded by Tools/browser/record.py in \(recording.browser) (\(recording.input) input); "
        + "imported by taporlink import-recording.",
    ]
    var about: [String] = []
    if !recording.selector.isEmpty { about.append("selector `\(recording.selector)`") }
    if !recording.chosenAs.isEmpty { about.append("chosen as \(recording.chosenAs)") }
    if !about.isEmpty { header.append(about.joined(separator: ", ")) }
    let touched =
      "\(RecordingTimeline.number(recording.touchedAt.x, places: 2)) "
      + "\(RecordingTimeline.number(recording.touchedAt.y, places: 2)) CSS px"
    header.append(
      recording.moved.isEmpty
        ? "touched at \(touched), the target's own point"
        : "touched at \(touched): \(recording.moved)")
    let layout = recording.layoutViewport
    header.append(
      "shown at scale \(NumberText.shortest(recording.scale)) (layout viewport "
        + "\(RecordingTimeline.number(layout.width, places: 0))x"
        + "\(RecordingTimeline.number(layout.height, places: 0)) CSS px); points are the "
        + "web view's (CSS px × scale); times are ms after the first touch, as recorded.")
    var timelineComments: [Int: [String]] = [:]
    var stepIndex = 0
    for entry in timeline.entries {
      if entry.command != nil {
        if !entry.note.isEmpty { timelineComments[stepIndex, default: []].append(entry.note) }
        stepIndex += 1
      } else {
        let time = RecordingTimeline.number(entry.time, places: 3)
        timelineComments[stepIndex, default: []].append("\(time)ms: \(entry.note)")
      }
    }
    return try ScenarioWriter.text(
      of: scenario,
      comments: ScenarioComments(header: header, timeline: timelineComments, expect: blindSpots))
  }

  /// Text as one word of the header (spaces as `%20`).
  static func word(_ text: String) -> String {
    var result = ""
    for character in text {
      result += character.isWhitespace ? "%20" : String(character)
    }
    return result
  }
}
