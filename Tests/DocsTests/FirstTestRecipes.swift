import TapOrLink
import TapOrLinkTesting
import Testing

/// Docs/Testing.md, "A first test", word for word.
@Suite struct FirstTestRecipes {
  // swift-format-ignore
  @Test func aTapOnTheTextIsDecidedWhenTheWindowCloses() throws {
    let driver = try TapDriver(views: [
      View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
    ])
    driver.down(160, 200, at: .milliseconds(0))
    driver.up(160, 200, at: .milliseconds(40))
    driver.advance(by: .milliseconds(750))
    expectTap(driver, on: "web", at: .milliseconds(790))     // XCTest: assertTap(…)
  }
}
