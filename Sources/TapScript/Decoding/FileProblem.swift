import Foundation

/// Why a file could not be read, in the words every command uses.
public enum FileProblem {
  /// The reason a file at `path` cannot be read: "no such file or folder",
  /// "it is a folder", or "it cannot be read (permission denied?)".
  public static func reason(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return "no such file or folder"
    }
    if isFolder.boolValue { return "it is a folder, not a file" }
    if !FileManager.default.isReadableFile(atPath: path) {
      return "permission denied"
    }
    return "it cannot be read"
  }
}
