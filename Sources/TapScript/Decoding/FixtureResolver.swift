import Foundation

/// Finds the fixtures a scenario takes keys from: the `_defaults.yaml` of
/// its folder, then the file its `use:` names, each of which may `use:`
/// another, to a bounded depth and never in a cycle.
///
/// Reading is iterative with a fixed limit (``maximumDepth``), so a long or
/// circular chain of fixtures is an error, never a deep recursion. Files
/// are read only inside the ``FixtureScope``'s root, and a file that is not
/// a fixture (not YAML, not a mapping, or holding a key a fixture may not
/// hold) is an error at the `use:` that names it, which never quotes the
/// file: only a file shown to be a fixture has its lines quoted in errors.
struct FixtureResolver {
  /// How many fixtures one chain may hold.
  static let maximumDepth = 8
  /// The largest fixture file read, in bytes.
  static let maximumSize = 1 << 20
  /// The name of a folder's defaults file.
  static let defaultsName = "_defaults.yaml"
  /// The keys a fixture may hold.
  static let fixtureKeys = ["use", "config", "views", "overlay", "priority", "bridge", "decider"]

  /// The scenario the fixtures serve (named in errors found in them).
  let scenario: SourceFile
  /// Where fixtures may be read from, and those read so far.
  let scope: FixtureScope
  private(set) var diagnostics: [ScriptDiagnostic] = []

  init(scenario: SourceFile, scope: FixtureScope) {
    self.scenario = scenario
    self.scope = scope
  }

  /// The layers for a scenario whose parsed root is `root`, farthest first:
  /// the folder's defaults (and what they use), then the chain of `use:`.
  mutating func layers(for root: YAMLNode) -> [FixtureLayer] {
    var layers: [FixtureLayer] = []
    let folder = Self.folder(of: scenario.path)
    let defaultsPath = Self.join(folder, Self.defaultsName)
    if (scenario.path as NSString).lastPathComponent != Self.defaultsName,
      FileManager.default.fileExists(atPath: defaultsPath)
        || (try? FileManager.default.destinationOfSymbolicLink(atPath: defaultsPath)) != nil
    {
      layers += chain(startingAt: defaultsPath, from: nil)
    }
    if let use = root.entry(forKey: "use") {
      layers += chain(startingAt: nil, from: (use, scenario))
    }
    return layers
  }

  /// Follows `use:` from `first` (a path) or from an entry in a file,
  /// returning the layers farthest first.
  private mutating func chain(startingAt first: String?, from use: (YAMLEntry, SourceFile)?)
    -> [FixtureLayer]
  {
    var nearestFirst: [FixtureLayer] = []
    var seen: Set<String> = [Self.canonical(scenario.path)]
    var next: (path: String, from: (YAMLEntry, SourceFile)?)?
    if let first {
      next = (first, nil)
    } else if let use, let path = target(of: use.0, in: use.1) {
      next = (path, use)
    }
    while let (path, from) = next {
      next = nil
      guard nearestFirst.count < Self.maximumDepth else {
        if let from {
          error(
            "fixtures `use:` each other more than \(Self.maximumDepth) deep", at: from.0.value,
            in: from.1)
        }
        break
      }
      let key = Self.canonical(path)
      guard !seen.contains(key) else {
        if let from {
          error(
            "`use: \(from.0.value.text ?? "")` makes a cycle of fixtures", at: from.0.value,
            in: from.1)
        }
        break
      }
      seen.insert(key)
      guard let (file, entries, identity) = fixture(path, from: from) else { break }
      var byKey: [String: YAMLEntry] = [:]
      for entry in entries {
        if entry.key == "use" {
          if let path = target(of: entry, in: file) { next = (path, (entry, file)) }
        } else {
          byKey[entry.key] = entry
        }
      }
      nearestFirst.append(FixtureLayer(file: file, entries: byKey, identity: identity))
    }
    return nearestFirst.reversed()
  }

  /// The path a `use:` entry names, relative to the file it is in.
  private mutating func target(of entry: YAMLEntry, in file: SourceFile) -> String? {
    guard let text = entry.value.text, !text.isEmpty else {
      error(
        "`use` names one fixture file, like `use: ../fixtures/reader.yaml`", at: entry.value,
        in: file)
      return nil
    }
    return Self.join(Self.folder(of: file.path), text)
  }

  /// The fixture at `path`, its top-level entries, and the identity the run
  /// keeps it under: read and parsed once a run (see ``FixtureScope``), and
  /// shown to be a fixture; `nil`, with an error that quotes nothing of the
  /// file, when it is not one.
  private mutating func fixture(_ path: String, from: (YAMLEntry, SourceFile)?)
    -> (SourceFile, [YAMLEntry], FixtureIdentity?)?
  {
    let (outside, resolved) = scope.check(path)
    if let outside {
      refuse(path, outside, from: from)
      return nil
    }
    if let resolved, let kept = scope.cached(resolved, as: path) {
      return (kept.file, kept.root.entries ?? [], kept.identity)
    }
    // Taken before the file is read: it is kept only if the file is still
    // that one once read.
    let identity = resolved.flatMap(FixtureIdentity.init(resolved:))
    guard let resolved, let file = read(path, resolved: resolved, from: from) else {
      if resolved == nil { refuse(path, FileProblem.reason(path), from: from) }
      return nil
    }
    scope.countParse()
    let parsed = YAMLParser.parse(file)
    if let first = parsed.diagnostics.first {
      notAFixture(path, "it is not valid YAML (line \(first.position.line))", from: from)
      return nil
    }
    guard let root = parsed.root, let entries = root.entries else {
      notAFixture(path, "it is not a mapping of keys such as `views:`", from: from)
      return nil
    }
    if let entry = entries.first(where: { !Self.fixtureKeys.contains($0.key) }) {
      // Only words of the scenario language are named: the file's own
      // text is never quoted.
      let named =
        ScenarioDecoder.topLevelKeys.contains(entry.key) ? " `\(entry.key)`" : " the key"
      notAFixture(
        path, "a fixture may not hold\(named) of line \(entry.keyPosition.line)", from: from,
        suggestion: Suggestion.nearest(to: entry.key, among: Self.fixtureKeys))
      return nil
    }
    let kept = scope.keep(file, root: root, identity: identity)
    return (file, entries, kept)
  }

  /// Reports that `path` names no fixture: why, without quoting the file.
  private mutating func notAFixture(
    _ path: String, _ why: String, from: (YAMLEntry, SourceFile)?, suggestion: String? = nil
  ) {
    refuse(
      path, why, from: from, verb: "is not a fixture", suggestion: suggestion,
      note: "fixture keys: \(Self.fixtureKeys.dropFirst().joined(separator: ", ")), use")
  }

  /// Reports a fixture that cannot be used, at the `use:` naming it (or at
  /// the top of a folder's defaults file, without showing its line).
  private mutating func refuse(
    _ path: String, _ problem: String, from: (YAMLEntry, SourceFile)?,
    verb: String = "cannot be read", suggestion: String? = nil, note: String? = nil
  ) {
    let message =
      verb == "cannot be read"
      ? "cannot read the fixture `\(path)`: \(problem)" : "`\(path)` \(verb): \(problem)"
    if let from {
      let diagnostic = ScriptDiagnostic(
        file: from.1, position: from.0.value.position, message: message, suggestion: suggestion,
        note: note)
      diagnostics.append(from.1.path == scenario.path ? diagnostic : noted(diagnostic))
    } else {
      diagnostics.append(
        noted(
          ScriptDiagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), message: message,
            suggestion: suggestion, note: note, sourceLine: "")))
    }
  }

  /// Reads a fixture (``BoundedTextFile``): a regular file (never a
  /// device or a pipe, which could be endless), at most ``maximumSize``
  /// bytes, UTF-8.
  private mutating func read(_ path: String, resolved: String, from: (YAMLEntry, SourceFile)?)
    -> SourceFile?
  {
    switch BoundedTextFile.read(resolved, maximumBytes: Self.maximumSize) {
    case .success(let text):
      return SourceFile(path: path, text: text)
    case .failure(.tooLarge):
      refuse(path, "it is larger than \(Self.maximumSize) bytes", from: from)
    case .failure(.folder):
      refuse(path, "it is a folder", from: from)
    case .failure(let problem):
      refuse(path, problem.reason, from: from)
    }
    return nil
  }

  private mutating func error(_ message: String, at node: YAMLNode, in file: SourceFile) {
    let diagnostic = ScriptDiagnostic(file: file, position: node.position, message: message)
    diagnostics.append(file.path == scenario.path ? diagnostic : noted(diagnostic))
  }

  /// A diagnostic in a fixture, with a note naming the scenario that used it.
  func noted(_ diagnostic: ScriptDiagnostic) -> ScriptDiagnostic {
    Self.noted(diagnostic, usedBy: scenario)
  }

  static func noted(_ diagnostic: ScriptDiagnostic, usedBy scenario: SourceFile)
    -> ScriptDiagnostic
  {
    var copy = diagnostic
    let usedBy = "in a fixture used by the scenario `\(scenario.path)`"
    copy.note = copy.note.map { "\($0)\nnote: \(usedBy)" } ?? usedBy
    return copy
  }

  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// `name` in `folder`, with `.` and `..` resolved where they can be
  /// (`Scenarios/taps/../fixtures/a.yaml` is `Scenarios/fixtures/a.yaml`),
  /// so errors show the path a person would write.
  static func join(_ folder: String, _ name: String) -> String {
    let joined = name.hasPrefix("/") ? name : folder + "/" + name
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !joined.hasPrefix("/") {
          parts.append(part)
        }
      default: parts.append(part)
      }
    }
    let path = parts.joined(separator: "/")
    if joined.hasPrefix("/") { return "/" + path }
    return path.isEmpty ? "." : path
  }

  /// The path that names the same file whatever way it is written, for
  /// finding cycles (`~` stays a name).
  static func canonical(_ path: String) -> String {
    let absolute = FixtureScope.absolute(path)
    return FixtureScope.realPath(absolute) ?? absolute
  }
}
