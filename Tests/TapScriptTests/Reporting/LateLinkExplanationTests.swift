import TapOrLink
import TapScript
import Testing

/// What `--explain` says about a late link: the tap it belongs to, when that
/// tap was decided, and how late the request came after it.
@Suite struct LateLinkExplanationTests {
  @Test("a late click is explained as the late link of its own tap, not of the latest one")
  func lateLinkNamesItsTap() throws {
    let text = """
      name: t
      config:
        page-answers: manual
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
      timeline:
        - 0ms: down 50 100
        - 40ms: up 50 100
        - 50ms: answer content at 50 100
        - 200ms: down 200 300
        - 240ms: up 200 300
        - 250ms: answer content at 200 300
        - 340ms: request https://example.com/first
        - 400ms: same-document push https://example.com/second
      expect:
        - 50ms: tap web
        - 250ms: tap web
      """
    let scenario = try ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)).get()
    let lines = ScenarioRunner.run(scenario).explanations
    #expect(
      lines.contains(
        "340ms: late link for gesture #1, decided tap at 50ms: request https://example.com/first "
          + "came 290ms after that tap, within the full window after its touch-up; the tap stands"))
    #expect(
      lines.contains(
        "400ms: late link for gesture #2, decided tap at 250ms: same-document push "
          + "https://example.com/second came 150ms after that tap, within the full window after "
          + "its touch-up; the tap stands"))
  }
}
