import TapOrLink
import TapScript

/// The one place that writes an imported recording's scenario text.
enum RecordingScenarioText {
  /// The web view's id.
  static let view = "web"

  /// The scenario: the `# recording:` line first, what was recorded in
  /// comments, the web view, the timeline, and the given expectation lines.
  static func text(
    _ recording: RawRecording, timeline: RecordingTimeline, expectations: [String]
  ) -> String {
    let truth = recording.truth
    var lines = [
      "# recording: engine=\(recording.engine) page=\(word(recording.page)) "
        + "target=\(recording.targetIndex) gesture=\(recording.gesture) truth=\(truth)",
      "# Recorded by Tools/browser/record.py in \(oneLine(recording.browser)) "
        + "(\(oneLine(recording.input)) input); imported by taporlink import-recording.",
      "# target: \(oneLine(recording.targetName))",
      "# recorded: truth=\(truth) observed=\(word(recording.observed)) "
        + "chosen=\(word(recording.chosenAs.isEmpty ? "-" : recording.chosenAs)) "
        + "scale=\(NumberText.shortest(recording.scale)) moved=\(recording.moved.isEmpty ? "no" : "yes")",
    ]
    var about: [String] = []
    if !recording.selector.isEmpty { about.append("selector `\(oneLine(recording.selector))`") }
    if !recording.chosenAs.isEmpty { about.append("chosen as \(oneLine(recording.chosenAs))") }
    if !about.isEmpty { lines.append("# " + about.joined(separator: ", ")) }
    let touched =
      "\(RecordingTimeline.number(recording.touchedAt.x, places: 2)) "
      + "\(RecordingTimeline.number(recording.touchedAt.y, places: 2))"
    if recording.moved.isEmpty {
      lines.append("# touched at \(touched) CSS px, the target's own point")
    } else {
      lines.append("# touched at \(touched) CSS px: \(oneLine(recording.moved))")
    }
    let layout = recording.layoutViewport
    lines.append(
      "# shown at scale \(NumberText.shortest(recording.scale)) (layout viewport "
        + "\(RecordingTimeline.number(layout.width, places: 0))x"
        + "\(RecordingTimeline.number(layout.height, places: 0)) CSS px); points below are "
        + "the web view's (CSS px × scale). Times: ms after the first touch, as recorded.")
    lines.append(
      "name: \(quoted("\(recording.engine) \(recording.gesture) on \(recording.targetName) (\(recording.page))"))"
    )
    if timeline.entries.contains(where: { $0.isStep && $0.text.hasPrefix("answer ") }) {
      lines += ["config:", "  page-answers: manual"]
    }
    lines += [
      "views:", "  - id: \(view)", "    kind: web",
      "    frame: [0, 0, \(NumberText.shortest(recording.viewport.width)), "
        + "\(NumberText.shortest(recording.viewport.height))]",
      "    url: \(RecordingTimeline.stepURL(recording.url))",
      "timeline:",
    ]
    for entry in timeline.entries {
      let time = RecordingTimeline.number(entry.time, places: 3) + "ms"
      lines.append(
        entry.isStep ? "  - \(time): \(entry.text)" : "  # \(time): \(oneLine(entry.text))")
    }
    lines.append("expect:")
    lines += expectations
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text on one line.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  /// Text as one word of the header (spaces as `%20`).
  static func word(_ text: String) -> String {
    oneLine(text).replacingOccurrences(of: " ", with: "%20")
  }

  /// A YAML double-quoted scalar.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in oneLine(text) {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(
      separator: replacement)
  }
}
