import TapScript
import Testing

/// One mistake gives one error, not a cascade.
@Suite struct CascadingErrorTests {
  func errors(_ text: String) -> [String] {
    switch ScenarioLoader.decode(SourceFile(path: "s.yaml", text: text)) {
    case .success: return []
    case .failure(let problem): return problem.diagnostics.map(\.summary)
    }
  }

  @Test func aMisspeltKeyIsUnknownNotAlsoMissing() {
    let found = errors(
      """
      name: x
      views:
        - id: web
          kind: web
          frame: [0, 0, 10, 10]
      timline:
        - 0ms: down 1 1
      expect:
        - never: link
      """)
    #expect(
      found == ["s.yaml:6:1: error: unknown top-level key `timline`; did you mean `timeline`?"])
  }

  @Test func aMissingKeyWithNoLookAlikeIsStillMissing() {
    let found = errors("name: x\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 1, 1]\n")
    #expect(found.contains("s.yaml:1:1: error: missing required key `timeline`"))
  }

  @Test func oneStepBackIsReportedOnceAndLaterStepsCheckedAgainstIt() {
    let found = errors(
      """
      name: x
      views:
        - id: web
          kind: web
          frame: [0, 0, 10, 10]
      timeline:
        - 0ms: down 1 1
        - 100ms: move 2 2
        - 50ms: move 3 3
        - 60ms: move 4 4
        - 70ms: jump 4 4
        - 65ms: up 4 4
      expect:
        - never: link
      """)
    #expect(
      found == [
        "s.yaml:9:5: error: time goes backwards: 50ms is before the previous step at 100ms",
        "s.yaml:11:11: error: unknown command `jump`",
        "s.yaml:12:5: error: time goes backwards: 65ms is before the previous step at 70ms",
      ])
  }
}
