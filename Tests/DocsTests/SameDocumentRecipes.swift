import TapOrLink
import TapOrLinkTesting
import Testing

/// Docs/Testing.md, "Same-document navigations": a single-page app's router
/// moves the page and no request comes.
@Suite struct SameDocumentRecipes {
  static let web = View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)

  @Test func aRouterPushIsALink() throws {
    let driver = try TapDriver(views: [Self.web], firstPage: "https://example.com/")
    driver.tap(50, 20, at: .milliseconds(0))
    let disposition = driver.sameDocument(
      .push, to: "https://example.com/inbox", at: .milliseconds(80))
    #expect(disposition == .link(GestureID(1)))
    expectLink(driver, to: "https://example.com/inbox", at: .milliseconds(80))
    expectNoTap(driver)
  }

  @Test func aTraverseIsNeverALink() throws {
    let driver = try TapDriver(views: [Self.web], firstPage: "https://example.com/")
    driver.tap(160, 200, at: .milliseconds(0))
    driver.sameDocument(.traverse, to: "https://example.com/#top", at: .milliseconds(80))
    driver.runUntilIdle()
    expectTap(driver, on: "web", at: .milliseconds(790))
    expectNoLink(driver)
  }
}
