import TapOrLink
import TapOrLinkTesting
import TapScriptTesting
import XCTest

/// The reader screen, tested as an app team with an XCTest suite would.
@MainActor
final class ReaderControllerXCTests: XCTestCase {
  private var driver: TapDriver!
  private var reader: ReaderController!

  override func setUp() async throws {
    driver = try TapDriver(setup: ReaderScreen.setup)
    reader = ReaderController(overlay: MainTapOverlay(driver.overlay))
  }

  override func tearDown() async throws {
    reader = nil
    driver = nil
  }

  func testTapOnTextHidesToolbarWhenWindowCloses() async {
    driver.tap(160, 200, at: .milliseconds(0))
    driver.advance(to: .milliseconds(789))
    XCTAssertEqual(reader.toolbar, .shown)
    driver.advance(to: .milliseconds(790))
    XCTAssertEqual(reader.toolbar, .hidden)
    assertTap(driver, on: "web", at: .milliseconds(790))
  }

  func testTappedLinkIsFollowed() async {
    driver.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(0))
    driver.runUntilIdle()
    XCTAssertEqual(reader.followed, [ReaderScreen.nextArticle])
    XCTAssertEqual(reader.toolbar, .shown)
    assertLink(driver, to: ReaderScreen.nextArticle, at: .milliseconds(340))
    assertNoTap(driver)
  }

  func testPageScriptTapIsNotCountedTwice() async {
    driver.tap(160, 200, at: .milliseconds(0))
    driver.request(ReaderScreen.hideShow, type: .other, at: .milliseconds(41))
    XCTAssertEqual(reader.toolbar, .hidden)
    driver.runUntilIdle()
    XCTAssertEqual(reader.toolbar, .hidden)
    assertOutcomes(driver, [.tap(on: "web", at: .milliseconds(790))])
  }

  func testBackButtonReturnsToArticle() async {
    driver.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(0))
    driver.runUntilIdle()
    XCTAssertTrue(reader.backButtonShows)
    driver.back(at: .milliseconds(2_000))
    XCTAssertFalse(reader.backButtonShows)
    assertTrace(
      driver,
      matches: """
        - 340ms: link https://reader.example.com/articles/43
        - 340ms: back shown
        - 2000ms: allow https://reader.example.com/articles/42
        - 2000ms: back hidden
        """)
  }

  func testReadingLogFollowsDecisions() async {
    let log = ReadingLog()
    let feed = driver.decisionFeed()
    let following = Task { await log.follow(feed.stream) }
    driver.tap(160, 200, at: .milliseconds(0))
    driver.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(1_000))
    driver.runUntilIdle()
    await feed.untilConsumed()
    XCTAssertEqual(log.taps, 1)
    XCTAssertEqual(log.opened, [ReaderScreen.nextArticle])
    feed.finish()
    await following.value
    XCTAssertTrue(log.ended)
  }

  func testTheSameScreenInRealTime() async throws {
    var setup = ReaderScreen.setup
    setup.configuration.window = .milliseconds(120)
    setup.clickDelay = .milliseconds(40)
    let quick = try TapDriver(setup: setup)
    quick.tap(160, 200, at: .milliseconds(0))
    quick.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(200))
    quick.runUntilIdle()
    assertOutcomes(
      quick, [.tap(on: "web", at: .milliseconds(160)), .link(at: .milliseconds(280))])
    await assertRealTimeReplay(quick.timeline)
  }
}
