import TapOrLink
import TapOrLinkTesting
import TapScript
import Testing

/// A decision's explanation names the page's answer: what, when, and why it
/// did or did not decide the gesture; `--explain` and the HTML report's
/// "Why" print the same sentence. The sentences Docs/Engine.md quotes are
/// these.
@Suite struct PageAnswerExplanationTests {
  static let web = View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)

  static func driver() throws -> TapDriver {
    try TapDriver(views: [web], configuration: OverlayConfiguration(strategy: .pageAnswers))
  }

  @Test func aLinkAnswerWithNoRequestIsNamedOnTheTap() throws {
    let driver = try Self.driver()
    driver.tap(160, 200, at: .milliseconds(0))
    driver.answer(.link, 160, 200, at: .milliseconds(60))
    driver.runUntilIdle()
    #expect(
      driver.decisions.map(\.explanation) == [
        "790ms: tap for gesture #1 on web: no counted request between touch-up at 40ms and the "
          + "window's end; furthest travel 0 pt of 10; the page answered link at 60ms, 20ms after "
          + "touch-up, which kept the window open for the link's request, and none came"
      ])
  }

  @Test func aLinkAnswerAndItsRequestAgree() throws {
    let driver = try Self.driver()
    driver.tap(50, 20, at: .milliseconds(0))
    driver.answer(.link, 50, 20, at: .milliseconds(60))
    driver.request("https://example.com/a", at: .milliseconds(340))
    #expect(
      driver.decisions.first?.explanation.hasSuffix(
        "; the page answered link at 60ms, 20ms after touch-up, which keeps the window open "
          + "for the link's request") == true)
  }

  @Test func anUnknownAnswerLeavesTheGestureToTheWindow() throws {
    let driver = try Self.driver()
    driver.tap(160, 200, at: .milliseconds(0))
    driver.answer(.unknown, 160, 200, at: .milliseconds(50))
    driver.runUntilIdle()
    #expect(
      driver.decisions.first?.explanation.hasSuffix(
        "; the page answered unknown at 50ms, 10ms after touch-up, which leaves the gesture to "
          + "the window, as without page answers") == true)
  }

  @Test func aContentAnswerBeforeAMoveSaysWhyItDidNotDecide() throws {
    let driver = try Self.driver()
    driver.down(160, 200, at: .milliseconds(0))
    driver.answer(.content, at: .milliseconds(10))
    driver.move(160, 230, at: .milliseconds(30))
    #expect(
      driver.decisions.first?.explanation.hasSuffix(
        "; the page answered content at 10ms, while the finger was down, which decides a tap "
          + "only for a finger still lifted within the slop") == true)
  }

  @Test func aContentAnswerThatDecidedIsTheRuleAlone() throws {
    let driver = try Self.driver()
    driver.tap(160, 200, at: .milliseconds(0))
    driver.answer(.content, 160, 200, at: .milliseconds(60))
    #expect(
      driver.decisions.map(\.explanation) == [
        "60ms: tap for gesture #1 on web: the page answered content for 160 200 at 60ms, 20ms "
          + "after touch-up"
      ])
  }

  @Test func aScenariosExplanationsNameTheAnswer() {
    let result = ScenarioLoader.run(
      SourceFile(
        path: "button.yaml",
        text: """
          name: a tap on a button the page handles by script
          config:
            page-answers: manual
          views:
            - id: web
              kind: web
              frame: [0, 0, 320, 480]
          timeline:
            - 0ms: down 160 200
            - 40ms: up 160 200
            - 60ms: answer link at 160 200
          expect:
            - 790ms: tap web 160 200
          """))
    #expect(result.explanations.contains { $0.contains("the page answered link at 60ms") })
  }
}
