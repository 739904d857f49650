import Foundation

/// Where a run's fixtures may be read from, and the fixtures it has read.
///
/// A `use:` (or a folder's `_defaults.yaml`) names a file to read; a
/// scenario from an untrusted source could name any file on the machine
/// (`/proc/self/environ`, `../../secrets.yml`) and have its lines quoted in
/// errors. So fixtures are read only from inside one folder, the scope's
/// ``root``: the current folder when the scenarios run are inside it, else
/// the folder being run (see ``init(running:)``). A path that leaves it,
/// written (`..`, an absolute path) or through a symbolic link, is refused
/// before the file is opened. `~` is an ordinary name.
///
/// The scope also keeps each fixture read, by its resolved path, so a
/// fixture that 300 scenarios share is read and parsed once in a run (up to
/// ``cacheLimit`` bytes of fixtures are kept).
///
/// A scope is used by one run at a time: it is not `Sendable`.
public final class FixtureScope {
  /// The folder fixtures must be inside, as an absolute path without `.`,
  /// `..` or symbolic links.
  public let root: String
  /// ``root`` as given, made absolute (it may go through symbolic links).
  private let givenRoot: String
  /// The most bytes of fixtures kept for reuse.
  public static let cacheLimit = 64 << 20
  private var cache: [String: (file: SourceFile, root: YAMLNode)] = [:]
  private var cachedBytes = 0

  /// A scope whose root is `root` (a folder; relative to the current one).
  public init(root: String) {
    givenRoot = Self.absolute(root)
    self.root = Self.realPath(givenRoot) ?? givenRoot
  }

  /// The scope for a run of `path` (a scenario file or a folder of them):
  /// the current folder when `path` is inside it, else `path` itself for a
  /// folder, or the folder holding it for a file.
  public convenience init(running path: String) {
    let current = FileManager.default.currentDirectoryPath
    let absolute = Self.absolute(path)
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
    if Self.isInside(absolute, current)
      || Self.realPath(absolute).map({ Self.isInside($0, Self.realPath(current) ?? current) })
        == true
    {
      self.init(root: current)
    } else if exists, isFolder.boolValue {
      self.init(root: absolute)
    } else {
      self.init(root: (absolute as NSString).deletingLastPathComponent)
    }
  }

  /// Why the fixture at `path` may not be read, or `nil` when it is inside
  /// the root; and its resolved path when it exists.
  func check(_ path: String) -> (problem: String?, resolved: String?) {
    let absolute = Self.absolute(path)
    guard Self.isInside(absolute, givenRoot) || Self.isInside(absolute, root) else {
      return (outside, nil)
    }
    guard let resolved = Self.realPath(absolute) else { return (nil, nil) }
    guard Self.isInside(resolved, root) else {
      return ("it is a symbolic link to a file outside \(rootText); " + rule, nil)
    }
    return (nil, resolved)
  }

  private var rootText: String { "the folder tree being run (`\(root)`)" }
  private var rule: String { "fixtures are read only from inside it" }
  private var outside: String { "it is outside \(rootText); " + rule }

  /// The fixture kept for `resolved`, shown as `path`.
  func cached(_ resolved: String, as path: String) -> (file: SourceFile, root: YAMLNode)? {
    guard let kept = cache[resolved] else { return nil }
    if kept.file.path == path { return kept }
    return (SourceFile(path: path, text: kept.file.text), kept.root)
  }

  /// Keeps a fixture read and parsed without error, while the cache has
  /// room.
  func keep(_ file: SourceFile, root node: YAMLNode, resolved: String) {
    guard cachedBytes + file.bytes.count <= Self.cacheLimit else { return }
    cachedBytes += file.bytes.count
    cache[resolved] = (file, node)
  }

  /// `path` made absolute against the current folder, with `.` and `..`
  /// resolved by name (a `~` is a name like any other).
  static func absolute(_ path: String) -> String {
    let joined =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` with every symbolic link resolved; `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether absolute `path` is `folder` or inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }
}
