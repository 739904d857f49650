import Foundation

/// Finds scenario files under paths given on a command line.
public enum ScenarioDiscovery {
  /// The file extensions of scenario files.
  public static let extensions: Set<String> = ["yaml", "yml"]

  /// The name of folders that hold fixtures, not scenarios.
  public static let fixtureFolder = "fixtures"

  /// Whether a file found in a folder (`relative` to it) is a scenario by
  /// its place alone: not in a `fixtures` folder below the folder searched,
  /// and not named with a leading `_` (such as a folder's
  /// `_defaults.yaml`). A file in such a place is still a scenario unless it
  /// reads as a fixture (see ``readsAsFixture(_:)``): no scenario is left
  /// out for its name.
  public static func isScenario(relativePath relative: String) -> Bool {
    let parts = relative.split(separator: "/")
    guard let name = parts.last, !name.hasPrefix("_") else { return false }
    return !parts.dropLast().contains { $0 == Substring(fixtureFolder) }
  }

  /// The top-level keys only a scenario holds: a fixture may not hold them
  /// (it is an error there).
  public static let scenarioKeys: Set<String> = ["name", "timeline", "expect"]

  /// Whether the file at `path` reads as a fixture: UTF-8 text within the
  /// size limit whose top level is empty or a mapping without any of
  /// ``scenarioKeys``. Anything else in a fixture's place (a scenario, a
  /// file that cannot be read or is not a mapping) is run as a scenario,
  /// so that it passes or its error is seen.
  public static func readsAsFixture(_ path: String) -> Bool {
    guard
      case .success(let text) = BoundedTextFile.read(path, maximumBytes: ScenarioLoader.maximumSize)
    else { return false }
    guard let root = YAMLParser.parse(text, path: path).root else { return true }
    guard case .mapping(let entries) = root.kind else { return false }
    return !entries.contains { scenarioKeys.contains($0.key) }
  }

  /// The scenario files named by `paths`: files as given, folders searched
  /// recursively (sorted, so runs are repeatable), leaving out fixtures and
  /// defaults (see ``isScenario(relativePath:)``). Entries whose names are
  /// not valid UTF-8 and links out of the tree the run may read are left
  /// out too; ``search(_:)`` returns them, to be reported.
  ///
  /// - Returns: the files found, and the paths that do not exist.
  public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
    let found = search(paths)
    return (found.files, found.missing)
  }

  /// What a search of `paths` found: the scenario files (as
  /// ``files(in:)``), the paths that do not exist, the scenario files and
  /// folders whose names are not valid UTF-8, which no path string can
  /// name (each shown with its bad bytes as `\xFF`), and the files found in
  /// a folder that are symbolic links to a file outside the tree the run may
  /// read, never opened (``FileSearch``). The last two are to be reported
  /// as errors: such a file would otherwise never run, silently. A link out
  /// of the tree in a fixture's place is left to the `use:` that names it,
  /// which refuses it (`FixtureScope`). Given by name, any file is read.
  public static func search(_ paths: [String])
    -> (files: [String], missing: [String], unreadableNames: [String], linksOutside: [String])
  {
    var found = FileSearch.Found()
    let search = FileSearch(extensions: extensions)
    for path in paths {
      let one = search.run([path])
      found.missing += one.missing
      found.unreadableNames += one.unreadableNames
      let base = path.hasSuffix("/") ? path : path + "/"
      func relative(_ file: String) -> String? {
        file != path && file.hasPrefix(base) ? String(file.dropFirst(base.count)) : nil
      }
      found.linksOutside += one.linksOutside.filter {
        relative($0).map { isScenario(relativePath: $0) } ?? true
      }
      found.files += one.files.filter { file in
        // A file given by name is run as given; a found one by the rules.
        guard let relative = relative(file) else { return true }
        return isScenario(relativePath: relative) || !readsAsFixture(file)
      }
    }
    return (found.files, found.missing, found.unreadableNames, found.linksOutside)
  }
}
