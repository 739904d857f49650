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
  /// defaults (see ``isScenario(relativePath:)``).
  ///
  /// - Returns: the files found, and the paths that do not exist.
  public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
    let manager = FileManager.default
    var files: [String] = []
    var missing: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      var found: [String] = []
      if let enumerator = manager.enumerator(atPath: path) {
        while let relative = enumerator.nextObject() as? String {
          let ext = (relative as NSString).pathExtension.lowercased()
          guard extensions.contains(ext), isScenario(relativePath: relative) else { continue }
          let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
          var isFolder: ObjCBool = false
          if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
            found.append(full)
          }
        }
      }
      files.append(contentsOf: found.sorted())
    }
    return (files, missing)
  }
}
