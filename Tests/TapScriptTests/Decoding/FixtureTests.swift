import Foundation
import TapOrLink
import TapScript
import TestSupport
import Testing

/// Shared fixtures (`use:`) and folder defaults (`_defaults.yaml`).
@Suite struct FixtureTests {
  static let web = """
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]

    """
  static let body = """
    timeline:
      - 0ms: down 5 5
      - 40ms: up 5 5
    expect:
      - never: link

    """

  /// A scratch folder holding `files` (name → text).
  func folder(_ files: [String: String]) throws -> URL {
    try ScratchFolder.make("fixtures", files: files)
  }

  /// Loads `name` as a run of the folder `dir` would: fixtures inside it.
  func load(_ dir: URL, _ name: String) -> Result<Scenario, ScenarioErrors> {
    ScenarioLoader.load(
      path: dir.appendingPathComponent(name).path, fixtures: FixtureScope(root: dir.path))
  }

  func errors(_ dir: URL, _ name: String) -> [String] {
    guard case .failure(let problem) = load(dir, name) else { return [] }
    return problem.diagnostics.map(\.rendered)
  }

  @Test func aScenarioTakesViewsAndConfigFromAFixtureAndOverridesPerConfigKey() throws {
    let dir = try folder([
      "fixtures/reader.yaml": Self.web + "config:\n  window: 500ms\n  slop: 4\n",
      "taps/one.yaml": "name: one\nuse: ../fixtures/reader.yaml\nconfig:\n  window: 300ms\n"
        + Self.body,
    ])
    let scenario = try load(dir, "taps/one.yaml").get()
    #expect(scenario.views.map(\.id) == ["web"])
    #expect(scenario.config.window == .milliseconds(300))
    #expect(scenario.config.slop == 4)
  }

  @Test func theScenariosWindowReplacesTheFixturesAdaptiveOneAndTheOtherWay() throws {
    let dir = try folder([
      "fixtures/adaptive.yaml": Self.web
        + "config:\n  window: adaptive\n  adaptive-observations: 3\n",
      "fixtures/fixed.yaml": Self.web + "config:\n  window: 500ms\n",
      "fixed.yaml": "name: fixed\nuse: fixtures/adaptive.yaml\nconfig:\n  window: 300ms\n"
        + Self.body,
      "adaptive.yaml": "name: adaptive\nuse: fixtures/fixed.yaml\nconfig:\n"
        + "  window: adaptive\n  adaptive-observations: 4\n" + Self.body,
      "count.yaml": "name: count\nuse: fixtures/adaptive.yaml\nconfig:\n"
        + "  adaptive-observations: 5\n" + Self.body,
    ])
    let fixed = try load(dir, "fixed.yaml").get().config
    #expect(fixed.adaptiveWindow == nil)
    #expect(fixed.window == .milliseconds(300))
    let adaptive = try load(dir, "adaptive.yaml").get().config
    #expect(adaptive.adaptiveWindow == AdaptiveWindow(observations: 4))
    #expect(adaptive.window == .milliseconds(750))
    #expect(
      try load(dir, "count.yaml").get().config.adaptiveWindow == AdaptiveWindow(observations: 5))
  }

  @Test func theScenariosOwnKeyReplacesTheFixturesWhole() throws {
    let dir = try folder([
      "fixtures/reader.yaml": Self.web,
      "one.yaml": "name: one\nuse: fixtures/reader.yaml\nviews:\n  - id: page\n    kind: web\n"
        + "    frame: [0, 0, 10, 10]\n" + Self.body,
    ])
    #expect(try load(dir, "one.yaml").get().views.map(\.id) == ["page"])
  }

  @Test func folderDefaultsComeFirstThenTheFixtureThenTheScenario() throws {
    let dir = try folder([
      "taps/_defaults.yaml": Self.web + "config:\n  slop: 2\n  click-delay: 100ms\n",
      "fixtures/slow.yaml": "config:\n  click-delay: 200ms\n",
      "taps/plain.yaml": "name: plain\n" + Self.body,
      "taps/slow.yaml": "name: slow\nuse: ../fixtures/slow.yaml\n" + Self.body,
    ])
    let plain = try load(dir, "taps/plain.yaml").get()
    #expect(plain.views.map(\.id) == ["web"])
    #expect(plain.config.slop == 2)
    #expect(plain.config.clickDelay == .milliseconds(100))
    let slow = try load(dir, "taps/slow.yaml").get()
    #expect(slow.config.slop == 2)
    #expect(slow.config.clickDelay == .milliseconds(200))
  }

  @Test func errorsInAFixturePointIntoItAndNameTheScenario() throws {
    let dir = try folder([
      "fixtures/bad.yaml": "views:\n  - id: web\n    kind: web\n    frme: [0, 0, 1, 1]\n",
      "taps/bad.yaml": "name: bad\nuse: ../fixtures/bad.yaml\n" + Self.body,
    ])
    let found = errors(dir, "taps/bad.yaml")
    #expect(found.count == 1)
    let message = try #require(found.first)
    #expect(message.hasPrefix("\(dir.path)/fixtures/bad.yaml:4:5: error: unknown view key `frme`"))
    #expect(
      message.hasSuffix("note: in a fixture used by the scenario `\(dir.path)/taps/bad.yaml`"))
  }

  @Test func aFixtureMayNotHoldATimeline() throws {
    let dir = try folder([
      "fixtures/f.yaml": Self.web + Self.body,
      "s.yaml": "name: s\nuse: fixtures/f.yaml\n" + Self.body,
    ])
    #expect(errors(dir, "s.yaml").contains { $0.contains("a fixture may not hold `timeline`") })
  }

  @Test func aMissingFixtureSaysWhy() throws {
    let dir = try folder(["s.yaml": "name: s\nuse: nowhere.yaml\n" + Self.body])
    let found = errors(dir, "s.yaml")
    #expect(found.first?.contains("s.yaml:2:6: error: cannot read the fixture") == true)
    #expect(found.first?.contains("no such file or folder") == true)
  }

  @Test func onlyRegularFilesAreReadAsFixtures() throws {
    let dir = try folder([
      "pipe.yaml": "name: s\nuse: pipe\n" + Self.body,
      "folder.yaml": "name: s\nuse: fixtures\n" + Self.body, "fixtures/web.yaml": Self.web,
    ])
    #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o600) == 0)
    #expect(errors(dir, "pipe.yaml").first?.contains("pipe`: it is not a file") == true)
    #expect(errors(dir, "folder.yaml").first?.contains("it is a folder") == true)
  }

  @Test func cyclesAndDeepChainsAreErrorsNotRecursion() throws {
    var files = [
      "fixtures/a.yaml": "use: b.yaml\n", "fixtures/b.yaml": "use: a.yaml\n",
      "cycle.yaml": "name: c\nuse: fixtures/a.yaml\n" + Self.body,
      "deep.yaml": "name: d\nuse: chain/0.yaml\n" + Self.body,
    ]
    for index in 0..<50 { files["chain/\(index).yaml"] = "use: \(index + 1).yaml\n" }
    files["chain/50.yaml"] = Self.web
    let dir = try folder(files)
    #expect(errors(dir, "cycle.yaml").first?.contains("makes a cycle of fixtures") == true)
    #expect(errors(dir, "deep.yaml").first?.contains("more than 8 deep") == true)
  }

  @Test func discoveryLeavesOutFixturesAndDefaults() throws {
    let dir = try folder([
      "fixtures/reader.yaml": Self.web, "taps/_defaults.yaml": Self.web,
      "taps/one.yaml": "name: one\n" + Self.body,
    ])
    let found = ScenarioDiscovery.files(in: [dir.path]).files
    #expect(found == [dir.appendingPathComponent("taps/one.yaml").path])
  }

  /// The contract runs every scenario found under a folder: a scenario in a
  /// fixture's place (a `_` name, a `fixtures` folder) is never left out.
  @Test func discoveryKeepsScenariosInAFixturesPlace() throws {
    let dir = try folder([
      "fixtures/reader.yaml": Self.web, "taps/_defaults.yaml": Self.web,
      "taps/_smoke.yaml": "name: smoke\n" + Self.web + Self.body,
      "fixtures/deep/real.yml": "# a scenario, though it lies here\nname: real\n" + Self.body,
      "taps/_half.yaml": Self.body,  // no name: run, so its error is seen
      "taps/_broken.yaml": "views: [\n", "taps/one.yaml": "name: one\n" + Self.body,
    ])
    // Not UTF-8: whatever it is, it runs, so its error is seen.
    try Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xE9, 0x0A]).write(
      to: dir.appendingPathComponent("taps/_latin.yaml"))
    // Larger than a scenario may be (a sparse file): not read, so it runs
    // and is refused by the loader. Nested past the parser's limit: read,
    // a mapping without a scenario's keys, so a fixture; no crash either way.
    let huge = dir.appendingPathComponent("taps/_huge.yaml")
    try #require(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(ScenarioLoader.maximumSize + 1))
    try handle.close()
    let deep = (0..<5_000).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
    try deep.write(
      to: dir.appendingPathComponent("taps/_deep.yaml"), atomically: true, encoding: .utf8)
    let found = ScenarioDiscovery.files(in: [dir.path]).files
    let expected = [
      "taps/_half.yaml", "taps/_huge.yaml", "taps/_latin.yaml", "taps/_smoke.yaml",
      "taps/one.yaml", "fixtures/deep/real.yml",
    ]
    #expect(Set(found) == Set(expected.map { dir.appendingPathComponent($0).path }))
    #expect(found.count == expected.count)
    let given = dir.appendingPathComponent("fixtures/reader.yaml").path
    #expect(ScenarioDiscovery.files(in: [given]).files == [given])
  }
}
