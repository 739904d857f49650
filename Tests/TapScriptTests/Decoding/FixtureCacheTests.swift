import Foundation
import TapOrLink
import TapScript
import TestSupport
import Testing

/// A run reads, parses and decodes each fixture once, whatever number of
/// scenarios share it, keyed by the file and its content: a file rewritten
/// during the run is read again, and what a scenario decoded with an error
/// or a warning is decoded again for the next, which reports it too.
@Suite struct FixtureCacheTests {
  /// A folder's defaults at the head of a chain of seven fixtures in all,
  /// the last holding the views and a config.
  static let chain: [String: String] = {
    var files = ["s/_defaults.yaml": "use: ../fixtures/f1.yaml\nconfig:\n  slop: 4\n"]
    for index in 1...5 {
      files["fixtures/f\(index).yaml"] =
        "use: f\(index + 1).yaml\nconfig:\n  window: \(100 * index)ms\n"
    }
    files["fixtures/f6.yaml"] = """
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
        - id: toolbar
          frame: [0, 440, 320, 40]
      priority: [toolbar]
      overlay: web
      bridge:
        scheme: app
        actions: [share]
        origins: [https://example.com]
      config:
        window: 700ms

      """
    return files
  }()

  static let body = """
    timeline:
      - 0ms: down 5 5
      - 40ms: up 5 5
    expect:
      - 140ms: tap web 5 5

    """

  /// A scratch folder holding `files` (name → text).
  func folder(_ files: [String: String]) throws -> URL {
    try ScratchFolder.make("fixture-cache", files: files)
  }

  func scenario(_ index: Int) -> String { "name: s\(index)\n" + Self.body }

  @Test("seven chained fixtures shared by 40 scenarios are each parsed once in the run")
  func parsedOnce() throws {
    var files = Self.chain
    for index in 0..<40 { files["s/t\(index).yaml"] = scenario(index) }
    files["s/tiny.yaml"] = "a: 1\n"
    let dir = try folder(files)
    let scope = FixtureScope(root: dir.path)
    var scenarios: [Scenario] = []
    for index in 0..<40 {
      let path = dir.appendingPathComponent("s/t\(index).yaml").path
      scenarios.append(try ScenarioLoader.load(path: path, fixtures: scope).get())
    }
    // A 5-byte scenario that is no scenario still reads its folder's chain.
    guard
      case .failure = ScenarioLoader.load(
        path: dir.appendingPathComponent("s/tiny.yaml").path, fixtures: scope)
    else {
      Issue.record("a: 1 loaded")
      return
    }
    #expect(scope.parseCount == 7)
    // The chain's config, its views, priority, overlay and bridge: each
    // decoded once, for the first scenario.
    #expect(scope.decodeCount == 5)
    for scenario in scenarios {
      #expect(scenario.views.map(\.id) == ["web", "toolbar"])
      #expect(scenario.config.window == .milliseconds(100))
      #expect(scenario.config.slop == 4)
      #expect(scenario.priority == ["toolbar"])
      #expect(scenario.overlay == "web")
      #expect(scenario.bridge?.actions == ["share"])
    }
    #expect(
      ScenarioLoader.run(path: dir.appendingPathComponent("s/t7.yaml").path, fixtures: scope)
        .passed)
    #expect(scope.parseCount == 7)
  }

  @Test("a fixture rewritten during the run is read again, not served from the old file")
  func rewrittenDuringTheRun() throws {
    var files = Self.chain
    files["s/a.yaml"] = scenario(1)
    files["s/b.yaml"] = scenario(2)
    let dir = try folder(files)
    let scope = FixtureScope(root: dir.path)
    let first = try ScenarioLoader.load(
      path: dir.appendingPathComponent("s/a.yaml").path, fixtures: scope
    ).get()
    #expect(first.config.window == .milliseconds(100))
    try "use: f2.yaml\nconfig:\n  window: 250ms\n".write(
      to: dir.appendingPathComponent("fixtures/f1.yaml"), atomically: true, encoding: .utf8)
    let second = try ScenarioLoader.load(
      path: dir.appendingPathComponent("s/b.yaml").path, fixtures: scope
    ).get()
    #expect(second.config.window == .milliseconds(250))
    #expect(scope.parseCount == 8)
  }

  @Test("a fixture rewritten between two scenarios is read again, and a new run reads it too")
  func readAgainWhenRewritten() throws {
    let (run, _) = try FixtureConfinementTests().tree([
      "a.yaml": "name: a\nuse: f.yaml\n" + FixtureConfinementTests.body,
      "b.yaml": "name: b\nuse: f.yaml\n" + FixtureConfinementTests.body,
      "f.yaml": "views:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n",
    ])
    let scope = FixtureScope(root: run.path)
    #expect(
      ScenarioLoader.run(path: run.appendingPathComponent("a.yaml").path, fixtures: scope).passed)
    try "views: [".write(
      to: run.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
    #expect(
      !ScenarioLoader.run(path: run.appendingPathComponent("b.yaml").path, fixtures: scope).passed)
    let again = ScenarioLoader.run(
      path: run.appendingPathComponent("b.yaml").path, fixtures: FixtureScope(root: run.path))
    #expect(!again.passed)
  }

  @Test("one fixture reached by two written paths is read once and shown as each")
  func twoWrittenPaths() throws {
    let dir = try folder([
      "fixtures/web.yaml": "views:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n",
      "a/one.yaml": "name: one\nuse: ../fixtures/web.yaml\n" + Self.body,
      "b/c/two.yaml": "name: two\nuse: ../../fixtures/./web.yaml\nviews: 1\n" + Self.body,
    ])
    let scope = FixtureScope(root: dir.path)
    let path = { (name: String) in dir.appendingPathComponent(name).path }
    _ = try ScenarioLoader.load(path: path("a/one.yaml"), fixtures: scope).get()
    _ = ScenarioLoader.load(path: path("b/c/two.yaml"), fixtures: scope)
    #expect(scope.parseCount == 1)
  }

  @Test("errors and warnings in a shared fixture are reported for every scenario using it")
  func problemsEveryTime() throws {
    let dir = try folder([
      "fixtures/bad.yaml": """
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, wide]
      config:
        long-press: 2

      """,
      "s/one.yaml": "name: one\nuse: ../fixtures/bad.yaml\n" + Self.body,
      "s/two.yaml": "name: two\nuse: ../fixtures/bad.yaml\n" + Self.body,
    ])
    let scope = FixtureScope(root: dir.path)
    for name in ["one", "two"] {
      let path = dir.appendingPathComponent("s/\(name).yaml").path
      guard case .failure(let errors) = ScenarioLoader.load(path: path, fixtures: scope) else {
        Issue.record("\(name) loaded")
        continue
      }
      let text = errors.diagnostics.map(\.rendered).joined(separator: "\n")
      #expect(text.contains("bad.yaml:4:"), "\(text)")
      #expect(text.contains("used by the scenario `\(path)`"), "\(text)")
    }
    // Not kept: decoded again (views and config) for each scenario.
    #expect(scope.parseCount == 1)
    #expect(scope.decodeCount == 4)
  }
}
