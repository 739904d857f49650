import TapOrLink
import TapScript

/// Why the engine's outcome for a recorded gesture is not what the gesture
/// really was: the facts of the recording that explain it.
enum BlindSpot {
  /// Why the engine decided `decided` where the gesture was `really`.
  ///
  /// `dispositions` are what the engine did with the timeline's
  /// same-document steps, in their order.
  static func reason(
    _ recording: RawRecording, timeline: RecordingTimeline,
    dispositions: [SameDocumentDisposition], decided: Decision, really: OutcomeKind
  ) -> String {
    if !recording.blind.isEmpty { return recording.blind }
    let up = timeline.upTime ?? 0
    let window = RealWebEvaluation.milliseconds(TapDefaults.window)
    func after(_ time: Double) -> String {
      let delay = time - up
      return delay < 0
        ? RecordingTimeline.number(-delay, places: 1) + " ms before touch-up"
        : RecordingTimeline.number(delay, places: 1) + " ms after touch-up"
    }
    // The request types (the recording's words) the engine counts.
    let counted = recording.requests.filter {
      $0.frame != "sub" && ["link", "form", "other"].contains($0.type)
    }
    let decidedAt = Double(decided.time.nanoseconds) / 1_000_000
    let kind = decided.outcome.kind
    if really == .link, kind == .tap {
      if let late = counted.first(where: { $0.time - up > window }) {
        return "the request came \(after(late.time)), after the engine's window"
      }
      var reasons: [String] = []
      if let answer = recording.answers.last(where: {
        $0.kind == AnswerKind.content.rawValue && $0.time <= decidedAt
      }) {
        let before = counted.first.map { ", before the request \(after($0.time))" } ?? ""
        reasons.append(
          "the page script answered content (\(answer.phase)) \(after(answer.time))\(before)")
      }
      if let navigation = recording.navigations.first(where: \.isAppReport)
        ?? recording.navigations.first
      {
        reasons.append(
          sameDocument(navigation, in: timeline, dispositions: dispositions, after: after))
      }
      if reasons.isEmpty, recording.requests.isEmpty {
        reasons.append(
          "in this run \(recording.engine) asked for no navigation (the truth was observed in Chromium)"
        )
      }
      if reasons.isEmpty {
        reasons.append(
          "only requests the engine does not count came (subframe, or not an activation)")
      }
      return reasons.joined(separator: "; ")
    }
    if really == .tap, kind == .link {
      let truth = ", though the target is content by the truth"
      if let request = counted.first {
        return "in this run \(recording.engine) asked for a navigation "
          + "(\(RecordingTimeline.stepURL(request.url))) \(after(request.time))" + truth
      }
      if let move = recording.navigations.first(where: \.isAppReport) {
        return "in this run the page navigated within the document "
          + "(\(move.kind), \(RecordingTimeline.stepURL(move.url))) \(after(move.time))" + truth
      }
      return "in this run \(recording.engine) navigated" + truth
    }
    if let why = controlReason(
      recording, decided: kind, really: really, counted: counted, after: after)
    {
      return why
    }
    return "the truth is \(really.name), and the engine decides \(kind.name)"
  }

  /// Why a control was taken for something else, or something else for a
  /// control: what the page script answered at the click, against what
  /// the recorder saw the page do.
  static func controlReason(
    _ recording: RawRecording, decided: OutcomeKind, really: OutcomeKind,
    counted: [RawRecording.Request], after: (Double) -> String
  ) -> String? {
    guard decided == .control || really == .control else { return nil }
    let click = recording.answers.last { $0.phase == "click" }
    let said =
      click.map { "the page script answered \($0.words) at the click \(after($0.time))" }
      ?? "the page script gave no answer at the click"
    let saw = recording.effects.map { "the recorder saw: \($0.signs)" }
    switch (really, decided) {
    case (.control, .tap):
      return ([said + ", not control"] + [saw].compactMap(\.self)).joined(separator: "; ")
    case (.tap, .control):
      return ([said + ", but the page did not react in this run"] + [saw].compactMap(\.self))
        .joined(separator: "; ")
    case (.link, .control):
      let request =
        counted.first.map { "its request came \(after($0.time)), after the control wait" }
        ?? "no request the engine counts came"
      return "\(said); \(request)"
    case (.control, .link):
      let request = counted.first.map {
        " (\(RecordingTimeline.stepURL($0.url))) \(after($0.time))"
      }
      return "in this run \(recording.engine) asked for a navigation\(request ?? "")"
        + ", though the page handled the tap as a control"
    default:
      return nil
    }
  }

  /// What became of a same-document navigation: what the engine did with
  /// the page script's report (the app's input), or that an app is not told
  /// of the browser's own event or the web view's URL change.
  static func sameDocument(
    _ navigation: RawRecording.Navigation, in timeline: RecordingTimeline,
    dispositions: [SameDocumentDisposition], after: (Double) -> String
  ) -> String {
    let kind = navigation.kind.isEmpty ? "URL change" : navigation.kind
    let seen =
      "the page navigated within the document (\(kind), seen by \(navigation.source) "
      + "\(after(navigation.time)))"
    guard navigation.source == "page-script" else {
      return seen + ", which an app is not told: only the page script's reports are its input"
    }
    guard navigation.isAppReport else {
      return seen + " in a frame, which an app refuses: only the main frame's reports are its input"
    }
    let steps = timeline.entries.filter {
      if case .input(.sameDocument) = $0.command { true } else { false }
    }
    guard let index = steps.firstIndex(where: { $0.time == navigation.time }),
      index < dispositions.count
    else { return seen + ", before the first touch" }
    let disposition = dispositions[index]
    switch disposition {
    case .link: return seen + ", which the engine counted as another gesture's link"
    case .lateLink: return seen + ", after the engine had decided the tap: a late link"
    case .notCounted(let why): return seen + ", which the engine does not count: " + words(why)
    case .ignored(let diagnostic): return seen + ", which the engine ignored: \(diagnostic)"
    }
  }

  /// The engine's reason for not counting a same-document navigation, in
  /// words.
  static func words(_ reason: SameDocumentDisposition.NotCounted) -> String {
    switch reason {
    case .traverse: "a back or forward move is never a link activation"
    case .replaceWithoutTap:
      "a replace counts only for a lifted gesture still in its window, the latest one, "
        + "with no finger down"
    case .sameActivationAsRequest: "the same activation's request for this URL was counted already"
    case .noGesture: "no gesture was undecided and no tap was recent enough for a late link"
    case .linkNotActivation: "the engine's activation does not list link"
    }
  }
}
