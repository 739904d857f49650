import TapScript

/// The scenario files under the paths given, and why none would run when
/// none would.
struct ScenarioFiles {
  var files: [String] = []
  var missing: [String] = []
  /// Folders given that hold no scenario file.
  var emptyFolders: [String] = []

  static func find(_ paths: [String]) -> ScenarioFiles {
    var found = ScenarioFiles()
    for path in paths {
      let (files, missing) = ScenarioDiscovery.files(in: [path])
      found.files += files
      found.missing += missing
      if files.isEmpty, missing.isEmpty { found.emptyFolders.append(path) }
    }
    return found
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
