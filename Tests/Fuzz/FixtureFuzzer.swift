// libFuzzer entry point for the fixture resolver (`use:` and a folder's
// `_defaults.yaml`, confined to the folder tree being run). The input is
// scenario text; `@ROOT@` in it stands for the tree's root and `@OUT@` for
// a folder beside it, so that absolute paths can be written. The tree is
// made once, in a temporary folder:
//
//   base/outside/          secret.yml, home/.bashrc (valid fixtures whose
//                          view `leaked` must never be read), not-yaml.txt
//   base/root/             the root of the scope
//     fixtures/            good.yaml, chain-*.yaml, cycle-*.yaml, and
//                          files that are not fixtures (bad YAML, a list, a
//                          scenario key, binary, a FIFO, a folder), each
//                          with a marker that must never be quoted
//     suite/               _defaults.yaml, ~/home.yaml (`~` is a name)
//     links/               symbolic links in (good) and out (to outside/,
//                          /proc/self, /etc/passwd), a loop, a dangling one
//   base/rootlink -> root  (a scope given through a symbolic link)
//
// HOME points at base/outside/home, so a `~` that was expanded would reach
// outside. A leading digit picks where the scenario sits (0-3 a folder
// under root, 4-7 the same through rootlink); it is then dropped.
//
// The checks, on every input:
// - nothing outside the root is opened: inotify watches base/outside and
//   its home for any open or read, and no decoded scenario holds the view
//   `leaked` (the outside fixtures' only view);
// - no error quotes a file that is not a fixture (its marker), an outside
//   file, /etc/passwd or /proc/self/environ, unless the input holds that
//   text itself;
// - every error is located: a path, a line and column from 1, inside the
//   file it names (the scenario or a fixture in the tree; an outside path
//   only at 1:1 with no line shown), with no raw control character;
// - decoding again with the same scope (fixtures now kept) gives the same
//   result as the first time.
// Built by .ci/fuzz.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the fuzzer with `message` (a precondition's message is dropped in
/// an optimized build, and the reproducer alone does not say which check
/// failed).
private func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  if !condition { fail(message()) }
}

private func fail(_ message: String) -> Never {
  fatalError(message)
}

/// The temporary tree, made once.
private struct FixtureTree {
  let base: String
  let root: String
  let outside: String
  /// Texts that must never appear in an error unless the input holds them.
  var secrets: [String]
  /// The inotify descriptor watching the outside folders.
  let watcher: Int32
  /// Each file's lines, by resolved path, for checking positions.
  var lineCounts: [String: Int] = [:]

  static let leakedView = "leaked"
  static let notFixtureMarker = "MARKER-not-a-fixture-7f3a"

  init() {
    let fm = FileManager.default
    let template = NSTemporaryDirectory() + "taporlink-fixture-fuzz-XXXXXX"
    var chars = Array(template.utf8CString)
    guard let made = mkdtemp(&chars) else { fail("mkdtemp failed") }
    base = FixtureScope.realPath(String(cString: made)) ?? String(cString: made)
    root = base + "/root"
    outside = base + "/outside"
    secrets = []
    let leakedFixture = { (secret: String) in
      "# \(secret)\nviews:\n  - id: \(Self.leakedView)\n    kind: web\n    frame: [0, 0, 320, 480]\n"
    }
    let web = "views:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
    let marker = Self.notFixtureMarker
    let files: [String: String] = [
      "outside/secret.yml": leakedFixture("SECRET-outside-secret-9b1c"),
      "outside/home/.bashrc": leakedFixture("SECRET-home-bashrc-4d2e"),
      "outside/home/home.yaml": leakedFixture("SECRET-home-yaml-1a5f"),
      "outside/not-yaml.txt": "SECRET-outside-text-8c3d: [\n",
      "root/fixtures/good.yaml": "# the good fixture\n" + web,
      "root/fixtures/config.yaml": "config:\n  window: 500ms\n  slop: 10\n",
      "root/fixtures/chain-1.yaml": "use: chain-2.yaml\nconfig:\n  window: 400ms\n",
      "root/fixtures/chain-2.yaml": "use: ../fixtures/./good.yaml\noverlay: web\n",
      "root/fixtures/cycle-a.yaml": "use: cycle-b.yaml\n",
      "root/fixtures/cycle-b.yaml": "use: cycle-a.yaml\n",
      "root/fixtures/escape.yaml": "use: ../../outside/secret.yml\n",
      "root/fixtures/escape-home.yaml": "use: ~/home.yaml\n",
      "root/fixtures/bad-views.yaml": "views:\n  - id: 7\n    kind: sofa\n",
      "root/fixtures/not-yaml.yaml": "\(marker)-a: [\n  \"unclosed\n",
      "root/fixtures/list.yaml": "- \(marker)-b\n- two\n",
      "root/fixtures/scenario-key.yaml": "timeline: \(marker)-c\n",
      "root/fixtures/odd-key.yaml": "\(marker)-d: 1\n",
      "root/fixtures/empty.yaml": "",
      "root/fixtures/folder.yaml/inner.yaml": web,
      "root/suite/_defaults.yaml": "use: ../fixtures/config.yaml\n",
      "root/suite/~/home.yaml": "# a folder named ~ inside the tree\n" + web,
      "root/suite/deeper/s.yaml": "name: placeholder\n",
      "root/plain/s.yaml": "name: placeholder\n",
    ]
    for (name, text) in files {
      let path = base + "/" + name
      try? fm.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      require(fm.createFile(atPath: path, contents: Data(text.utf8)), "cannot write \(path)")
    }
    require(
      fm.createFile(
        atPath: root + "/fixtures/binary.yaml",
        contents: Data([0xFF, 0xFE, 0x00] + Array("\(marker)-e".utf8))))
    require(mkfifo(root + "/fixtures/pipe.yaml", 0o600) == 0, "mkfifo failed")
    let links: [(String, String)] = [
      ("links/good.yaml", "../fixtures/good.yaml"),
      ("links/out.yaml", "../../outside/secret.yml"),
      ("links/out-dir", "../../outside"),
      ("links/out-abs.yaml", outside + "/home/home.yaml"),
      ("links/proc", "/proc/self"),
      ("links/passwd.yaml", "/etc/passwd"),
      ("links/loop.yaml", "loop.yaml"),
      ("links/dangling.yaml", "nowhere.yaml"),
      ("links/in-dir", "../fixtures"),
      ("suite/in-links", "../links"),
    ]
    for (name, target) in links {
      try? fm.createDirectory(
        atPath: ((root + "/" + name) as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      require(symlink(target, root + "/" + name) == 0, "cannot link \(name)")
    }
    // A folder whose defaults file links out of the tree.
    try? fm.createDirectory(atPath: root + "/linked-defaults", withIntermediateDirectories: true)
    require(symlink("../../outside/secret.yml", root + "/linked-defaults/_defaults.yaml") == 0)
    require(symlink("root", base + "/rootlink") == 0)
    setenv("HOME", outside + "/home", 1)

    secrets = [
      "SECRET-outside-secret-9b1c", "SECRET-home-bashrc-4d2e", "SECRET-home-yaml-1a5f",
      "SECRET-outside-text-8c3d", marker, "root:x:0:0",
    ]
    // What /proc/self/environ holds: any long entry of it.
    if let environ = fm.contents(atPath: "/proc/self/environ") {
      for entry in environ.split(separator: 0) where entry.count >= 24 {
        secrets.append(String(decoding: entry.prefix(48), as: UTF8.self))
      }
    }

    watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    require(watcher >= 0, "inotify_init1 failed")
    let mask = UInt32(IN_OPEN | IN_ACCESS)
    for folder in [outside, outside + "/home"] {
      require(inotify_add_watch(watcher, folder, mask) >= 0, "cannot watch \(folder)")
    }
    for (name, _) in files {
      let path = FixtureScope.realPath(base + "/" + name) ?? base + "/" + name
      lineCounts[path] = SourceFile(path: path, text: files[name] ?? "").lineCount
    }
  }

  /// The names of outside files opened or read since the last call.
  func drainOpenedOutside() -> [String] {
    var names: [String] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(watcher, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        }
        let nameStart = offset + MemoryLayout<inotify_event>.size
        let nameBytes = buffer[nameStart..<min(nameStart + Int(event.len), count)]
        names.append(String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
        offset = nameStart + Int(event.len)
      }
    }
    return names
  }
}

nonisolated(unsafe) private var tree: FixtureTree?

/// Every view id in `views` and their children, without recursion.
private func viewIDs(_ views: [View]) -> [String] {
  var ids: [String] = []
  var stack = views
  while let view = stack.popLast() {
    ids.append(view.id.rawValue)
    stack += view.children
  }
  return ids
}

/// What a decode gave, comparable between two decodes.
private func summary(_ result: Result<Scenario, ScenarioErrors>) -> String {
  switch result {
  case .success(let scenario):
    return "ok \(scenario.name) views \(viewIDs(scenario.views).sorted()) "
      + "config \(scenario.config) overlay \(String(describing: scenario.overlay)) "
      + "priority \(scenario.priority) steps \(scenario.steps.count)"
  case .failure(let errors):
    return errors.diagnostics.map(\.rendered).joined(separator: "\n")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fixtureFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if tree == nil { tree = FixtureTree() }
  guard let tree else { return 0 }
  _ = tree.drainOpenedOutside()
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let folders = ["suite", "suite/deeper", "plain", "linked-defaults"]
  var folder = "suite"
  var rootGiven = tree.root
  if let first = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(first) {
    let choice = Int(first - UInt8(ascii: "0"))
    folder = folders[choice % 4]
    if choice >= 4 { rootGiven = tree.base + "/rootlink" }
    bytes.removeFirst()
  }
  let input = String(decoding: bytes, as: UTF8.self)
  let text =
    input
    .replacingOccurrences(of: "@ROOT@", with: tree.root)
    .replacingOccurrences(of: "@OUT@", with: tree.outside)
  let file = SourceFile(path: rootGiven + "/" + folder + "/s.yaml", text: text)
  let scope = FixtureScope(root: rootGiven)
  require(scope.root == tree.root, "the scope's root is not the tree's: \(scope.root)")

  let first = ScenarioLoader.decode(file, fixtures: scope)
  let second = ScenarioLoader.decode(file, fixtures: scope)

  let opened = tree.drainOpenedOutside()
  require(opened.isEmpty, "a file outside the root was opened: \(opened)\ninput:\n\(text)")

  let firstSummary = summary(first)
  require(
    firstSummary == summary(second),
    "a second decode with the fixtures kept differs:\n\(firstSummary)\n---\n\(summary(second))")

  switch first {
  case .success(let scenario):
    require(
      !viewIDs(scenario.views).contains(FixtureTree.leakedView) || text.contains("leaked"),
      "a scenario took its views from a file outside the root")
  case .failure(let errors):
    require(!errors.diagnostics.isEmpty, "a failure without errors")
    for diagnostic in errors.diagnostics {
      let rendered = diagnostic.rendered
      for secret in tree.secrets where rendered.contains(secret) && !text.contains(secret) {
        fail("an error quotes `\(secret)` from a file:\n\(rendered)")
      }
      require(
        !rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
        "an error printed a control character raw:\n\(rendered)")
      require(!diagnostic.path.isEmpty, "an error without a path")
      let position = diagnostic.position
      require(
        position.line >= 1 && position.column >= 1,
        "an error at \(position.line):\(position.column)")
      let lines: Int?
      if diagnostic.path == file.path {
        lines = file.lineCount
      } else {
        let absolute = FixtureScope.absolute(diagnostic.path)
        let resolved = FixtureScope.realPath(absolute) ?? absolute
        if FixtureScope.isInside(resolved, tree.root) {
          lines = tree.lineCounts[resolved]
        } else {
          // A file outside: named, never shown.
          require(
            position.line == 1 && position.column == 1 && diagnostic.sourceLine.isEmpty,
            "an error points into a file outside the root:\n\(rendered)")
          lines = nil
        }
      }
      if let lines {
        require(
          position.line <= max(lines, 1) + 1,
          "an error at line \(position.line) of a file of \(lines) lines:\n\(rendered)")
      }
    }
  }
  return 0
}
