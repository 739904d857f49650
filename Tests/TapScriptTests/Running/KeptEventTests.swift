import TapOrLink
import TapScript
import Testing

/// A run keeps its engine events in less memory than `OverlayEvent`s take
/// (a decision's room each), and gives them back unchanged.
@Suite struct KeptEventTests {
  @Test("a run's events read back as the engine gave them, every kind")
  func roundTrip() throws {
    let scenario = try ScenarioLoader.decode(SourceFile(path: "a.yaml", text: ContractExample.text))
      .get()
    let simulation = try ScenarioRunner.play(scenario)
    let result = ScenarioRunner.run(scenario)
    #expect(!result.events.isEmpty)
    #expect(result.events == simulation.events)
    let kinds = Set(result.events.map { "\($0.kind)".prefix { $0 != "(" } })
    #expect(kinds.isSuperset(of: ["delivered", "decided", "answered"]))
    var copy = result
    copy.events = Array(result.events.reversed())
    #expect(copy.events == result.events.reversed())
  }
}
