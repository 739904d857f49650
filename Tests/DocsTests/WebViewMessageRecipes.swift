import TapOrLink
import TapOrLinkTesting
import TapOrLinkWebKit
import TapOrLinkWebKitTesting
import Testing

/// Docs/Testing.md, "The web view's own messages": the code under test fed
/// through `WebViewInput`, as a `WebViewConnection` feeds it.
@MainActor
@Suite struct WebViewMessageRecipes {
  @Test func aTapOnTheTextIsDecidedByThePagesMessage() throws {
    let web = try WebViewDriver()  // one 320×480 web view, page answers on
    var tapped: [ViewID] = []
    web.input.overlay.addObserver { event in
      if let tap = event.tappedView { tapped.append(tap.view) }
    }
    web.tap(160, 200, at: .milliseconds(0))
    web.answer(.content, 160, 200, at: .milliseconds(60))
    #expect(tapped == [WebViewInput.webView])
    expectTap(web.driver, on: WebViewInput.webView, at: .milliseconds(60))
  }

  @Test func aLinkIsTheNavigationActionThatFollows() throws {
    let web = try WebViewDriver(firstPage: "https://example.com/")
    web.tap(50, 20, at: .milliseconds(0))
    web.answer(.link, 50, 20, at: .milliseconds(60))
    let policy = web.navigationAction("https://example.com/a", at: .milliseconds(340))
    #expect(policy == .allow)
    expectLink(web.driver, to: "https://example.com/a", at: .milliseconds(340))
  }

  @Test func aNewWindowLinkCountsAsALink() throws {
    let web = try WebViewDriver(firstPage: "https://example.com/")
    web.tap(50, 20, at: .milliseconds(0))
    web.navigationAction(
      "https://example.com/popup", targetIsMainFrame: nil, at: .milliseconds(340))
    expectLink(web.driver, to: "https://example.com/popup", at: .milliseconds(340))
  }

  @Test func aRouterMoveReportedByThePageScript() throws {
    let web = try WebViewDriver(firstPage: "https://example.com/")
    web.tap(50, 20, at: .milliseconds(0))
    web.sameDocument(.push, to: "https://example.com/inbox", at: .milliseconds(80))
    expectLink(web.driver, to: "https://example.com/inbox", at: .milliseconds(80))
  }
}
