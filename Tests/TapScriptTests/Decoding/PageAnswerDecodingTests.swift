import TapOrLink
import TapScript
import Testing

/// `page-answers`, `window: adaptive` and the `answer` step.
@Suite struct PageAnswerDecodingTests {
  static let views = """
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
    """

  func decode(config: String = "", timeline: String) -> Result<Scenario, ScenarioErrors> {
    let text =
      "name: t\n\(config)\(Self.views)\ntimeline:\n  - 0ms: down 5 5\n\(timeline)\n"
      + "expect:\n  - never: tap\n"
    return ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text))
  }

  func errors(config: String = "", timeline: String) -> [String] {
    switch decode(config: config, timeline: timeline) {
    case .success: return []
    case .failure(let errors): return errors.diagnostics.map(\.summary)
    }
  }

  @Test func scriptedAnswerWithoutPageAnswersIsAnErrorAtItsLine() {
    #expect(
      errors(timeline: "  - 10ms: answer content") == [
        "t.yaml:8:11: error: `answer` needs a page that answers: set `page-answers:` in "
          + "`config` (a delay like `16ms`, or `manual`) or `strategy: probe`"
      ])
    #expect(
      errors(config: "config:\n  page-answers: off\n", timeline: "  - 1ms: answer link").count == 1)
  }

  @Test func answersDecodeWithEachTarget() throws {
    let scenario = try decode(
      config: "config:\n  page-answers: manual\n",
      timeline:
        "  - 1ms: answer content\n  - 2ms: answer link at 5 -6.5\n  - 3ms: answer unknown gesture 2"
    ).get()
    #expect(
      scenario.steps.dropFirst().map(\.command) == [
        .answer(.content, .latest), .answer(.link, .point(Point(x: 5, y: -6.5))),
        .answer(.unknown, .gesture(GestureID(2))),
      ])
    #expect(scenario.config.pageAnswers == .manual)
  }

  @Test func badAnswersAreErrors() {
    let config = "config:\n  strategy: probe\n"
    #expect(
      errors(config: config, timeline: "  - 1ms: answer contnet") == [
        "t.yaml:10:17: error: unknown answer kind `contnet`; did you mean `content`?"
      ])
    #expect(errors(config: config, timeline: "  - 1ms: answer").count == 1)
    #expect(errors(config: config, timeline: "  - 1ms: answer link at 5").count == 1)
    #expect(errors(config: config, timeline: "  - 1ms: answer link gesture -1").count == 1)
    #expect(errors(config: config, timeline: "  - 1ms: answer link near 1 2").count == 1)
  }

  @Test("an answer or a touch missing a coordinate says which one is missing (contract 1.2)")
  func missingCoordinatesAreNamed() {
    let config = "config:\n  page-answers: manual\n"
    #expect(
      errors(config: config, timeline: "  - 1ms: answer content at 10") == [
        "t.yaml:10:31: error: `answer content at` is missing the Y coordinate: "
          + "`answer KIND at X Y`"
      ])
    #expect(
      errors(config: config, timeline: "  - 1ms: answer link at") == [
        "t.yaml:10:25: error: `answer link at` is missing the X and Y coordinates: "
          + "`answer KIND at X Y`"
      ])
    #expect(
      errors(config: config, timeline: "  - 1ms: answer link gesture") == [
        "t.yaml:10:30: error: `answer link gesture` is missing the gesture's number: "
          + "`answer KIND gesture N`"
      ])
    #expect(
      errors(config: config, timeline: "  - 1ms: answer link at 1 2 3").first?.hasPrefix(
        "t.yaml:10:29: error: unexpected `3` after `at 1 2`") == true)
    #expect(
      errors(config: config, timeline: "  - 1ms: up 10") == [
        "t.yaml:10:16: error: `up` is missing the Y coordinate: "
          + "`up X Y [finger N] [with POINTER]`"
      ])
  }

  @Test func pageAnswersAndAdaptiveConfig() throws {
    let scenario = try decode(
      config: "config:\n  page-answers: 16ms\n  window: adaptive\n  adaptive-observations: 5\n",
      timeline: "  - 1ms: up 5 5"
    ).get()
    #expect(scenario.config.pageAnswers == .after(.milliseconds(16)))
    #expect(scenario.config.adaptiveWindow?.observations == 5)
    #expect(scenario.config.window == .milliseconds(750))
    let engine = scenario.config.overlayConfiguration(bridge: nil)
    #expect(engine.strategy.name == "page-answers")
    #expect(engine.adaptiveWindow == AdaptiveWindow(observations: 5))
    #expect(
      errors(config: "config:\n  page-answers: soon\n", timeline: "  - 1ms: up 5 5").count == 1)
    #expect(
      errors(config: "config:\n  window: adaptiv\n", timeline: "  - 1ms: up 5 5").count == 1)
    #expect(
      errors(config: "config:\n  adaptive-observations: 0\n", timeline: "  - 1ms: up 5 5").count
        == 1)
  }

  /// `adaptive-observations` is the adaptive window's count: it makes no
  /// window adaptive, in any order, and `window:` holds one of the two.
  @Test(
    arguments: [
      ("  adaptive-observations: 5\n", nil, Duration.milliseconds(750)),
      ("  adaptive-observations: 5\n  window: 500ms\n", nil, .milliseconds(500)),
      ("  window: 500ms\n  adaptive-observations: 5\n", nil, .milliseconds(500)),
      ("  adaptive-observations: 5\n  window: adaptive\n", 5, .milliseconds(750)),
    ] as [(String, Int?, Duration)])
  func adaptiveObservationsCountOnlyForAnAdaptiveWindow(
    _ settings: String, _ observations: Int?, _ window: Duration
  ) throws {
    let config = try decode(config: "config:\n" + settings, timeline: "  - 1ms: up 5 5").get()
      .config
    #expect(config.adaptiveWindow.map(\.observations) == observations)
    #expect(config.adaptiveWindow == observations.map { AdaptiveWindow(observations: $0) })
    #expect(config.window == window)
  }
}
