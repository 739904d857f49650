import TapOrLink
import TapOrLinkTesting
import Testing

/// Docs/Testing.md, "Decisions the test did not expect", word for word.
@Suite struct UnexpectedDecisionRecipes {
  // swift-format-ignore
  @Test func everyDecisionIsExpected() throws {
    let driver = try TapDriver(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      links: [WebLink(href: "https://example.com/a", frame: Rect(x: 10, y: 10, width: 100, height: 20))],
      exhaustive: true)
    driver.tap(160, 200, at: .milliseconds(0))
    driver.tap(50, 20, at: .milliseconds(1_000))    // the link
    driver.runUntilIdle()
    expectTap(driver, on: "web", at: .milliseconds(790))
    expectLink(driver, to: "https://example.com/a")
    #expect(driver.finish().isEmpty)    // leave out the expectLink: it fails here
  }
}
