import TapOrLink
import TapOrLinkTesting
import Testing

/// Docs/Testing.md, "Page answers": each test is a recipe the guide quotes
/// word for word (`RecipeSyncTests` holds it to that).
@Suite struct PageAnswerRecipes {
  static let web = View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)

  @Test func aContentAnswerDecidesTheTapAtOnce() throws {
    let driver = try TapDriver(
      views: [Self.web], configuration: OverlayConfiguration(strategy: .pageAnswers))
    driver.tap(160, 200, at: .milliseconds(0))  // up at 40 ms
    driver.answer(.content, 160, 200, at: .milliseconds(60))
    expectTap(driver, on: "web", at: .milliseconds(60))
    #expect(driver.decisions[0].evidence.pageAnswer == .content)
  }

  @Test func aLinkAnswerKeepsTheWindowOpenForTheRequest() throws {
    let driver = try TapDriver(
      views: [Self.web], configuration: OverlayConfiguration(strategy: .pageAnswers))
    driver.tap(50, 20, at: .milliseconds(0))
    driver.answer(.link, 50, 20, at: .milliseconds(60))
    driver.request("https://example.com/a", at: .milliseconds(340))
    driver.runUntilIdle()
    expectOutcomes(driver, [.link(to: "https://example.com/a", at: .milliseconds(340))])
  }

  @Test func aPageThatAnswersByItself() throws {
    let link = WebLink(
      href: "https://example.com/a", frame: Rect(x: 10, y: 10, width: 100, height: 20))
    let driver = try TapDriver(
      views: [Self.web], links: [link],
      configuration: OverlayConfiguration(strategy: .pageAnswers),
      pageAnswerDelay: .milliseconds(20))
    driver.tap(160, 200, at: .milliseconds(0))  // content: a tap 20 ms after the up
    driver.tap(50, 20, at: .milliseconds(1_000))  // a link: its request after the click delay
    driver.runUntilIdle()
    expectOutcomes(
      driver,
      [
        .tap(on: "web", at: .milliseconds(60)),
        .link(to: "https://example.com/a", at: .milliseconds(1_340)),
      ])
  }

  @Test func anAnswerTheEngineIgnores() throws {
    let driver = try TapDriver(views: [Self.web])  // the timer strategy: no page answers
    driver.tap(160, 200, at: .milliseconds(0))
    let disposition = driver.answer(.content, 160, 200, at: .milliseconds(60))
    #expect(disposition == .ignored(.pageAnswersOff))
    driver.runUntilIdle()
    expectTap(driver, on: "web", at: .milliseconds(790))  // the window decided it
  }

  @Test func aTapOnTheControlIsThePagesBusiness() throws {
    let driver = try TapDriver(
      views: [Self.web], configuration: OverlayConfiguration(strategy: .pageAnswers))
    // Down, up at 40 ms, the script's `link` at the up, `control toggle` 4 ms later.
    driver.tapControl(.toggle, 40, 100, at: .milliseconds(0))
    driver.runUntilIdle()
    expectControl(driver, on: "web", kind: .toggle, at: .milliseconds(49))
    expectNoTap(driver)
    #expect(driver.decisions[0].evidence.pageAnswerControl == .toggle)
  }

  @Test func aButtonWhoseHandlerNavigatesIsALink() throws {
    let search = WebControl(
      frame: Rect(x: 0, y: 100, width: 100, height: 40), kind: .button,
      navigates: "https://example.com/search")
    let driver = try TapDriver(
      views: [Self.web], controls: [search],
      configuration: OverlayConfiguration(strategy: .pageAnswers),
      clickDelay: .milliseconds(5), pageAnswerDelay: .milliseconds(2))
    driver.tap(20, 120, at: .milliseconds(0))  // up at 40, the click at 45
    driver.runUntilIdle()
    expectOutcomes(driver, [.link(to: "https://example.com/search", at: .milliseconds(45))])
  }
}
