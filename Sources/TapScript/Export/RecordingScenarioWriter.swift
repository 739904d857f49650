import TapOrLink

/// Writes a `FlightRecording` as a scenario file: the views, history,
/// settings and router of the moment it starts, every recorded input as a
/// timeline step, and every recorded decision as an expectation at its
/// exact instant. `taporlink` replays the file to the same decisions.
///
/// Times are counted from the recording's first input, which plays at
/// `0ms`. The simulated page has no links: the page's own requests were
/// recorded, and play as `request` steps.
public enum RecordingScenarioWriter {
  /// The scenario text of a recording.
  ///
  /// - Parameters:
  ///   - recording: what an overlay's `flightRecording()` returned.
  ///   - name: the scenario's `name:`, one line.
  ///   - note: lines for the comment at the top, such as what the person
  ///     reported.
  /// - Throws: ``RecordingExportError`` when the recording cannot be
  ///   replayed exactly.
  public static func scenario(
    from recording: FlightRecording, name: String, note: [String] = []
  ) throws(RecordingExportError) -> String {
    let configuration = recording.configuration
    if case .probe = configuration.strategy { throw .probeStrategy }
    if configuration.adaptiveWindow != nil { throw .adaptiveWindow }
    var lines = note.map { "# " + oneLine($0) }
    lines.append("# Recorded by a TapOrLink flight recorder; times from its first input.")
    if recording.isTruncated {
      lines.append("# Earlier input was left out: the replay starts where the engine was idle.")
    }
    lines.append("name: \(quoted(name))")
    lines.append("config:")
    lines.append("  window: \(configuration.window.millisecondsText)")
    lines.append("  slop: \(NumberText.shortest(configuration.slop))")
    lines.append("  long-press: \(configuration.longPress?.millisecondsText ?? "off")")
    let activation = NavigationType.allCases.filter(configuration.activation.contains)
    lines.append("  activation: [\(activation.map(\.rawValue).joined(separator: ", "))]")
    lines.append("  strategy: timer")
    if case .pageAnswers = configuration.strategy {
      // Only the recorded answers answer: the simulated page has no links.
      lines.append("  page-answers: manual")
    }
    let start = recording.start
    lines.append("views:")
    for view in start.tree.views {
      append(view, indent: "  ", webView: recording.webView, history: start.history, to: &lines)
    }
    if start.tree.firstView(ofKind: .web) != recording.coveredView {
      lines.append("overlay: \(recording.coveredView)")
    }
    if !start.router.priorityViews.isEmpty {
      lines.append(
        "priority: [\(start.router.priorityViews.map(\.rawValue).joined(separator: ", "))]")
    }
    if let bridge = configuration.bridge {
      lines.append("bridge:")
      lines.append("  scheme: \(bridge.scheme)")
      lines.append("  actions: [\(bridge.actions.sorted().joined(separator: ", "))]")
      if !bridge.allowedOrigins.isEmpty {
        lines.append("  origins:")
        for origin in bridge.allowedOrigins { lines.append("    - \(origin)") }
      }
    }
    lines.append("timeline:")
    if let current = start.history.currentIndex, current > 0 {
      lines.append("  # the history before the recording: allowed requests, with nothing undecided")
      for page in start.history.pages[1...current] {
        lines.append("  - 0ms: request \(page)")
      }
    }
    var stepCount = 0
    for record in recording.records {
      guard case .input(let input) = record.entry else { continue }
      let time = Instant.zero + (record.time - recording.startTime)
      if case .request(let request, .block) = input,
        configuration.bridge?.matches(urlText: request.url) != true
      {
        lines.append("  # the app vetoed the next request; the replay allows it")
      }
      lines.append("  - \(time): \(step(input, firstGesture: start.nextGesture))")
      stepCount += 1
    }
    if stepCount == 0 { lines.append("  # nothing was recorded") }
    lines.append("expect:")
    let decisions = recording.decisions
    for (time, outcome) in decisions {
      lines.append("  - \(Instant.zero + (time - recording.startTime)): \(expectation(outcome))")
    }
    if recording.undecided > 0 {
      lines.append(
        "  # \(recording.undecided) gesture(s) were still undecided when this was recorded")
    }
    if decisions.isEmpty {
      for name in Outcome.names { lines.append("  - never: \(name)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func append(
    _ view: View, indent: String, webView: ViewID, history: WebHistory, to lines: inout [String]
  ) {
    lines.append("\(indent)- id: \(view.id)")
    let inner = indent + "  "
    if view.kind == .web { lines.append("\(inner)kind: web") }
    lines.append("\(inner)frame: [\(numbers(view.frame))]")
    if view.isHidden { lines.append("\(inner)hidden: true") }
    if !view.isInteractive { lines.append("\(inner)interactive: false") }
    if view.id == webView, let first = history.pages.first {
      lines.append("\(inner)url: \(first)")
    }
    guard !view.children.isEmpty else { return }
    lines.append("\(inner)children:")
    for child in view.children {
      append(child, indent: inner + "  ", webView: webView, history: history, to: &lines)
    }
  }

  /// The timeline command that plays an input; `firstGesture` is the
  /// recorded number of the replay's gesture 1.
  static func step(_ input: RecordedInput, firstGesture: GestureID) -> String {
    switch input {
    case .touch(.cancel, _, let finger):
      return "cancel" + fingerSuffix(finger)
    case .touch(let phase, let point, let finger):
      return
        "\(phase.rawValue) \(NumberText.shortest(point.x)) \(NumberText.shortest(point.y))"
        + fingerSuffix(finger)
    case .request(let request, _):
      var text = "request \(request.url)"
      if request.type != .link { text += " type \(request.type.rawValue)" }
      if !request.isMainFrame { text += " subframe" }
      return text
    case .back:
      return "back"
    case .select(let url):
      return "select \(url)"
    case .setHidden(let view, let hidden):
      return "\(hidden ? "hide" : "show") \(view)"
    case .setFrame(let view, let frame):
      return "resize \(view) " + numbers(frame, separator: " ")
    case .answer(let kind, let gesture):
      return "answer \(kind.rawValue) gesture \(gesture.number - firstGesture.number + 1)"
    case .sameDocument(let navigation):
      return "same-document \(navigation.kind.rawValue) \(navigation.url)"
    }
  }

  /// The expectation line that an outcome's trace line meets.
  static func expectation(_ outcome: Outcome) -> String {
    switch outcome {
    case .tap(let view, let point):
      "tap \(view) \(NumberText.shortest(point.x)) \(NumberText.shortest(point.y))"
    case .link(let request):
      "link \(request.url)"
    case .moved, .cancelled, .longPress, .multiTouch:
      outcome.name
    }
  }

  private static func fingerSuffix(_ finger: FingerID) -> String {
    finger == 1 ? "" : " finger \(finger)"
  }

  private static func numbers(_ rect: Rect, separator: String = ", ") -> String {
    [rect.minX, rect.minY, rect.size.width, rect.size.height].map(NumberText.shortest)
      .joined(separator: separator)
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  private static func quoted(_ text: String) -> String {
    var result = "'"
    for character in oneLine(text) {
      result.append(character)
      if character == "'" { result.append("'") }
    }
    return result + "'"
  }
}
