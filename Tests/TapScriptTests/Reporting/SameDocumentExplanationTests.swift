import TapOrLink
import TapScript
import Testing

/// What `--explain` says about same-document navigations that did not
/// count: in the decision of the gesture they came to, and on a line of
/// their own when no gesture was undecided.
@Suite struct SameDocumentExplanationTests {
  func result(_ timeline: String) throws -> ScenarioResult {
    let text = """
      name: t
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
          url: https://app.example/
      timeline:
      \(timeline)
      expect:
        - never: link
      """
    let scenario = try ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)).get()
    return ScenarioRunner.run(scenario)
  }

  @Test("a traverse after a tap on a back button: the tap's decision says it did not count")
  func traverseInTheWindow() throws {
    let result = try result(
      """
        - 0ms: down 5 5
        - 40ms: up 5 5
        - 120ms: same-document traverse https://app.example/#start
      """)

    #expect(
      result.explanations == [
        "120ms: same-document traverse https://app.example/#start: not counted because a back "
          + "or forward move is never a link activation",
        "790ms: tap for gesture #1 on web: no counted request between touch-up at 40ms and the "
          + "window's end; furthest travel 0 pt of 10; the page moved within the document "
          + "(traverse) at 120ms, not counted because a back or forward move is never a link "
          + "activation",
      ])
  }

  @Test("a scroll-spy's replace after a drag was decided: a line of its own says why")
  func replaceAfterMoved() throws {
    let result = try result(
      """
        - 0ms: down 100 300
        - 16ms: move 100 280
        - 32ms: move 100 260
        - 48ms: up 100 260
        - 70ms: same-document replace https://app.example/#two
      """)

    #expect(
      result.explanations == [
        "16ms: moved for gesture #1 on web: finger 1 travelled 20 pt from 100 300, more than "
          + "the slop of 10",
        "70ms: same-document replace https://app.example/#two: not counted because a replace "
          + "counts only for the latest gesture, lifted, in its window, with no finger down (a "
          + "page rewriting its own address, as a scroll-spy does, is not a link)",
      ])
    let text = TextReporter(explain: true).render(result) ?? ""
    #expect(text.contains("    70ms: same-document replace https://app.example/#two: not counted"))
  }

  @Test("a counted push adds no line: its decision says it")
  func countedPush() throws {
    let result = try result(
      """
        - 0ms: down 5 5
        - 40ms: up 5 5
        - 90ms: same-document push https://app.example/a
      """)
    #expect(result.explanations.count == 1)
    #expect(result.explanations.first?.contains("moved within the document (push)") == true)
  }
}
