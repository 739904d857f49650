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
  /// Files found in a folder that link to a file outside it: each is an
  /// error, and none is opened.
  var linksOutside: [String] = []
  /// Folders given that hold no scenario file.
  var emptyFolders: [String] = []

  static func find(_ paths: [String]) -> ScenarioFiles {
    var found = ScenarioFiles()
    var byRoot: [String: FixtureScope] = [:]
    for path in paths {
      let (files, missing, unreadable, outside) = ScenarioDiscovery.search([path])
      found.unreadableNames += unreadable
      found.linksOutside += outside
      let running = FixtureScope(running: path)
      let scope = byRoot[running.root, default: running]
      byRoot[running.root] = scope
      found.files += files
      found.scopes += Array(repeating: scope, count: files.count)
      found.missing += missing
      if files.isEmpty, missing.isEmpty, unreadable.isEmpty, outside.isEmpty {
        found.emptyFolders.append(path)
      }
    }
    return found
  }

  /// Whether some file found cannot be run for its name or place (see
  /// ``refusedResults``).
  var hasRefused: Bool { !unreadableNames.isEmpty || !linksOutside.isEmpty }

  /// A result for each file or folder whose name is not valid UTF-8 and
  /// each file that links out of the folder it was found in: an error
  /// every report shows, counted as a broken file.
  var refusedResults: [ScenarioResult] {
    let unreadable = unreadableNames.map { shown in
      Self.refused(
        shown,
        "cannot read the scenario: its name is not valid UTF-8, so it cannot be named or run; "
          + "rename it")
    }
    let outside = linksOutside.map { path in
      Self.refused(
        path,
        "cannot read the scenario: it is a symbolic link to a file outside the folder being "
          + "run, which is not read from it; give the file by name to run it")
    }
    return unreadable + outside
  }

  private static func refused(_ path: String, _ message: String) -> ScenarioResult {
    ScenarioResult(
      path: path, name: "",
      status: .invalid([
        ScriptDiagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), message: message,
          sourceLine: "")
      ]))
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
