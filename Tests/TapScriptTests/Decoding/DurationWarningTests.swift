import Foundation
import TapOrLink
import TapScript
import TestSupport
import Testing

/// A bare whole number below 20 given to a duration setting warns (it is
/// that many milliseconds, most likely not what was meant) and keeps its
/// meaning; nothing else warns.
@Suite struct DurationWarningTests {
  static let body = """
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
    timeline:
      - 0: down 5 5
      - 2: up 5 5
    expect:
      - never: link

    """

  /// A scenario whose `config:` holds `settings`, one a line.
  static func scenario(_ settings: [String]) -> SourceFile {
    let config = settings.map { "  \($0)\n" }.joined()
    return SourceFile(path: "s.yaml", text: "name: bare\nconfig:\n\(config)" + body)
  }

  static func decoded(_ settings: [String]) throws -> Scenario {
    try ScenarioLoader.decode(scenario(settings), fixtures: FixtureScope(root: "/nonexistent"))
      .get()
  }

  @Test(arguments: [
    ("long-press: 2", Duration.milliseconds(2)), ("window: 19", .milliseconds(19)),
    ("click-delay: 1", .milliseconds(1)), ("page-answers: 5", .milliseconds(5)),
    ("control-wait: 3", .milliseconds(3)), ("late-link-grace: 19", .milliseconds(19)),
    ("double-tap-interval: 1", .milliseconds(1)),
  ])
  func aBareNumberBelow20InADurationSettingWarnsAndStaysMilliseconds(
    _ setting: String, _ expected: Duration
  ) throws {
    let scenario = try Self.decoded([setting])
    let warning = try #require(scenario.warnings.first)
    #expect(scenario.warnings.count == 1)
    let key = String(setting.prefix { $0 != ":" })
    let value = String(setting.split(separator: " ").last!)
    #expect(warning.severity == .warning)
    #expect(warning.position == SourcePosition(line: 3, column: 3 + setting.count - value.count))
    #expect(
      warning.summary
        == "s.yaml:3:\(warning.position.column): warning: `\(setting)` is read as \(value) "
        + "millisecond\(value == "1" ? "" : "s") (a time without a unit is milliseconds); "
        + "write `\(value)ms` to keep that, or `\(value)s` for seconds")
    #expect(
      warning.rendered.hasSuffix(
        "\n  \(setting)\n" + String(repeating: " ", count: warning.position.column - 1) + "^"))
    switch key {
    case "long-press": #expect(scenario.config.longPress == expected)
    case "window": #expect(scenario.config.window == expected)
    case "click-delay": #expect(scenario.config.clickDelay == expected)
    case "control-wait": #expect(scenario.config.controlWait == expected)
    case "late-link-grace": #expect(scenario.config.lateLinkGrace == expected)
    case "double-tap-interval": #expect(scenario.config.doubleTapInterval == expected)
    default: #expect(scenario.config.pageAnswers == .after(expected))
    }
  }

  @Test(arguments: [
    "long-press: 2ms", "long-press: 2s", "window: 0.019s", "window: 0", "window: 20",
    "window: 500", "click-delay: 0ms", "page-answers: 16ms", "long-press: off",
    "window: adaptive", "page-answers: manual",
  ])
  func aValueWithAUnitZeroOr20AndMoreNeverWarns(_ setting: String) throws {
    #expect(try Self.decoded([setting]).warnings.isEmpty)
  }

  @Test func timelineAndExpectTimesAreNotSettingsAndNeverWarn() throws {
    // The body's timeline has `- 0:` and `- 2:`; an expectation at 7 too.
    let text =
      "name: t\nconfig:\n  window: 5ms\n  long-press: off\n"
      + Self.body.replacingOccurrences(of: "  - never: link\n", with: "  - 7: tap web 5 5\n")
    let scenario = try ScenarioLoader.decode(
      SourceFile(path: "t.yaml", text: text), fixtures: FixtureScope(root: "/nonexistent")
    ).get()
    #expect(scenario.warnings.isEmpty)
    #expect(ScenarioRunner.run(scenario).passed)
  }

  @Test func everySettingWarnsInFileOrderAndTheScenarioStillPasses() throws {
    let text =
      "name: w\nconfig:\n  long-press: 3\n  window: 4\n"
      + Self.body
      .replacingOccurrences(of: "  - never: link\n", with: "  - 6: tap web 5 5\n")
    let result = ScenarioLoader.run(SourceFile(path: "w.yaml", text: text))
    #expect(result.passed)
    #expect(result.warnings.map(\.position.line) == [3, 4])
    #expect(result.warnings.allSatisfy { $0.severity == .warning })
  }

  @Test func aFilesErrorsComeWithItsWarnings() {
    let file = Self.scenario(["long-press: 2", "windw: 750ms"])
    guard case .failure(let problem) = ScenarioLoader.decode(file) else {
      Issue.record("expected an error")
      return
    }
    #expect(problem.diagnostics.map(\.severity) == [.error])
    #expect(problem.diagnostics.first?.message == "unknown config key `windw`")
    #expect(problem.warnings.map(\.position) == [SourcePosition(line: 3, column: 15)])
    #expect(problem.description.contains("s.yaml:3:15: warning: `long-press: 2`"))
    let result = ScenarioLoader.run(file)
    #expect(result.isInvalid)
    #expect(result.warnings.count == 1)
  }

  @Test func aFixturesBareSettingWarnsInTheFixtureNamingTheScenario() throws {
    let dir = try ScratchFolder.make("warnings")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
    try "config:\n  click-delay: 9\n".write(
      to: dir.appendingPathComponent("fixtures/slow.yaml"), atomically: true, encoding: .utf8)
    let path = dir.appendingPathComponent("s.yaml").path
    try "name: uses\nuse: fixtures/slow.yaml\n\(Self.body)".write(
      toFile: path, atomically: true, encoding: .utf8)
    let scenario = try ScenarioLoader.load(path: path, fixtures: FixtureScope(root: dir.path))
      .get()
    let warning = try #require(scenario.warnings.first)
    #expect(warning.path.hasSuffix("fixtures/slow.yaml"))
    #expect(warning.position == SourcePosition(line: 2, column: 16))
    #expect(warning.note == "in a fixture used by the scenario `\(path)`")
    #expect(scenario.config.clickDelay == .milliseconds(9))
  }

  @Test func aDiagnosticSaysItsSeverity() {
    let file = SourceFile(path: "x.yaml", text: "window: 2\n")
    let error = ScriptDiagnostic(
      file: file, position: SourcePosition(line: 1, column: 9), message: "m")
    let warning = ScriptDiagnostic(
      file: file, position: SourcePosition(line: 1, column: 9), message: "m", severity: .warning)
    #expect(error.summary == "x.yaml:1:9: error: m")
    #expect(warning.summary == "x.yaml:1:9: warning: m")
    #expect(error != warning)
  }
}
