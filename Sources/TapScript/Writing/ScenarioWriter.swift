import TapOrLink

/// Writes scenario text: the one place where the language's text form is
/// spelt, for everything that makes scenario files (the flight recorder's
/// export, the trace import, the test driver's timeline, the browser
/// recordings' import).
///
/// What it writes, ``ScenarioLoader`` reads back as the same value: every
/// command, every expectation, every setting, whatever text it holds, or
/// the writer refuses with a ``ScenarioWritingError`` that says why. Text
/// is quoted in one place, ``scalar(_:)``.
///
/// ```swift
/// let scenario = Scenario(
///   path: "tap.yaml", name: "a tap on plain content",
///   views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
///   steps: [
///     Step(time: .zero, command: .touch(.down, Point(x: 50, y: 20), finger: 1)),
///     Step(time: .milliseconds(40), command: .touch(.up, Point(x: 50, y: 20), finger: 1)),
///   ],
///   expectations: [
///     ScenarioWriter.expectation(
///       of: .tap(view: "web", point: Point(x: 50, y: 20)), at: .milliseconds(790))
///   ])
/// let text = try ScenarioWriter.text(of: scenario)
/// ```
///
/// The parts have their own functions: ``stepLine(_:)`` and
/// ``command(_:)`` for the timeline, ``expectationLine(_:)`` and
/// ``expectation(of:at:)`` for `expect:`, ``comment(_:)`` for comments.
public enum ScenarioWriter {
  /// The whole scenario file: comments at the top, then `name`, `config`,
  /// `views` (with each web view's `url` and `links`), `overlay`,
  /// `priority`, `bridge`, `decider`, `timeline` and `expect`, with two spaces of
  /// indentation and a line end after each line. An empty timeline or
  /// `expect` is written `[]`.
  ///
  /// Step times are written absolute. The scenario's `path` and the lines
  /// its steps and expectations were read from are not written.
  ///
  /// - Parameters:
  ///   - scenario: what to write.
  ///   - comments: comment lines and where they go.
  ///   - settings: which `config:` keys to write.
  /// - Throws: ``ScenarioWritingError`` for the first part that cannot be
  ///   written so that it reads back the same; an empty `name` too; and
  ///   when the text is larger than ``ScenarioLoader/maximumSize``.
  /// - Complexity: O(*n*) in the size of the scenario.
  public static func text(
    of scenario: Scenario, comments: ScenarioComments = ScenarioComments(),
    settings: Settings = .changed
  ) throws(ScenarioWritingError) -> String {
    var lines = comments.header.map(comment)
    if scenario.name.isEmpty { throw .empty(what: "the scenario's `name`") }
    lines.append("name: \(scalar(scenario.name))")
    let config = try configLines(scenario.config, settings: settings, indent: "  ")
    if !config.isEmpty { lines.append("config:") }
    lines += config
    lines.append("views:")
    lines += try viewLines(scenario.views, pages: scenario.pages, indent: "  ")
    if let overlay = scenario.overlay {
      if overlay.rawValue.isEmpty { throw .empty(what: "the `overlay` view id") }
      lines.append("overlay: \(scalar(overlay.rawValue))")
    }
    if !scenario.priority.isEmpty {
      if scenario.priority.contains(ViewID("")) { throw .empty(what: "a `priority` view id") }
      lines.append("priority: \(flowSequence(scenario.priority.map(\.rawValue)))")
    }
    if let bridge = scenario.bridge {
      lines.append("bridge:")
      lines += try bridgeLines(bridge, indent: "  ")
    }
    if let decider = scenario.decider {
      if decider.prefixes.contains("") { throw .empty(what: "a URL prefix to block") }
      lines.append("decider:")
      // Contract 1.3's word for the list, which 1.4 reads as `block:`: a
      // file stays readable by a 1.3 runner unless it needs a 1.4 word.
      lines.append(decider.prefixes.isEmpty ? "  cancel: []" : "  cancel:")
      lines += decider.prefixes.map { "    - \(scalar($0))" }
    }
    lines.append(scenario.steps.isEmpty ? "timeline: []" : "timeline:")
    var previous = Instant.zero
    for (index, step) in scenario.steps.enumerated() {
      lines += (comments.timeline[index] ?? []).map { "  " + comment($0) }
      if step.time < previous { throw .timeGoesBackwards(step.time, previous: previous) }
      previous = step.time
      lines.append("  " + (try stepLine(step)))
    }
    lines += (comments.timeline[scenario.steps.count] ?? []).map { "  " + comment($0) }
    lines.append(scenario.expectations.isEmpty ? "expect: []" : "expect:")
    for (index, expectation) in scenario.expectations.enumerated() {
      lines += (comments.expect[index] ?? []).map { "  " + comment($0) }
      lines.append("  " + (try expectationLine(expectation)))
    }
    lines += (comments.expect[scenario.expectations.count] ?? []).map { "  " + comment($0) }
    let text = lines.joined(separator: "\n") + "\n"
    let bytes = text.utf8.count
    guard bytes <= ScenarioLoader.maximumSize else {
      throw .tooLarge(bytes: bytes, maximum: ScenarioLoader.maximumSize)
    }
    return text
  }
}
