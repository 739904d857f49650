import Foundation
import TapScript
import TestSupport
import Testing

/// `use:` reads fixtures only inside the folder tree being run, and an
/// error about a file that is not a fixture never quotes it (issue 19
/// item 2).
@Suite struct FixtureConfinementTests {
  static let secret = "hunter2-\(UUID().uuidString)"
  static let body =
    "timeline:\n  - 0ms: down 5 5\n  - 40ms: up 5 5\nexpect:\n  - 790ms: tap web 5 5\n"

  /// A folder `outside/` holding a secret, and `run/` (the folder run)
  /// holding `files`.
  func tree(_ files: [String: String]) throws -> (run: URL, outside: URL) {
    let base = try ScratchFolder.make("confinement")
    let run = base.appendingPathComponent("run")
    let outside = base.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try "password: \(Self.secret)\n".write(
      to: outside.appendingPathComponent("secrets.yml"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      let url = run.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return (run, outside)
  }

  /// Every report of a run of `name` inside `run`: text (with trace and
  /// explanations), JUnit and HTML.
  func reports(_ run: URL, _ name: String) -> String {
    let result = ScenarioLoader.run(
      path: run.appendingPathComponent(name).path, fixtures: FixtureScope(root: run.path))
    let all = RunResult(results: [result])
    let detail = RunResult.Detail(trace: true, explain: true)
    let text = TextReporter(colour: false, showTrace: true, explain: true, quiet: false)
    return [
      text.render(result) ?? "", JUnitReporter.render(all, detail: detail),
      HTMLReporter.render(all, detail: detail),
    ].joined(separator: "\n")
  }

  @Test(
    "paths that leave the folder tree are refused before reading",
    arguments: [
      "/etc/passwd", "/proc/self/environ", "../outside/secrets.yml", "../../../../../etc/passwd",
      "fixtures/../../outside/secrets.yml",
    ])
  func outside(use: String) throws {
    let (run, _) = try tree(["s.yaml": "name: s\nuse: \(use)\n" + Self.body])
    let report = reports(run, "s.yaml")
    #expect(report.contains("it is outside the folder tree being run"))
    #expect(!report.contains(Self.secret) && !report.contains("root:x:0"))
  }

  @Test("a symbolic link out of the tree is refused; one inside it is followed")
  func symbolicLinks() throws {
    let (run, outside) = try tree([
      "s.yaml": "name: s\nuse: link.yaml\n" + Self.body,
      "d.yaml": "name: d\nuse: inner.yaml\n" + Self.body,
      "fixtures/web.yaml": "views:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n",
    ])
    try FileManager.default.createSymbolicLink(
      at: run.appendingPathComponent("link.yaml"),
      withDestinationURL: outside.appendingPathComponent("secrets.yml"))
    try FileManager.default.createSymbolicLink(
      atPath: run.appendingPathComponent("inner.yaml").path,
      withDestinationPath: "fixtures/web.yaml")
    let report = reports(run, "s.yaml")
    #expect(report.contains("it is a symbolic link to a file outside the folder tree being run"))
    #expect(!report.contains(Self.secret))
    #expect(reports(run, "d.yaml").contains("PASS"))
  }

  @Test("a folder's defaults file that links out of the tree is refused too")
  func defaultsLink() throws {
    let (run, outside) = try tree(["taps/s.yaml": "name: s\n" + Self.body])
    try FileManager.default.createSymbolicLink(
      at: run.appendingPathComponent("taps/_defaults.yaml"),
      withDestinationURL: outside.appendingPathComponent("secrets.yml"))
    let report = reports(run, "taps/s.yaml")
    #expect(report.contains("symbolic link to a file outside"))
    #expect(!report.contains(Self.secret))
  }

  @Test("`~` is a plain folder name, never the home folder")
  func tilde() throws {
    let (run, _) = try tree([
      "s.yaml": "name: s\nuse: ~/web.yaml\n" + Self.body,
      "~/web.yaml": "views:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n",
      "h.yaml": "name: h\nuse: ../../~/.bashrc\n" + Self.body,
    ])
    #expect(reports(run, "s.yaml").contains("PASS"))
    #expect(reports(run, "h.yaml").contains("it is outside the folder tree being run"))
  }

  @Test(
    "a file in the tree that is not a fixture is named, never quoted",
    arguments: [
      "password: SECRET\n", "SECRET\n", "- SECRET\n", "key: [SECRET\n", "\"SECRET: x\n",
      "views: []\nSECRET: 1\n", "name: SECRET\n",
    ])
  func notAFixture(text: String) throws {
    let (run, _) = try tree([
      "s.yaml": "name: s\nuse: secrets.yml\n" + Self.body,
      "secrets.yml": text.replacingOccurrences(of: "SECRET", with: Self.secret),
    ])
    let report = reports(run, "s.yaml")
    #expect(report.contains("`\(run.path)/secrets.yml` is not a fixture"))
    #expect(!report.contains(Self.secret))
  }

  @Test("a fixture holding scenario keys says which, with the line")
  func scenarioKeys() throws {
    let (run, _) = try tree([
      "s.yaml": "name: s\nuse: f.yaml\n" + Self.body, "f.yaml": "views: []\n" + Self.body,
    ])
    #expect(reports(run, "s.yaml").contains("a fixture may not hold `timeline` of line 2"))
  }

  @Test("the command line reads fixtures inside the current folder or the folder run")
  func defaultScope() throws {
    let (run, _) = try tree(["a/s.yaml": "name: s\n" + Self.body])
    // The package root stands in for the current folder: the scratch
    // folder is outside it, wherever the tests were started.
    let current = PackageRoot.url.path
    FixtureScope.$currentFolder.withValue(current) {
      #expect(FixtureScope(running: run.path).root.hasSuffix("/run"))
      #expect(
        FixtureScope(running: run.appendingPathComponent("a/s.yaml").path).root.hasSuffix("/a"))
      #expect(FixtureScope(running: "Scenarios").root == FixtureScope(root: current).root)
    }
    // Inside the current folder, the scope is the current folder.
    FixtureScope.$currentFolder.withValue(run.path) {
      #expect(FixtureScope(running: run.appendingPathComponent("a").path).root.hasSuffix("/run"))
    }
  }
}
