import Foundation

/// Finds scenario files under paths given on a command line.
public enum ScenarioDiscovery {
  /// The file extensions of scenario files.
  public static let extensions: Set<String> = ["yaml", "yml"]

  /// The name of folders that hold fixtures, not scenarios.
  public static let fixtureFolder = "fixtures"

  /// Whether a file found in a folder (`relative` to it) is a scenario by
  /// its place alone: not in a `fixtures` folder, and not named with a
  /// leading `_` (such as a folder's `_defaults.yaml`). A file in such a
  /// place is still a scenario when it holds a scenario's own keys (see
  /// ``holdsScenarioKeys(_:)``): no scenario is ever left out for its name.
  public static func isScenario(relativePath relative: String) -> Bool {
    let parts = relative.split(separator: "/")
    guard let name = parts.last, !name.hasPrefix("_") else { return false }
    return !parts.dropLast().contains { $0 == Substring(fixtureFolder) }
  }

  /// The top-level keys only a scenario holds: a fixture may not hold them
  /// (it is an error there), so a file with one is a scenario wherever it
  /// lies.
  public static let scenarioKeys: Set<String> = ["name", "timeline", "expect"]

  /// Whether the file at `path` holds one of ``scenarioKeys`` at its top
  /// level. A file that cannot be read or holds no mapping does not: it is
  /// left to the `use:` that names it, which reports its errors.
  public static func holdsScenarioKeys(_ path: String) -> Bool {
    guard
      case .success(let text) = BoundedTextFile.read(path, maximumBytes: ScenarioLoader.maximumSize),
      case .mapping(let entries)? = YAMLParser.parse(text, path: path).root?.kind
    else { return false }
    return entries.contains { scenarioKeys.contains($0.key) }
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
  /// ``files(in:)``), the paths that do not exist, the scenario files and
  /// folders whose names are not valid UTF-8, which no path string can
  /// name (each shown with its bad bytes as `\xFF`), and the files found in
  /// a folder that are symbolic links to a file outside that folder, never
  /// opened (``FileSearch``). The last two are to be reported as errors:
  /// such a file would otherwise never run, silently. Given by name, any
  /// file is read.
  public static func search(_ paths: [String])
    -> (files: [String], missing: [String], unreadableNames: [String], linksOutside: [String])
  {
    var found = FileSearch.Found()
    let search = FileSearch(extensions: extensions)
    for path in paths {
      let one = search.run([path])
      found.missing += one.missing
      found.unreadableNames += one.unreadableNames
      found.linksOutside += one.linksOutside
      let base = path.hasSuffix("/") ? path : path + "/"
      found.files += one.files.filter { file in
        // A file given by name is run as given; a found one by the rules.
        guard file != path, file.hasPrefix(base) else { return true }
        return isScenario(relativePath: String(file.dropFirst(base.count)))
          || holdsScenarioKeys(file)
      }
    }
    return (found.files, found.missing, found.unreadableNames, found.linksOutside)
  }
}
