import Foundation
import TapEvidence
import TapOrLink
import TapScript

/// `taporlink-lab import-trace`: turns recorded touch traces into scenarios.
///
/// A thin front end: reading, converting and writing are
/// ``TouchTraceReader``, ``StrokeLabels`` and ``TraceImporter`` in
/// TapEvidence.
enum ImportTraceCommand {
  /// At most this many errors are printed; a count says how many more.
  static let shownErrors = 50

  static func main(arguments: [String]) -> Int32 {
    let options: ImportTraceOptions
    switch ImportTraceOptions.parse(arguments) {
    case .failure(let problem):
      standardError(
        "taporlink-lab import-trace: \(problem.message)\n\n\(ImportTraceOptions.usage)\n")
      return 2
    case .success(let parsed):
      options = parsed
    }
    if options.help {
      print(ImportTraceOptions.usage)
      return 0
    }
    guard let events = options.events, let output = options.output else { return 2 }
    let labelsPath = options.labels ?? Self.besideEvents(events, "strokes.csv")
    let trace = TouchTraceReader.read(path: events)
    let labels = StrokeLabels.read(path: labelsPath)
    var errors: [TraceImportErrors] = []
    if case .failure(let problem) = trace { errors.append(problem) }
    if case .failure(let problem) = labels {
      errors.append(problem)
      if options.labels == nil {
        standardError(
          "taporlink-lab import-trace: the labels are read from strokes.csv beside the events "
            + "file; give another with `--labels FILE`\n")
      }
    }
    guard case .success(let readTrace) = trace, case .success(let readLabels) = labels else {
      return fail(TraceImportErrors(combining: errors))
    }
    switch TraceImporter.scenarios(
      from: readTrace, labels: readLabels, grouping: options.grouping,
      conversion: options.conversion)
    {
    case .failure(let problem):
      return fail(problem)
    case .success(let scenarios):
      if case .failure(let problem) = TraceImporter.write(scenarios, to: output) {
        return fail(problem)
      }
      let recordings = Set(readTrace.strokes.map { [$0.key.source, $0.key.recording] }).count
      print(
        "wrote \(scenarios.count) \(scenarios.count == 1 ? "scenario" : "scenarios") to "
          + "\(VisibleText.escaped(output)) (\(readTrace.strokes.count) strokes from \(recordings) recordings, "
          + "labels from \(labelsPath))")
      return 0
    }
  }

  /// The path of a file named `name` in the events file's folder.
  static func besideEvents(_ events: String, _ name: String) -> String {
    URL(fileURLWithPath: events).deletingLastPathComponent().appendingPathComponent(name).path
  }

  static func fail(_ errors: TraceImportErrors) -> Int32 {
    for diagnostic in errors.found.prefix(shownErrors) {
      standardError(diagnostic.rendered + "\n")
    }
    if errors.count > shownErrors {
      standardError("… and \(errors.count - shownErrors) more errors\n")
    }
    standardError(
      "\(errors.count) \(errors.count == 1 ? "error" : "errors"); no scenario was written\n")
    return 2
  }
}
