import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScript
import TapScriptTesting
import Testing

/// A timeline played by the driver and the same timeline in a scenario file
/// give the same trace: the driver and the runner share one behaviour.
@Suite("TapDriver: same behaviour as scenario files")
struct ScenarioParityTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every file of the corpus.
  static var files: [String] {
    ScenarioDiscovery.files(in: [root.appendingPathComponent("Scenarios").path]).files
  }

  /// Every valid scenario of the corpus, its fixtures read from the package
  /// root (as `swift run taporlink Scenarios` there does), wherever the
  /// tests run from.
  static var corpus: [Scenario] {
    files.compactMap { path in
      try? ScenarioLoader.load(path: path, fixtures: FixtureScope(root: root.path)).get()
    }
  }

  @Test("the driver plays every corpus scenario to the runner's exact trace")
  func corpusParity() throws {
    let scenarios = Self.corpus
    #expect(scenarios.count > 20)
    #expect(scenarios.count == Self.files.count, "every file of the corpus loads")
    for scenario in scenarios {
      let runner = try ScenarioRunner.play(scenario).trace
      let driver = try TapDriver(scenario: scenario)
      driver.play(scenario.steps)
      driver.runUntilIdle()
      #expect(driver.trace == runner, "\(scenario.path)")
    }
  }

  @Test("a timeline scripted in Swift gives the trace of the same timeline in a file")
  func swiftAndFileAgree() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.tap(160, 200, at: ms(100))
    driver.down(160, 200, at: ms(1_000))
    driver.move(175, 200, at: ms(1_020))
    driver.up(175, 200, at: ms(1_040))
    driver.runUntilIdle()
    let text = """
      name: the same timeline as a file
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
          url: https://example.com/
          links:
            - href: https://example.com/a
              frame: [10, 10, 100, 20]
      timeline:
      \(try driver.timeline.stepLines.map { "  " + $0 }.joined(separator: "\n"))
      expect:
        - never: multitouch
      """
    let scenario = try ScenarioLoader.decode(SourceFile(path: "same.yaml", text: text)).get()
    #expect(try ScenarioRunner.play(scenario).trace == driver.trace)
  }
}
