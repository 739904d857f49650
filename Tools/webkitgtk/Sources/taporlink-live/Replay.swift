import TapOrLink
import TapScript

/// A tap's own flight recording, exported as a scenario and run on virtual
/// time: what the replay decides, to compare with what was decided live.
struct Replay {
  /// The replay's first decision's outcome name, `none` when it decided
  /// nothing, or `error` when the recording could not be exported.
  var decision: String
  /// The same for every decision, in order.
  var decisions: [String]
  /// Whether the replay met every expectation (every live decision, at its
  /// instant).
  var passed: Bool
  /// The scenario text (empty when it could not be written).
  var scenario: String
  /// Why not, when it could not be exported or failed.
  var problem: String

  @MainActor
  static func of(_ overlay: MainTapOverlay, name: String) -> Replay {
    guard let recording = overlay.flightRecording() else {
      return Replay(
        decision: "error", decisions: [], passed: false, scenario: "",
        problem: "no flight recording")
    }
    let text: String
    do {
      text = try RecordingScenarioWriter.scenario(from: recording, name: name)
    } catch {
      return Replay(
        decision: "error", decisions: [], passed: false, scenario: "",
        problem: "export: \(error)")
    }
    let result = ScenarioLoader.run(SourceFile(path: "live-replay.yaml", text: text))
    let names = result.decisions.map(\.outcome.kind.name)
    var passed = false
    var problem = ""
    switch result.status {
    case .passed: passed = true
    case .failed(let failure): problem = "replay failed: \(failure)"
    case .invalid(let diagnostics):
      problem = "replay invalid: " + diagnostics.map { "\($0)" }.joined(separator: "; ")
    }
    return Replay(
      decision: names.first ?? "none", decisions: names, passed: passed, scenario: text,
      problem: problem)
  }
}
