import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScriptTesting
import Testing

/// The reader screen, tested as an app team would: Swift Testing, the
/// driver on virtual time, the controller as the overlay's decider and observer.
@MainActor
@Suite("Example: the reader screen (Swift Testing)")
struct ReaderControllerTests {
  let driver: TapDriver
  let reader: ReaderController

  init() throws {
    driver = try TapDriver(setup: ReaderScreen.setup)
    reader = ReaderController(overlay: MainTapOverlay(driver.overlay))
  }

  /// The page's script reporting a tap, 1 ms after touch-up, as the seed's
  /// `touchend` handler does.
  func pageScriptReportsTap() {
    driver.request(ReaderScreen.hideShow, type: .other, at: driver.now + .milliseconds(1))
  }

  @Test("a tap on the text hides the toolbar when the window closes, not before")
  func tapHidesToolbarAtWindowClose() {
    driver.tap(ReaderScreen.text.x, ReaderScreen.text.y, at: .milliseconds(0))
    driver.advance(to: .milliseconds(789))
    #expect(reader.toolbar == .shown)
    driver.advance(to: .milliseconds(790))
    #expect(reader.toolbar == .hidden)
    expectTap(driver, on: "web", at: .milliseconds(790))
  }

  @Test("a second tap shows the toolbar again")
  func secondTapShowsToolbar() {
    driver.tap(160, 200, at: .milliseconds(0))
    driver.tap(160, 220, at: .milliseconds(1_000))
    driver.runUntilIdle()
    #expect(reader.toolbar == .shown)
    expectOutcomes(
      driver,
      [
        .tap(on: "web", point: Point(x: 160, y: 200), at: .milliseconds(790)),
        .tap(on: "web", point: Point(x: 160, y: 220), at: .milliseconds(1_790)),
      ])
  }

  @Test("a tapped link is followed and leaves the toolbar alone")
  func linkIsFollowed() {
    driver.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(0))
    driver.runUntilIdle()
    #expect(reader.followed == [ReaderScreen.nextArticle])
    #expect(reader.toolbar == .shown)
    #expect(reader.backButtonShows)
    expectLink(driver, to: ReaderScreen.nextArticle, at: .milliseconds(340))
    expectNoTap(driver)
  }

  @Test("the page's script toggles at once, and the engine's tap does not toggle back")
  func scriptTapIsNotCountedTwice() {
    driver.tap(160, 200, at: .milliseconds(0))
    pageScriptReportsTap()
    #expect(reader.toolbar == .hidden)
    driver.runUntilIdle()
    #expect(reader.toolbar == .hidden)
    expectTrace(
      driver,
      matches: """
        - 41ms: block nativeAction://hideShow
        - 41ms: action hideShow
        - 790ms: tap web 160 200
        """)
  }

  @Test("quick taps with the page's script: each toggles exactly once")
  func quickScriptTaps() {
    driver.tap(160, 200, at: .milliseconds(0))
    pageScriptReportsTap()
    driver.tap(160, 200, at: .milliseconds(300))
    pageScriptReportsTap()
    #expect(reader.toolbar == .shown)
    driver.runUntilIdle()
    #expect(reader.toolbar == .shown)
    // The second tap comes down 260 ms after the first's lift, at its point:
    // a double tap (the library's default), which the reader does not
    // toggle on, so the page's script alone toggled, once for each tap.
    expectOutcomes(
      driver,
      [
        .tap(on: "web", at: .milliseconds(790)),
        ExpectedOutcome(
          .doubleTap, view: "web", point: Point(x: 160, y: 200), at: .milliseconds(1_090)),
      ])
  }

  @Test("the toolbar's buttons work only while it shows")
  func buttonsWorkWhileShown() {
    driver.tap(ReaderScreen.largerButton.x, ReaderScreen.largerButton.y, at: .milliseconds(0))
    #expect(reader.textSize == 1)
    driver.tap(160, 200, at: .milliseconds(100))
    driver.runUntilIdle()
    #expect(reader.toolbar == .hidden)
    driver.tap(ReaderScreen.largerButton.x, ReaderScreen.largerButton.y, at: .milliseconds(1_000))
    #expect(reader.textSize == 1)
    expectOutcomes(driver, [.tap(on: "web", at: .milliseconds(890))])
  }

  @Test("holding a finger on the text is a long press, not a toolbar toggle")
  func longPressDoesNotToggle() {
    driver.down(160, 200, at: .milliseconds(0))
    driver.up(160, 200, at: .milliseconds(800))
    driver.runUntilIdle()
    #expect(reader.toolbar == .shown)
    expectDecided(driver, .longPress(at: .milliseconds(500)))
    expectNoTap(driver)
  }

  @Test("the reading log counts taps and opened articles, read with for-await")
  func readingLogFollowsDecisions() async {
    let log = ReadingLog()
    let feed = driver.decisionFeed()
    let following = Task { await log.follow(feed.stream) }
    driver.tap(160, 200, at: .milliseconds(0))
    driver.advance(to: .milliseconds(790))
    await feed.untilConsumed()
    #expect(log.taps == 1)
    driver.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(1_000))
    driver.runUntilIdle()
    await feed.untilConsumed()
    #expect(log.opened == [ReaderScreen.nextArticle])
    feed.finish()
    await following.value
    #expect(log.ended)
  }

  @Test("a prefetcher awaiting the next link gets it, without sleeping")
  func prefetcherAwaitsNextLink() async {
    let feed = driver.decisionFeed()
    let next = Task { await ReadingLog.nextLink(in: feed.stream) }
    driver.tap(160, 200, at: .milliseconds(0))
    driver.tap(ReaderScreen.link.x, ReaderScreen.link.y, at: .milliseconds(1_000))
    driver.runUntilIdle()
    #expect(await next.value == ReaderScreen.nextArticle)
  }

  @Test("the corpus's reader scenario passes, as a file")
  func readerScenarioFile() {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    expectScenario(atPath: root.path + "/Scenarios/examples/reader-app-toolbar-toggle.yaml")
  }
}
