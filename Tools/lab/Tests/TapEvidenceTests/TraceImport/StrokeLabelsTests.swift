import TapEvidence
import TapScript
import Testing

@Suite struct StrokeLabelsTests {
  @Test func readsTheHeuristicColumn() throws {
    let labels = try TraceFixtures.labelled(
      """
      source,recording,device,label_hint,stroke_id,pointer,n_events,heuristic
      lab,taps,Phone,hint,1,0,3,tap
      lab,taps,Phone,hint,2,0,4,move(no_up)
      """)
    #expect(labels[StrokeKey(source: "lab", recording: "taps", stroke: 1)]?.label == .tap)
    let move = labels[StrokeKey(source: "lab", recording: "taps", stroke: 2)]
    #expect(move?.label == .move)
    #expect(move?.text == "move(no_up)")
    #expect(move?.line == 3)
  }

  @Test func badLabelsAreErrors() {
    let text = """
      source,recording,stroke_id,heuristic,colour
      lab,taps,1,tapp,red
      """
    guard case .failure(let errors) = StrokeLabels.read(SourceFile(path: "strokes.csv", text: text))
    else {
      Issue.record("expected errors")
      return
    }
    #expect(
      errors.diagnostics.map(\.summary) == ["strokes.csv:1:38: error: unknown column `colour`"])

    let rows = """
      source,recording,stroke_id,heuristic
      lab,taps,1,tapp
      lab,taps,one,tap
      lab,taps,2,tap
      lab,taps,2,move
      """
    guard case .failure(let rowErrors) = StrokeLabels.read(SourceFile(path: "s.csv", text: rows))
    else {
      Issue.record("expected errors")
      return
    }
    #expect(
      rowErrors.diagnostics.map(\.summary) == [
        "s.csv:2:12: error: unknown label `tapp`; the labels are `tap`, `move`, `long_press`, "
          + "`move(no_up)`; did you mean `tap`?",
        "s.csv:3:10: error: `stroke_id` must be a whole number like `3`; found `one`",
        "s.csv:5:10: error: lab taps stroke 2 is labelled twice; first on line 4",
      ])
  }
}
