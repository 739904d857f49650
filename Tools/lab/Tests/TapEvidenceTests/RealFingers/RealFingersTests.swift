import Foundation
import TapEvidence
import TapOrLink
import TapScript
import TestSupport
import Testing

/// Every recorded stroke of the data set, imported and played through the
/// engine with the default configuration, against its label
/// (Docs/RealFingers.md). Skips where the data set is absent.
@Suite("Real fingers", .enabled(if: TouchData.isPresent, TouchData.needed))
struct RealFingersTests {
  /// The strokes the engine does not decide as labelled at the default
  /// configuration, with its outcome and why (Docs/RealFingers.md says
  /// more).
  static let disagreements: [StrokeKey: (outcome: OutcomeKind, why: String)] = [
    key("monkeyhelper", "Phone/galaxy-paint-new.txt", 8): (
      .moved, "a steady 15 pt drag in a paint app, under the labeller's 2% of the diagonal"
    ),
    key(
      "evemu-devices", "touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", 1):
      (.moved, "travels 11.17 pt before the long-press time"),
    key(
      "evemu-devices", "touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", 2):
      (.moved, "travels 11.02 pt before the long-press time"),
    key("evemu-devices", "touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events", 1): (
      .longPress, "held still for 500 ms before dragging"
    ),
    key("evemu-devices", "touchscreens/QUANTA OpticalTouchScreen.events", 4): (
      .longPress, "held still for 500 ms before dragging"
    ),
    key("evemu-devices", "touchscreens/QUANTA OpticalTouchScreen.events", 7): (
      .longPress, "held still for 500 ms before dragging"
    ),
    key("evemu-devices", "touchscreens/QUANTA OpticalTouchScreen.touch-on-left.events", 1): (
      .longPress, "held still for 500 ms before dragging (the same recording as the last)"
    ),
  ]

  static func key(_ source: String, _ recording: String, _ stroke: Int) -> StrokeKey {
    StrokeKey(source: source, recording: recording, stroke: stroke)
  }

  static func strokes() throws -> [StrokeScenario] {
    try RealFingerEvaluation.load(events: TouchData.events, labels: TouchData.strokes).get()
  }

  @Test("every stroke, written as a scenario and run, is decided as labelled or known not to be")
  func everyStrokeAtTheDefaults() throws {
    let trace = try TouchTraceReader.read(path: TouchData.events).get()
    let labels = try StrokeLabels.read(path: TouchData.strokes).get()
    let scenarios = try TraceImporter.scenarios(from: trace, labels: labels).get()
    #expect(scenarios.count == trace.strokes.count)
    #expect(trace.strokes.count == labels.entries.count)
    // Generated scenarios go to a scratch folder, never into the repository.
    let folder = try ScratchFolder.make("realfingers")
    defer { try? FileManager.default.removeItem(at: folder) }
    try TraceImporter.write(scenarios, to: folder.path).get()

    var judged: [JudgedStroke] = []
    for scenario in scenarios {
      let path = folder.appendingPathComponent(scenario.fileName).path
      let result = ScenarioLoader.run(path: path)
      #expect(!result.isInvalid, "\(scenario.fileName) does not read back")
      let outcomes = result.trace.filter(\.isOutcome)
      #expect(outcomes.count == 1, "\(scenario.fileName): \(outcomes)")
      let key = try #require(scenario.strokes.first)
      let label = try #require(scenario.labels.first).label
      let outcome = try outcomes.first.map { try #require(OutcomeKind(rawValue: $0.name)) }
      let judgement = JudgedStroke(key: key, label: label, outcome: outcome)
      judged.append(judgement)
      // The runner judges by the expectations the label implies; it must
      // agree with comparing the outcome to the label.
      #expect(result.passed == judgement.isRight, "\(scenario.fileName)")
    }

    let matrix = ConfusionMatrix(judged)
    print("Real fingers at the default configuration (\(judged.count) strokes):")
    print(matrix.markdown)
    for judgement in judged where !judgement.isRight {
      let why = Self.disagreements[judgement.key]?.why ?? "NOT DOCUMENTED"
      print(
        "  \(judgement.label.rawValue) → \(judgement.outcome?.name ?? "none"): \(judgement.key) — \(why)"
      )
    }

    #expect(matrix[.tap, .tap] == 64 && matrix.total(.tap) == 65)
    #expect(matrix[.move, .moved] == 123 && matrix[.move, .tap] == 0)
    #expect(matrix[.longPress, .longPress] == 3)
    #expect(matrix.outcomes == [.tap, .moved, .longPress])
    let wrong = Dictionary(
      uniqueKeysWithValues: judged.filter { !$0.isRight }.map { ($0.key, $0.outcome) })
    for (key, known) in Self.disagreements {
      #expect(wrong[key] == known.outcome, "documented disagreement \(key) changed")
    }
    for (key, outcome) in wrong where Self.disagreements[key] == nil {
      Issue.record("undocumented disagreement: \(key) → \(outcome?.name ?? "none")")
    }
  }

  @Test("the slop table of Docs/RealFingers.md")
  func slopTable() throws {
    let sweep = try RealFingerEvaluation.sweep(try Self.strokes())
    print(SlopSweep.markdown(sweep))
    let rows = sweep.map { [$0.tapsLost, $0.movesCalledTaps, $0.otherWrong] }
    #expect(
      rows == [
        [16, 0, 5],  // seed: any move event
        [16, 0, 6],  // 0 pt
        [3, 0, 6],  // 5 pt
        [1, 0, 6],  // 10 pt, the default
        [0, 0, 5],  // 18 pt
      ])
  }

  @Test("the engine decides each stroke as its path predicts, at every slop of the table")
  func engineAgreesWithThePaths() throws {
    let strokes = try Self.strokes()
    for slop in RealFingerEvaluation.tableSlops + [4.29, 4.31, 11, 12.42, 12.44, 14.95, 14.96] {
      let judged = try RealFingerEvaluation.judged(strokes, slop: slop)
      for (stroke, judgement) in zip(strokes, judged) {
        let bound = SlopBound(stroke)
        #expect(
          judgement.isRight == bound.admits(slop),
          "\(stroke.key) at slop \(slop): engine \(judgement.outcome?.name ?? "none"), path \(bound)"
        )
      }
    }
  }

  @Test("a slop the engine refuses plays no stroke: an error, not a column of judged strokes")
  func refusedSlop() throws {
    let strokes = Array(try Self.strokes().prefix(3))
    #expect(throws: ScenarioSetupError.self) {
      try RealFingerEvaluation.judged(strokes, slop: .nan)
    }
    #expect(throws: ScenarioSetupError.self) {
      try RealFingerEvaluation.sweep(strokes, slops: [10, .infinity])
    }
  }

  @Test("per recording, overlapping fingers become one multitouch gesture")
  func perRecording() throws {
    let trace = try TouchTraceReader.read(path: TouchData.events).get()
    let labels = try StrokeLabels.read(path: TouchData.strokes).get()
    let scenarios = try TraceImporter.scenarios(
      from: trace, labels: labels, grouping: .recording
    ).get()
    #expect(scenarios.count == trace.recordings.count)
    var failed: [String] = []
    for scenario in scenarios {
      let result = ScenarioLoader.run(SourceFile(path: scenario.fileName, text: scenario.text))
      #expect(!result.isInvalid, "\(scenario.fileName)")
      if !result.passed { failed.append(scenario.fileName) }
    }
    // The recordings holding a stroke of `disagreements` that starts a
    // gesture of its own; the Atmel pair lands together: multitouch.
    #expect(
      failed.sorted() == [
        "evemu-devices-touchscreens-n-trig-multitouch-2-fingers-touch-release-events.yaml",
        "evemu-devices-touchscreens-quanta-opticaltouchscreen-events.yaml",
        "evemu-devices-touchscreens-quanta-opticaltouchscreen-touch-on-left-events.yaml",
        "monkeyhelper-phone-galaxy-paint-new-txt.yaml",
      ])
  }
}
