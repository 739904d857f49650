import TapScript

/// The scenario files under the paths given, and why none would run when
/// none would.
struct ScenarioFiles {
  var files: [String] = []
  /// Where each file's fixtures may be read from (see `FixtureScope`):
  /// `scopes[i]` is `files[i]`'s, one scope a root, so a run reads a shared
  /// fixture once.
  var scopes: [FixtureScope] = []
  var missing: [String] = []
  /// Scenario files and folders whose names are not valid UTF-8, shown
  /// with their bad bytes as `\xFF`: each is an error.
  var unreadableNames: [String] = []
  /// Folders given that hold no scenario file.
  var emptyFolders: [String] = []

  static func find(_ paths: [String]) -> ScenarioFiles {
    var found = ScenarioFiles()
    var byRoot: [String: FixtureScope] = [:]
    for path in paths {
      let (files, missing, unreadable) = ScenarioDiscovery.search([path])
      found.unreadableNames += unreadable
      let running = FixtureScope(running: path)
      let scope = byRoot[running.root, default: running]
      byRoot[running.root] = scope
      found.files += files
      found.scopes += Array(repeating: scope, count: files.count)
      found.missing += missing
      if files.isEmpty, missing.isEmpty, unreadable.isEmpty { found.emptyFolders.append(path) }
    }
    return found
  }

  /// A result for each file or folder whose name is not valid UTF-8: an
  /// error every report shows, counted as a broken file.
  var unreadableResults: [ScenarioResult] {
    unreadableNames.map { shown in
      ScenarioResult(
        path: shown, name: "",
        status: .invalid([
          ScriptDiagnostic(
            path: shown, position: SourcePosition(line: 1, column: 1),
            message:
              "cannot read the scenario: its name is not valid UTF-8, so it cannot be "
              + "named or run; rename it", sourceLine: "")
        ]))
    }
  }

  /// Why a run of these files with `filter` ran nothing, assuming it did.
  func whyNothing(filter: ScenarioFilter) -> String? {
    if files.isEmpty {
      let folders = emptyFolders.map { "`\($0)`" }.joined(separator: ", ")
      return "no `.yaml` or `.yml` file in \(folders)"
    }
    guard !filter.keepsAll else { return nil }
    let words = filter.words.map { "`\($0)`" }.joined(separator: " or ")
    let count = files.count
    return
      "--filter \(words) matched none of the \(count) scenario \(count == 1 ? "file" : "files") "
      + "(it matches name or path, ignoring case)"
  }
}
