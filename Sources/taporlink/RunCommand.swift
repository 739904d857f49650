import Foundation
import TapScript

/// Runs scenario files and reports them.
struct RunCommand {
  var options: RunOptions

  func run() -> Int32 {
    let (allFiles, missing) = ScenarioDiscovery.files(in: options.paths)
    let terminal = Terminal()
    let progress = Progress(enabled: terminal.standardErrorIsTerminal && options.format == .text)
    var results: [ScenarioResult] = []
    let reporter = TextReporter(
      colour: terminal.colourOnStandardOutput, showTrace: options.showTrace,
      explain: options.explain)
    if options.format == .text {
      for path in missing { print(reporter.renderMissing(path)) }
    }
    for (index, path) in allFiles.enumerated() {
      progress.update(done: index, total: allFiles.count, current: path)
      let result = ScenarioLoader.run(path: path)
      // An invalid file has no trustworthy name: it is filtered by path.
      if let filter = options.filter, !result.path.contains(filter),
        result.isInvalid || !result.name.contains(filter)
      {
        continue
      }
      results.append(result)
      if options.format == .text {
        progress.clear()
        print(reporter.render(result))
      }
    }
    progress.clear()
    let summary = RunSummary(results, missing: missing.count)
    switch options.format {
    case .text: print(reporter.render(summary))
    case .json:
      print(JSONReporter.render(results, missing: missing, includeTrace: options.showTrace))
    case .junit: print(JUnitReporter.render(results, missing: missing))
    }
    return summary.exitCode
  }
}
