import TapOrLink
import TapOrLinkTesting
import TapOrLinkWebKit
import TapOrLinkWebKitTesting
import TapScript
import TapScriptTesting
import Testing

/// `WebViewDriver` plays each message at its instant, through the input's
/// own rules, and records it as a scenario step.
@MainActor
@Suite struct WebViewDriverTests {
  @Test func aTimerDueBeforeAMessageRunsFirst() throws {
    let web = try WebViewDriver(configuration: OverlayConfiguration(strategy: .pageAnswers))
    web.tap(160, 200, at: .milliseconds(0))  // window closes at 790 ms
    let message = web.answer(.content, 160, 200, at: .milliseconds(800))
    #expect(message.isPageAnswer)
    expectOutcomes(web.driver, [.tap(at: .milliseconds(790))])
  }

  @Test func aMessageAtTheWindowsEndComesBeforeItsTimer() throws {
    let web = try WebViewDriver()
    web.tap(160, 200, at: .milliseconds(0))
    web.answer(.link, 160, 200, at: .milliseconds(60))
    web.navigationAction("https://example.com/a", at: .milliseconds(790))
    expectOutcomes(web.driver, [.link(to: "https://example.com/a", at: .milliseconds(790))])
  }

  @Test func aFramesNavigationReportIsNotTaken() throws {
    let web = try WebViewDriver()
    web.frame = ScriptMessageFrame(isMainFrame: false, host: "ads.example.net", port: 0)
    web.tap(50, 20, at: .milliseconds(0))
    web.sameDocument(.push, to: "https://example.com/inbox", at: .milliseconds(80))
    web.driver.runUntilIdle()
    expectNoLink(web.driver)
  }

  @Test func aZoomedAnswerIsMappedIntoTheWebViewsPoints() throws {
    let web = try WebViewDriver()
    web.tap(160, 200, at: .milliseconds(0))
    // The page shown at half scale: a CSS pixel is half a point.
    web.answer(
      .content, 320, 400, visibleArea: Rect(x: 0, y: 0, width: 640, height: 960),
      at: .milliseconds(60))
    expectTap(web.driver, on: WebViewInput.webView, at: .milliseconds(60))
  }

  @Test func theRunIsAScenarioTimeline() throws {
    let web = try WebViewDriver(firstPage: "https://example.com/")
    web.tap(50, 20, at: .milliseconds(0))
    web.answer(.link, 50, 20, at: .milliseconds(60))
    web.navigationAction("https://example.com/a", at: .milliseconds(340))
    #expect(
      try web.driver.timeline.stepLines == [
        "- 0ms: commit https://example.com/", "- 0ms: down 50 20", "- 40ms: up 50 20",
        "- 60ms: answer link at 50 20",
        "- 340ms: request https://example.com/a",
      ])
  }

  @Test func anUnreadableMessageChangesNothing() throws {
    let web = try WebViewDriver()
    web.tap(160, 200, at: .milliseconds(0))
    #expect(web.post(["kind": 3], at: .milliseconds(60)) == .unreadable)
    #expect(web.driver.now == .milliseconds(60))
    #expect(web.driver.decisions.isEmpty)
  }
}

extension ScriptMessage {
  fileprivate var isPageAnswer: Bool {
    if case .pageAnswer = self { return true }
    return false
  }
}
