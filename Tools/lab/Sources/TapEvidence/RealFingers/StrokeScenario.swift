import TapOrLink
import TapScript

/// A scenario made from one recorded stroke, read back and ready to play,
/// with the stroke's label.
package struct StrokeScenario: Sendable {
  /// The stroke.
  package var key: StrokeKey
  /// Its label.
  package var label: StrokeLabels.Entry
  /// The generated file.
  package var generated: GeneratedScenario
  /// The file, decoded.
  package var scenario: Scenario

  /// Reads back per-stroke scenarios (each must play exactly one stroke).
  ///
  /// - Returns: the scenarios, or the errors of any file that does not
  ///   decode (a bug in the importer) or plays several strokes.
  package static func decode(_ generated: [GeneratedScenario]) -> Result<
    [StrokeScenario], TraceImportErrors
  > {
    var decoded: [StrokeScenario] = []
    var diagnostics: [ScriptDiagnostic] = []
    for file in generated {
      guard file.strokes.count == 1, let key = file.strokes.first, let label = file.labels.first
      else {
        diagnostics.append(
          ScriptDiagnostic(
            path: file.fileName, position: SourcePosition(line: 1, column: 1),
            message: "plays \(file.strokes.count) strokes; import per stroke", sourceLine: ""))
        continue
      }
      switch ScenarioLoader.decode(SourceFile(path: file.fileName, text: file.text)) {
      case .success(let scenario):
        decoded.append(StrokeScenario(key: key, label: label, generated: file, scenario: scenario))
      case .failure(let errors):
        diagnostics += errors.diagnostics
      }
    }
    guard diagnostics.isEmpty else { return .failure(TraceImportErrors(diagnostics)) }
    return .success(decoded)
  }

  /// The touch steps of the stroke's finger, in order.
  var touches: [(time: Instant, phase: TouchPhase, point: Point)] {
    scenario.steps.compactMap { step in
      guard case .input(.touch(let phase, let point, _, _)) = step.command else { return nil }
      return (step.time, phase, point)
    }
  }
}
