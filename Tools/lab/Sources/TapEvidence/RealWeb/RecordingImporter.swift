import TapOrLink
import TapScript

/// Turns raw recordings (``RawRecording``) into scenarios, one a gesture.
///
/// The timeline is the recording as the app would have seen it, in the web
/// view's points (CSS px × the page's scale): the touches, the page
/// script's answers, the navigation requests (a new-window link as the
/// main-frame request an app's delegate is asked about) and the page's
/// same-document navigations. The expectation comes from the truth: the
/// engine runs the timeline in-process, and where it decides what the
/// truth says, its outcome is the expectation; where it decides otherwise,
/// the scenario carries the engine's outcome after a `# blind spot: WHY.
/// Really: TRUTH.` comment, so that `taporlink` stays green and the blind
/// spot is written down.
package enum RecordingImporter {
  /// One imported gesture.
  package struct Imported: Sendable {
    /// The scenario's file name.
    package var fileName: String
    /// The scenario's text.
    package var text: String
    /// What each gesture really was (`link`, `tap`, `moved`, …).
    package var truth: [OutcomeKind]
    /// What the engine decided, gesture by gesture (in the order the
    /// gestures began, whatever order they were decided in).
    package var decided: [OutcomeKind]
    /// Whether the engine decides every gesture as the truth says.
    package var agrees: Bool { truth == decided }
  }

  /// What a recorded target really was, in three: `link` by the truth
  /// (the page navigated); else `control` where the page handled the tap
  /// in this run (``ObservedPageReaction/reacted``: the click landed on a control,
  /// or the page reacted to it); else `content`. A recording without the
  /// recorder's observer takes the targets file's `truth3`, if it has one.
  package static func truth(of recording: RawRecording) -> TruthKind {
    if recording.truth == .link { return .link }
    if let effects = recording.effects { return effects.reacted ? .control : .content }
    return recording.truth3 == .control ? .control : .content
  }

  /// The outcomes a gesture on a target implies, gesture by gesture:
  /// `gesture` is in the recorder's words (``RawRecording/gestures``), and
  /// a tap is decided as the truth's ``TruthKind/tapOutcome``.
  ///
  /// A tap of a mouse's or a touchpad's `secondary` or `middle` button is
  /// an `auxclick` (contract 1.4), whatever lies under it.
  package static func truthOutcomes(
    gesture: String, truth: TruthKind, button: PointerButton = .primary
  ) -> [OutcomeKind] {
    let tapped = button == .primary ? truth.tapOutcome : .auxiliaryClick
    switch gesture {
    case "doubletap": return [tapped, tapped]
    case "drag": return [.moved]
    case "longpress": return [.longPress]
    case "twofinger": return [.multiTouch]
    default: return [tapped]
    }
  }

  /// The button of a recording's first down: `primary` unless a mouse's or
  /// a touchpad's other button made it.
  package static func button(of recording: RawRecording) -> PointerButton {
    recording.touches.first { $0.phase == "down" }?.pointer.button ?? .primary
  }

  /// The outcomes a recording implies, gesture by gesture (its first
  /// down's button included).
  package static func truthOutcomes(of recording: RawRecording) -> [OutcomeKind] {
    truthOutcomes(
      gesture: recording.gesture, truth: truth(of: recording), button: button(of: recording))
  }

  /// Imports one recording.
  ///
  /// - Returns: the scenario, or the problems of a recording the engine
  ///   cannot play (each at the recording's line).
  package static func scenario(_ recording: RawRecording, fileName: String) -> Result<
    Imported, ScenarioErrors
  > {
    let timeline = RecordingTimeline(recording)
    let truth = truthOutcomes(of: recording)
    let draft = RecordingScenarioText.scenario(
      recording, timeline: timeline, expectations: [], path: fileName)
    let played: Simulation
    do {
      played = try ScenarioRunner.play(draft)
    } catch {
      return .failure(problem("the engine cannot play it: \(error.description)", in: recording))
    }
    // What the engine did with each same-document step, in order (the blind
    // spots name it): a recording's web view has no links of its own to
    // route, so every same-document navigation the simulation kept is a
    // timeline step's.
    let dispositions = played.navigations.map(\.disposition)
    // The truth is gesture by gesture: a decision is held to its own
    // gesture's, whatever order the gestures were decided in.
    let gestures = Array(Set(played.decisions.map(\.gesture))).sorted()
    var expectations: [ExpectedEvent] = []
    var blindSpots: [Int: [String]] = [:]
    for (index, decision) in played.decisions.enumerated() {
      let gesture = gestures.firstIndex(of: decision.gesture) ?? index
      if gesture < truth.count, truth[gesture] != decision.outcome.kind {
        let why = BlindSpot.reason(
          recording, timeline: timeline, dispositions: dispositions, decided: decision,
          really: truth[gesture])
        blindSpots[index] = ["blind spot: \(why). Really: \(truth[gesture].name)."]
      }
      expectations.append(ScenarioWriter.expectation(of: decision.outcome, at: decision.time))
    }
    if expectations.isEmpty {
      expectations.append(
        ExpectedEvent(timing: .never, event: OutcomeKind.link.name, arguments: []))
    }
    var scenario = draft
    scenario.expectations = expectations
    let text: String
    do {
      text = try RecordingScenarioText.text(
        recording, timeline: timeline, scenario: scenario, blindSpots: blindSpots)
    } catch {
      return .failure(
        problem("the recording makes no scenario: \(error.description)", in: recording))
    }
    return .success(
      Imported(
        fileName: fileName, text: text, truth: truth,
        decided: gestures.compactMap { gesture in
          played.decisions.first { $0.gesture == gesture }?.outcome.kind
        }))
  }

  /// A problem with a recording the engine cannot take, at its first line.
  static func problem(_ message: String, in recording: RawRecording) -> ScenarioErrors {
    ScenarioErrors([
      ScriptDiagnostic(
        path: recording.path, position: SourcePosition(line: 1, column: 1), message: message,
        sourceLine: "")
    ])
  }

  /// A file name for a recording's scenario: its own name with `.yaml`.
  package static func fileName(for path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    return stem + ".yaml"
  }
}
