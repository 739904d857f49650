import Foundation
import TapOrLinkTesting
import TapScript
import TapScriptTesting
import TestSupport
import Testing

/// The lab's generated scenarios (`Scenarios/real-web`, `Scenarios/real-pages`)
/// are held as the library holds its own corpus: each passes, and the test
/// driver plays each to the runner's exact trace.
@Suite struct LabCorpusTests {
  @Test func everyScenarioPassesAndTheDriverPlaysItToTheRunnersTrace() throws {
    let folder = PackageRoot.appending("Scenarios").path
    let files = ScenarioDiscovery.files(in: [folder]).files
    #expect(files.count > 1_000, "\(folder)")
    for path in files {
      let scenario = try ScenarioLoader.load(path: path).get()
      #expect(ScenarioRunner.run(scenario).passed, "\(path)")
      let driver = try TapDriver(scenario: scenario)
      driver.play(scenario.steps)
      driver.runUntilIdle()
      #expect(driver.trace == (try ScenarioRunner.play(scenario).trace), "\(path)")
    }
  }
}
