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
/// The scope also keeps each fixture read, by its resolved path and the
/// identity of its content (`FixtureIdentity`: a file rewritten during
/// the run is read again), so a fixture that 300 scenarios share is read
/// and parsed once in a run; and what a scenario decoded from it without
/// an error or a warning (its views, its bridge, the config of a chain), so
/// that each scenario costs what its own file holds, not what its
/// fixtures hold. Up to ``cacheLimit`` bytes of fixtures are kept, and
/// decoded values for up to as many bytes of the fixtures they came from.
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
  private var cache: [String: (file: SourceFile, root: YAMLNode, identity: FixtureIdentity)] =
    [:]
  private var cachedBytes = 0
  /// Values decoded from kept fixtures, by what they were decoded from.
  private var decoded: [DecodedFixtureKey: any Sendable] = [:]
  private var decodedBytes = 0
  /// How many fixture files this scope's run has parsed.
  package private(set) var parseCount = 0
  /// How many times this scope's run has decoded a value from fixtures
  /// it keeps (a value taken from what it kept is not counted).
  package private(set) var decodeCount = 0

  /// The folder a test stands in for the current one, for the task that
  /// sets it (`FixtureScope.$currentFolder.withValue(path) { … }`), so
  /// that which fixtures a run may read does not depend on where the test
  /// process was started. Scopes made then take relative paths against it;
  /// files are still opened by the paths given, so such a test gives
  /// absolute ones. `nil`: the process's current folder.
  @TaskLocal package static var currentFolder: String?

  /// The current folder: ``currentFolder`` when a task set one, else the
  /// process's.
  static var current: String {
    currentFolder ?? FileManager.default.currentDirectoryPath
  }

  /// A scope whose root is `root` (a folder; relative to the current one).
  public init(root: String) {
    givenRoot = Self.absolute(root)
    self.root = Self.realPath(givenRoot) ?? givenRoot
  }

  /// The scope for a run of `path` (a scenario file or a folder of them):
  /// the current folder when `path` is inside it, else `path` itself for a
  /// folder, or the folder holding it for a file.
  public convenience init(running path: String) {
    let current = Self.current
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

  /// The fixture kept for `resolved`, shown as `path`, when the file there
  /// is still the one read (`FixtureIdentity`).
  func cached(_ resolved: String, as path: String)
    -> (file: SourceFile, root: YAMLNode, identity: FixtureIdentity)?
  {
    guard let kept = cache[resolved], FixtureIdentity(resolved: resolved) == kept.identity
    else { return nil }
    if kept.file.path == path { return kept }
    return (kept.file.renamed(path), kept.root, kept.identity)
  }

  /// Counts one fixture parsed.
  func countParse() { parseCount += 1 }

  /// Keeps a fixture read and parsed without error, while the cache has
  /// room: `identity` is the file's before it was read, and the fixture is
  /// kept only when the file still has it. Returns the identity it is kept
  /// under, `nil` when it is not kept.
  @discardableResult
  func keep(_ file: SourceFile, root node: YAMLNode, identity: FixtureIdentity?)
    -> FixtureIdentity?
  {
    guard let identity, FixtureIdentity(resolved: identity.resolved) == identity else {
      return nil
    }
    if let old = cache[identity.resolved] {
      cachedBytes -= old.file.bytes.count
      cache[identity.resolved] = nil
    }
    guard cachedBytes + file.bytes.count <= Self.cacheLimit else { return nil }
    cachedBytes += file.bytes.count
    cache[identity.resolved] = (file, node, identity)
    return identity
  }

  /// A decoded value, boxed so that an optional one reads back as it was.
  private struct Kept<Value: Sendable>: Sendable {
    var value: Value
  }

  /// The value kept for `key`, if it is one of type `Value`.
  func decoded<Value: Sendable>(_ key: DecodedFixtureKey, as type: Value.Type) -> Value? {
    (decoded[key] as? Kept<Value>)?.value
  }

  /// Keeps a value decoded from kept fixtures, `bytes` being the size of
  /// the files it came from, while there is room.
  func keepDecoded<Value: Sendable>(_ value: Value, for key: DecodedFixtureKey, bytes: Int) {
    guard decoded[key] == nil, decodedBytes + bytes <= Self.cacheLimit else { return }
    decodedBytes += bytes
    decoded[key] = Kept(value: value)
  }

  /// Counts one value decoded from kept fixtures.
  func countDecode() { decodeCount += 1 }

  /// `path` made absolute against the current folder, with `.` and `..`
  /// resolved by name (a `~` is a name like any other).
  static func absolute(_ path: String) -> String {
    let joined =
      path.hasPrefix("/") ? path : current + "/" + path
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
