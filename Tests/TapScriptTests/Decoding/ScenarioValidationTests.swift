import TapOrLink
import TapScript
import Testing

/// Each kind of validation error, with its exact line and column.
@Suite struct ScenarioValidationTests {
  static let views = """
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
    """

  /// A valid scenario with `extra` spliced in where marked.
  func scenario(
    config: String = "", timeline: String = "  - 0ms: down 5 5", expect: String = "  - never: tap"
  )
    -> String
  {
    "name: t\n\(config)\(Self.views)\ntimeline:\n\(timeline)\nexpect:\n\(expect)\n"
  }

  func errors(_ text: String) -> [String] {
    switch ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)) {
    case .success: return []
    case .failure(let errors): return errors.diagnostics.map(\.summary)
    }
  }

  @Test func validScenarioDecodes() {
    #expect(errors(scenario()) == [])
  }

  @Test func unknownTopLevelKeySuggestsTheNearest() {
    #expect(
      errors("nmae: t\n" + scenario()) == [
        "t.yaml:1:1: error: unknown top-level key `nmae`; did you mean `name`?"
      ])
  }

  @Test func missingRequiredKeys() {
    #expect(
      errors("name: t\n\(Self.views)\n") == [
        "t.yaml:1:1: error: missing required key `timeline`",
        "t.yaml:1:1: error: missing required key `expect`",
      ])
  }

  @Test func unknownConfigKeyAndBadValuesAreAllReported() {
    let config = "config:\n  windw: 750ms\n  slop: ten\n  long-press: 5 ms\n"
    #expect(
      errors(scenario(config: config)) == [
        "t.yaml:3:3: error: unknown config key `windw`; did you mean `window`?",
        "t.yaml:4:9: error: `slop` must be a number like `10` or `-2.5`; found `ten`",
        "t.yaml:5:15: error: `long-press` (or `off`): `5 ms` is not a time; write a number with `ms` or `s`, like `750ms`",
      ])
  }

  @Test func bareDecimalTimeIsAnError() {
    #expect(
      errors(scenario(timeline: "  - 12.5: down 5 5")) == [
        "t.yaml:7:5: error: step time: a bare time must be a whole number of milliseconds; "
          + "if `12.5` is seconds, write `12.5s` or `12500ms`; if milliseconds, `12.5ms`"
      ])
  }

  @Test func negativeStepTimeSaysTimesCannotBeNegative() {
    #expect(
      errors(scenario(timeline: "  - -3: down 5 5")) == [
        "t.yaml:7:5: error: step time: `-3` has a sign; times cannot be negative"
      ])
  }

  @Test("a bare fraction in a duration setting suggests seconds first: 0.5s or 500ms")
  func bareFractionSetting() {
    #expect(
      errors(scenario(config: "config:\n  window: 0.5\n")) == [
        "t.yaml:3:11: error: `window` (or `adaptive`): a bare time must be a whole number of "
          + "milliseconds; if `0.5` is seconds, write `0.5s` or `500ms`; if milliseconds, `0.5ms`"
      ])
    #expect(
      errors(scenario(config: "config:\n  long-press: 0.0015\n")) == [
        "t.yaml:3:15: error: `long-press` (or `off`): a bare time must be a whole number of "
          + "milliseconds; if `0.0015` is seconds, write `0.0015s` or `1.5ms`; if milliseconds, "
          + "`0.0015ms`"
      ])
  }

  @Test func hugeTimesAreErrorsNotCrashes() {
    #expect(
      errors(scenario(timeline: "  - 9223372037s: down 5 5")) == [
        "t.yaml:7:5: error: step time: `9223372037s` is too long; times go up to 1000000000ms"
      ])
    #expect(
      errors(scenario(timeline: "  - 1000000000ms: down 5 5\n  - +1ms: up 5 5")) == [
        "t.yaml:8:5: error: step time: 1000000001ms is past the longest time, 1000000000ms"
      ])
  }

  @Test func timeGoingBackwards() {
    #expect(
      errors(scenario(timeline: "  - 40ms: down 5 5\n  - 30ms: up 5 5")) == [
        "t.yaml:8:5: error: time goes backwards: 30ms is before the previous step at 40ms"
      ])
  }

  @Test func relativeTimesAddUp() throws {
    let text = scenario(timeline: "  - 10ms: down 5 5\n  - +40ms: up 5 5\n  - +0.5s: back")
    let scenario = try ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)).get()
    #expect(
      scenario.steps.map(\.time) == [.milliseconds(10), .milliseconds(50), .milliseconds(550)])
  }

  @Test func unknownCommandSuggestsTheNearest() {
    #expect(
      errors(scenario(timeline: "  - 0ms: dwon 5 5")) == [
        "t.yaml:7:10: error: unknown command `dwon`; did you mean `down`?"
      ])
  }

  @Test func badNumberInACommandPointsAtTheWord() {
    #expect(
      errors(scenario(timeline: "  - 0ms: down 5 x5")) == [
        "t.yaml:7:17: error: expected a number like `50` or `-2.5`; found `x5`"
      ])
  }

  @Test func requestOptionsInEitherOrderAndUnknownType() throws {
    let good = scenario(timeline: "  - 0ms: request https://a.com subframe type form")
    let decoded = try ScenarioLoader.decode(SourceFile(path: "t.yaml", text: good)).get()
    #expect(
      decoded.steps.first?.command
        == .request(NavigationRequest(url: "https://a.com", type: .form, isMainFrame: false)))
    #expect(
      errors(scenario(timeline: "  - 0ms: request https://a.com type lnk")) == [
        "t.yaml:7:37: error: unknown request type `lnk`; did you mean `link`?"
      ])
  }

  @Test func unknownViewIDsInCommandsAndOverlay() {
    #expect(
      errors("overlay: wbe\n" + scenario(timeline: "  - 0ms: hide webb")) == [
        "t.yaml:1:10: error: unknown view id `wbe`; did you mean `web`?",
        "t.yaml:8:15: error: unknown view id `webb`; did you mean `web`?",
      ])
  }

  @Test func duplicateViewIDs() {
    let text = """
      name: t
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
        - id: web
          frame: [0, 0, 10, 10]
      timeline:
        - 0ms: down 5 5
      expect:
        - never: tap
      """
    #expect(errors(text) == ["t.yaml:6:9: error: duplicate view id `web`"])
  }

  @Test func frameMustBeFourNumbers() {
    let text = scenario().replacingOccurrences(of: "[0, 0, 320, 480]", with: "[0, 0, 320]")
    #expect(
      errors(text) == [
        "t.yaml:5:12: error: `frame` must be four numbers `[x, y, width, height]`; found 3 items"
      ])
  }

  @Test func viewTreeWithoutAWebView() {
    let text = scenario().replacingOccurrences(of: "    kind: web\n", with: "")
    #expect(
      errors(text) == [
        "t.yaml:2:1: error: the view tree has no web view; give one view `kind: web`"
      ])
  }

  @Test func unknownEventAndTooManyArguments() {
    #expect(
      errors(scenario(expect: "  - 0ms: tapp web\n  - 10ms: moved now")) == [
        "t.yaml:9:10: error: unknown event `tapp`; did you mean `tap`?",
        "t.yaml:10:17: error: `moved` has no arguments; unexpected `now`",
      ])
  }

  @Test func expectTimesAreAbsolute() {
    #expect(
      errors(scenario(expect: "  - +10ms: tap")) == [
        "t.yaml:9:5: error: times in `expect` are absolute; write `10ms`"
      ])
  }

  @Test func bridgeOriginsMustParse() {
    let text =
      "bridge:\n  scheme: nativeaction\n  actions: [hideShow]\n  origins: [example.com]\n"
      + scenario()
    #expect(
      errors(text) == [
        "t.yaml:4:13: error: `example.com` is not an origin; write scheme://host[:port], like `https://example.com`"
      ])
  }

  @Test func longPressOffAndStrategyProbe() throws {
    let config = "config:\n  long-press: off\n  strategy: probe\n  activation: [link]\n"
    let decoded = try ScenarioLoader.decode(
      SourceFile(path: "t.yaml", text: scenario(config: config))
    ).get()
    #expect(decoded.config.longPress == nil)
    #expect(decoded.config.strategy == .probe)
    #expect(decoded.config.activation == [.link])
  }

  @Test func syntaxAndValidationErrorsAreReportedTogether() {
    let text = scenario(
      config: "config:\n  windw: 750ms\n\tslop: 5\n", timeline: "  - 0ms: dwon 5 5")
    let found = errors(text)
    #expect(found.count == 3)
    #expect(found.first == "t.yaml:3:3: error: unknown config key `windw`; did you mean `window`?")
    #expect(found.dropFirst().first?.hasPrefix("t.yaml:4:1: error:") == true)
    #expect(found.last == "t.yaml:10:10: error: unknown command `dwon`; did you mean `down`?")
  }

  @Test func errorsThatASyntaxErrorMayCauseAreLeftOut() {
    // The view's frame line is unreadable, so "a view needs a frame" would
    // only mislead.
    let text = scenario().replacingOccurrences(of: "frame: [0, 0, 320, 480]", with: "frame: [0, 0")
    let found = errors(text)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("t.yaml:5:12: error:") == true)
  }
}
