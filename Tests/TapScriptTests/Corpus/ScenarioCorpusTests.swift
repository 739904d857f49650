import Foundation
import TapScript
import TestSupport
import Testing

/// Every file under `Scenarios/` runs as its own test.
@Suite struct ScenarioCorpusTests {
  static var root: URL { PackageRoot.url }

  static var corpus: [String] {
    let folder = root.appendingPathComponent("Scenarios").path
    return ScenarioDiscovery.files(in: [folder]).files.map {
      String($0.dropFirst(root.path.count + 1))
    }
  }

  @Test("the corpus is large enough to cover the contract")
  func corpusSize() {
    #expect(Self.corpus.count >= 60)
  }

  @Test("scenario passes", arguments: corpus)
  func scenarioPasses(_ relativePath: String) throws {
    let path = Self.root.appendingPathComponent(relativePath).path
    // Fixtures are read from the package root, as `swift run taporlink
    // Scenarios` there reads them, wherever the tests run from.
    let result = ScenarioLoader.run(path: path, fixtures: FixtureScope(root: Self.root.path))
    switch result.status {
    case .passed:
      break
    case .failed(let failure):
      let scenario = try #require(result.scenario)
      Issue.record(
        Comment(
          rawValue: FailureReport.render(failure, scenario: scenario, trace: result.trace)))
    case .invalid(let diagnostics):
      Issue.record(Comment(rawValue: diagnostics.map(\.rendered).joined(separator: "\n")))
    }
  }
}
