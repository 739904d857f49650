import Foundation

/// Finds scenario files under paths given on a command line.
public enum ScenarioDiscovery {
  /// The file extensions of scenario files.
  public static let extensions: Set<String> = ["yaml", "yml"]

  /// The name of folders that hold fixtures, not scenarios.
  public static let fixtureFolder = "fixtures"

  /// Whether a file found in a folder (`relative` to it) is a scenario: not
  /// in a `fixtures` folder, and not named with a leading `_` (such as a
  /// folder's `_defaults.yaml`).
  public static func isScenario(relativePath relative: String) -> Bool {
    let parts = relative.split(separator: "/")
    guard let name = parts.last, !name.hasPrefix("_") else { return false }
    return !parts.dropLast().contains { $0 == Substring(fixtureFolder) }
  }

  /// The scenario files named by `paths`: files as given, folders searched
  /// recursively (sorted, so runs are repeatable), leaving out fixtures and
  /// defaults (see ``isScenario(relativePath:)``). Entries whose names are
  /// not valid UTF-8 are left out; ``search(_:)`` reports them.
  ///
  /// - Returns: the files found, and the paths that do not exist.
  public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
    let found = search(paths)
    return (found.files, found.missing)
  }

  /// What a search of `paths` found: the scenario files (as
  /// ``files(in:)``), the paths that do not exist, and the scenario files
  /// and folders whose names are not valid UTF-8, which no path string can
  /// name: each shown with its bad bytes as `\xFF`, to report as an error
  /// (such a file would otherwise never run, silently).
  public static func search(_ paths: [String])
    -> (files: [String], missing: [String], unreadableNames: [String])
  {
    let found = FileSearch(extensions: extensions, keeps: isScenario(relativePath:)).run(paths)
    return (found.files, found.missing, found.unreadableNames)
  }
}
