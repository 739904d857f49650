import TapScript
import Testing

/// `--explain` (and the HTML report, which always holds the explanations)
/// says which requests the app's decider blocked.
@Suite struct DeciderExplanationTests {
  @Test("a blocked request is explained after the link it decided; the bridge's blocks are not")
  func blockedRequestIsExplained() throws {
    let text = """
      name: x
      decider:
        block: [https://ads.example/]
      bridge:
        scheme: nativeaction
        actions: [hideShow]
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
          url: https://example.com/
      timeline:
        - 0ms: down 10 10
        - 40ms: up 10 10
        - 100ms: request https://ads.example/x
        - 200ms: request nativeaction://hideShow
      expect:
        - 100ms: link https://ads.example/x
        - 100ms: block https://ads.example/x
        - 200ms: block nativeaction://hideShow
      """
    let result = ScenarioLoader.run(SourceFile(path: "s.yaml", text: text))
    #expect(result.passed, "\(result.status)")
    #expect(
      result.explanations.dropFirst().first
        == "100ms: the app's decider blocked https://ads.example/x (a prefix in "
        + "`decider:`): it loads nothing and moves no history")
    #expect(result.explanations.count == 2)
  }
}
