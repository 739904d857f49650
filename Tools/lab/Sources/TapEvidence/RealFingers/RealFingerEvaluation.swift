@_spi(Lab) import TapOrLink
import TapScript

/// Plays recorded strokes through the engine and compares its outcomes with
/// their labels: the confusion matrix and the slop table of
/// Docs/RealFingers.md.
///
/// Each stroke plays on its own, as finger 1's gesture in a fresh
/// simulation, with the default configuration except for the slop.
package enum RealFingerEvaluation {
  /// The slops of the evidence table: 0 (the seed's rule, nearly: any
  /// distance at all is a move), 5, 10 (the default) and 18 (Flutter's
  /// `kTouchSlop`).
  package static let tableSlops: [Double] = [0, 5, 10, 18]

  /// Reads an events file and its labels and makes one scenario a stroke.
  package static func load(
    events: String, labels: String, conversion: UnitConversion = UnitConversion()
  ) -> Result<[StrokeScenario], TraceImportErrors> {
    let trace = TouchTraceReader.read(path: events)
    let labelled = StrokeLabels.read(path: labels)
    var failures: [TraceImportErrors] = []
    if case .failure(let errors) = trace { failures.append(errors) }
    if case .failure(let errors) = labelled { failures.append(errors) }
    guard case .success(let trace) = trace, case .success(let labelled) = labelled else {
      return .failure(TraceImportErrors(combining: failures))
    }
    switch TraceImporter.scenarios(
      from: trace, labels: labelled, grouping: .stroke, conversion: conversion)
    {
    case .success(let generated): return StrokeScenario.decode(generated)
    case .failure(let errors): return .failure(errors)
    }
  }

  /// The engine's outcome for each stroke at a slop.
  ///
  /// - Throws: ``ScenarioSetupError`` when a stroke cannot be played at
  ///   that slop (a slop the configuration refuses).
  package static func judged(_ strokes: [StrokeScenario], slop: Double = TapDefaults.slop)
    throws(ScenarioSetupError) -> [JudgedStroke]
  {
    try strokes.map { stroke throws(ScenarioSetupError) in
      var scenario = stroke.scenario
      scenario.config.slop = slop
      let simulation = try ScenarioRunner.play(scenario)
      return JudgedStroke(
        key: stroke.key, label: stroke.label.label,
        outcome: simulation.decisions.first?.outcome.kind)
    }
  }

  /// The seed's literal rule for each stroke: any move event makes it
  /// moved, whatever its distance; else a tap (the seed had no long press).
  package static func seedJudged(_ strokes: [StrokeScenario]) -> [JudgedStroke] {
    strokes.map { stroke in
      let moved = stroke.touches.contains { $0.phase == .move }
      return JudgedStroke(
        key: stroke.key, label: stroke.label.label, outcome: moved ? .moved : .tap)
    }
  }

  /// The table's rows: the seed's literal rule, then each slop.
  ///
  /// - Throws: ``ScenarioSetupError`` when a stroke cannot be played at one
  ///   of the slops.
  package static func sweep(_ strokes: [StrokeScenario], slops: [Double] = tableSlops)
    throws(ScenarioSetupError) -> [SlopSweep]
  {
    try [SlopSweep(slop: nil, matrix: ConfusionMatrix(seedJudged(strokes)))]
      + slops.map { slop throws(ScenarioSetupError) in
        SlopSweep(slop: slop, matrix: ConfusionMatrix(try judged(strokes, slop: slop)))
      }
  }

  /// The slops each label's strokes allow, worked out from their paths
  /// (see ``SlopBound``): one line a label, giving the slops at which every
  /// stroke right at `slop` stays right, then each stroke wrong at `slop`
  /// with the slops that would make it right.
  package static func slopRanges(_ strokes: [StrokeScenario], at slop: Double = TapDefaults.slop)
    -> [String]
  {
    StrokeLabel.allCases.map { label in
      let bounds = strokes.filter { $0.label.label == label }.map { ($0.key, SlopBound($0)) }
      let right = bounds.filter { $0.1.admits(slop) }.map(\.1)
      let wrong = bounds.filter { !$0.1.admits(slop) }
      var line = "\(label.rawValue): \(right.count) of \(bounds.count) right"
      if let strictest = right.max(by: { strictness($0) < strictness($1) }) {
        line += " at any slop \(strictest)"
      }
      if !wrong.isEmpty {
        let named = wrong.map { "\($0.0) (\($0.1))" }
        line += "; wrong at \(NumberText.shortest(slop)) pt: " + named.joined(separator: ", ")
      }
      return line
    }
  }

  /// How few slops a bound allows, to find the strictest.
  private static func strictness(_ bound: SlopBound) -> Double {
    switch bound {
    case .never: .infinity
    case .atLeast(let value): value
    case .below(let value): -value
    }
  }
}
