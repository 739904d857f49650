import Foundation
import TapOrLink
import TapScript

/// Runs scenario files and reports them.
struct RunCommand {
  var options: RunOptions

  func run() -> Int32 {
    let found = ScenarioFiles.find(options.paths)
    if options.list { return list(found) }
    let terminal = Terminal()
    let progress = Progress(enabled: terminal.standardErrorIsTerminal && options.format == .text)
    var results = found.refusedResults
    let reporter = TextReporter(
      colour: terminal.colourOnStandardOutput, showTrace: options.showTrace,
      explain: options.explain, quiet: options.quiet)
    if options.format == .text {
      for path in found.missing { print(reporter.renderMissing(path)) }
      for result in results { reporter.render(result).map { print($0) } }
    }
    for (index, path) in found.files.enumerated() {
      progress.update(done: index, total: found.files.count, current: path)
      var result = ScenarioLoader.run(path: path, fixtures: found.scopes[index])
      if options.warningsAsErrors { result = Self.failingOnWarnings(result) }
      guard options.filter.keeps(result) else { continue }
      results.append(result)
      if options.format == .text, let text = reporter.render(result) {
        progress.clear()
        print(text)
      }
    }
    progress.clear()
    let run = RunResult(
      results: results, missing: found.missing,
      nothingRan: found.whyNothing(filter: options.filter))
    switch options.format {
    case .text: print(reporter.render(run.summary))
    case .json: print(JSONReporter.render(run, detail: options.detail))
    case .junit: print(JUnitReporter.render(run, detail: options.detail))
    case .html:
      var output = StandardOutput()
      HTMLReporter.write(run, detail: options.detail, to: &output)
      output.write("\n")
      output.flush()
    }
    if let nothing = run.nothingRanLine {
      FileHandle.standardError.write(Data("taporlink: \(VisibleText.escaped(nothing))\n".utf8))
    }
    return run.summary.exitCode
  }

  /// `--warnings-as-errors`: a result with warnings becomes an invalid
  /// file whose errors are its errors (if any), then its warnings, each
  /// now of severity error.
  static func failingOnWarnings(_ result: ScenarioResult) -> ScenarioResult {
    guard !result.warnings.isEmpty else { return result }
    var errors: [ScriptDiagnostic] = []
    if case .invalid(let diagnostics) = result.status { errors = diagnostics }
    for var warning in result.warnings {
      warning.severity = .error
      errors.append(warning)
    }
    var copy = result
    copy.status = .invalid(errors)
    copy.warnings = []
    return copy
  }

  /// `--list`: the scenarios a run would run, by file and name, without
  /// running them; one line each, or with `--format json` one JSON array
  /// of `{"path", "name", "error"}` objects (`error` only for a file that
  /// cannot run).
  private func list(_ found: ScenarioFiles) -> Int32 {
    var entries: [(path: String, name: String, error: String?)] = []
    var broken = !found.missing.isEmpty || found.hasRefused
    for path in found.missing { entries.append((path, "", "no such file or folder")) }
    for result in found.refusedResults {
      if case .invalid(let errors) = result.status, let first = errors.first {
        entries.append((result.path, "", first.summary))
      }
    }
    var listed = 0
    for (path, scope) in zip(found.files, found.scopes) {
      switch ScenarioLoader.load(path: path, fixtures: scope) {
      case .success(let scenario):
        guard options.filter.keeps(path: path, name: scenario.name) else { continue }
        entries.append((path, scenario.name, nil))
      case .failure(let errors):
        let name = errors.scenarioName ?? ""
        guard options.filter.keeps(path: path, name: name) else { continue }
        entries.append((path, name, errors.diagnostics.first?.summary ?? "\(path): error"))
        broken = true
      }
      listed += 1
    }
    if options.format == .json {
      let objects: [[String: String]] = entries.map { entry in
        var object = ["path": entry.path, "name": entry.name]
        if let error = entry.error { object["error"] = error }
        return object
      }
      if let data = try? JSONSerialization.data(
        withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
      {
        print(String(decoding: data, as: UTF8.self))
      }
    } else {
      let files = Set(found.files)
      for entry in entries {
        if let error = entry.error, entry.name.isEmpty, !files.contains(entry.path) {
          print(
            VisibleText.escaped(
              error.hasPrefix(entry.path) ? error : "\(entry.path): error: \(error)"))
        } else if let error = entry.error {
          print(TextReporter.visible(entry.path, "(cannot run) \(error)"))
        } else {
          print(TextReporter.visible(entry.path, entry.name))
        }
      }
    }
    if listed == 0, found.missing.isEmpty, !found.hasRefused {
      let why = found.whyNothing(filter: options.filter) ?? "no scenario file was given"
      FileHandle.standardError.write(
        Data("taporlink: no scenario would run: \(VisibleText.escaped(why))\n".utf8))
      return 2
    }
    return broken ? 2 : 0
  }
}
