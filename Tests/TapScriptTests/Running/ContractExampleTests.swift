import TapOrLink
import TapScript
import Testing

/// The contract's own example, and the trace it must produce, line by line.
@Suite struct ContractExampleTests {
  static let example = ContractExample.text

  @Test func exampleProducesTheExactTrace() throws {
    let result = ScenarioLoader.run(SourceFile(path: "example.yaml", text: Self.example))
    #expect(result.passed)
    #expect(
      result.trace.map(\.description) == [
        "0ms: deliver down web",
        "40ms: deliver up web",
        "340ms: link https://example.com/a",
        "340ms: allow https://example.com/a",
      ])
  }

  @Test func tapOffTheLinkIsDecidedWhenTheWindowCloses() throws {
    let text = Self.example.replacingOccurrences(of: "up 50 20", with: "up 50 35")
      .replacingOccurrences(of: "down 50 20", with: "down 50 35")
    let result = ScenarioLoader.run(SourceFile(path: "tap.yaml", text: text))
    #expect(
      result.trace.map(\.description) == [
        "0ms: deliver down web", "40ms: deliver up web", "790ms: tap web 50 35",
      ])
    guard case .failed(let failure) = result.status else {
      Issue.record("a tap where a link was expected must fail")
      return
    }
    #expect(failure.line == 16)
  }

  @Test func decimalAndNegativeNumbersPrintInShortestForm() throws {
    let text = """
      name: shortest numbers
      views:
        - id: web
          kind: web
          frame: [-10, 0, 320, 480]
      timeline:
        - 0ms: down -3 10.5
        - 12.5ms: up -3 10.50
      expect:
        - 762.5ms: tap web -3 10.5
      """
    let result = ScenarioLoader.run(SourceFile(path: "numbers.yaml", text: text))
    #expect(result.passed)
    #expect(result.trace.last?.description == "762.5ms: tap web -3 10.5")
  }
}
