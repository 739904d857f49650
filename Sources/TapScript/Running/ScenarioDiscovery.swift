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
    let manager = FileManager.default
    var files: [String] = []
    var missing: [String] = []
    var unreadable: [String] = []
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
      var folders = [""]  // relative to `path`; a stack, never recursion
      let base = path.hasSuffix("/") ? path : path + "/"
      while let folder = folders.popLast() {
        for entry in entries(of: base + folder) {
          guard let name = entry.name else {
            let shown = base + folder + Self.shown(entry.bytes)
            if entry.isFolder || Self.hasScenarioExtension(entry.bytes) {
              unreadable.append(shown)
            }
            continue
          }
          let relative = folder + name
          if entry.isFolder {
            folders.append(relative + "/")
            continue
          }
          let ext = (name as NSString).pathExtension.lowercased()
          guard extensions.contains(ext), isScenario(relativePath: relative) else { continue }
          found.append(base + relative)
        }
      }
      files.append(contentsOf: found.sorted())
      unreadable.sort()
    }
    return (files, missing, unreadable)
  }

  /// One entry of a folder: its name's bytes, the name when they are
  /// UTF-8, and whether it is a folder (symbolic links to folders are not
  /// followed; links to files are files).
  private struct Entry {
    var bytes: [UInt8]
    var name: String?
    var isFolder: Bool
  }

  /// The entries of the folder at `path`, without `.` and `..`.
  private static func entries(of path: String) -> [Entry] {
    guard let folder = opendir(path) else { return [] }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while let entry = readdir(folder) {
      // `readdir` may hand back a record shorter than `dirent`, so the
      // name is read from its own address up to its NUL, never copied
      // as the whole 256-byte field.
      let nameStart = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
      let nameBytes = nameStart.assumingMemoryBound(to: UInt8.self)
      let bytes = Array(
        UnsafeBufferPointer(
          start: nameBytes, count: strlen(nameStart.assumingMemoryBound(to: CChar.self))))
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      let name = String(validating: bytes, as: UTF8.self)
      var isFolder = false
      if let name {
        var status = stat()
        let full = path.hasSuffix("/") ? path + name : path + "/" + name
        if lstat(full, &status) == 0 {
          isFolder = (status.st_mode & S_IFMT) == S_IFDIR
          if (status.st_mode & S_IFMT) == S_IFLNK {
            // A link to a file is a file; one to a folder is not searched.
            guard stat(full, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
          } else if !isFolder, (status.st_mode & S_IFMT) != S_IFREG {
            continue
          }
        }
      } else {
        isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      }
      entries.append(Entry(bytes: bytes, name: name, isFolder: isFolder))
    }
    return entries
  }

  /// Whether a name's bytes end in `.yaml` or `.yml`, in any case.
  private static func hasScenarioExtension(_ bytes: [UInt8]) -> Bool {
    let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    return lower.reversed().starts(with: Array(".yaml".utf8).reversed())
      || lower.reversed().starts(with: Array(".yml".utf8).reversed())
  }

  /// A name that is not UTF-8, its ASCII kept and every other byte `\xFF`.
  private static func shown(_ bytes: [UInt8]) -> String {
    bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
