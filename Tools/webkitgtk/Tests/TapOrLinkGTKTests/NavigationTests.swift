import TapOrLink
import TapOrLinkGTK
import TapOrLinkWebKit
import Testing

@Suite struct NavigationTests {
  @Test func webKitGTKsTypesAreWebKitsRawValues() {
    // link clicked, form submitted, back-forward, reload, form resubmitted, other
    #expect(
      (0...5).map { GTKNavigation.wkNavigationTypeRawValue(ofGTK: UInt32($0)) } == [
        0, 1, 2, 3, 4, -1,
      ])
    let link = GTKNavigation.action(
      url: "https://a.example/", gtkType: 0, decision: .navigationAction, isMainFrame: true)
    #expect(link.request.type == .link)
    #expect(link.targetIsMainFrame == true)
    #expect(link.sourceFrame == nil)
    let window = GTKNavigation.action(
      url: "https://a.example/", gtkType: 5, decision: .newWindowAction, isMainFrame: false)
    #expect(window.opensNewWindow)
    #expect(window.request.type == .other)
  }

  @Test func aLoadsOwnActionAndItsRedirectsAreTheMainFramesAndItsFramesAreNot() {
    var loads = MainFrameLoads()
    // The app loads the page: its URI is the web view's.
    let answer1 = loads.target(of: .init(isAppLoad: true))
    #expect(answer1 == .mainFrame)
    let started10 = loads.started()
    #expect(!started10)
    // A server redirect before the commit, then the new document's iframe.
    let answer2 = loads.target(of: .init(isRedirect: true))
    #expect(answer2 == .mainFrame)
    loads.committed()
    let answer3 = loads.target(of: .init())
    #expect(answer3 == .frame)
    let answer4 = loads.target(of: .init(isRedirect: true))
    #expect(answer4 == .frame)  // the iframe's redirect
    loads.finished()
    #expect(!loads.isLoading)
  }

  // Issue 45, items 2 and 5: after the load, a frame navigating itself (to
  // a bridge URL) or an iframe added by the page is not the main frame's.
  @Test func anActionAfterTheLoadWithoutASignIsAFrames() {
    var loads = MainFrameLoads()
    _ = loads.target(of: .init(isAppLoad: true))
    _ = loads.started()
    loads.committed()
    loads.finished()
    let answer5 = loads.target(of: .init())
    #expect(answer5 == .frame)
    let answer6 = loads.target(of: .init())
    #expect(answer6 == .frame)
    // A link the person tapped is the main frame's.
    let answer7 = loads.target(of: .init(isUserGesture: true))
    #expect(answer7 == .mainFrame)
    let started11 = loads.started()
    #expect(!started11)
  }

  // Issue 45, item 6: a script redirect during a load is asked as a frame's,
  // and the main-frame load that follows says it was the main frame's.
  @Test func aMainFrameLoadAfterAFramesActionMakesItTheMainFrames() {
    var loads = MainFrameLoads()
    _ = loads.target(of: .init(isAppLoad: true))
    _ = loads.started()
    loads.committed()
    let answer8 = loads.target(of: .init())
    #expect(answer8 == .frame)  // location.replace(…) by the page
    let started12 = loads.started()
    #expect(started12)
    #expect(loads.phase == .provisional)
    loads.committed()
    // The next page's iframe: a frame's, and no load follows it.
    let answer9 = loads.target(of: .init())
    #expect(answer9 == .frame)
    // The redirect cancels the load under way before its own starts.
    let answer20 = loads.target(of: .init())
    #expect(answer20 == .frame)
    loads.finished()
    let started21 = loads.started()
    #expect(started21)
    loads.committed()
    loads.finished()
    // A link the person tapped: asked as the main frame's, once.
    let answer22 = loads.target(of: .init(isUserGesture: true))
    #expect(answer22 == .mainFrame)
    let started23 = loads.started()
    #expect(!started23)
  }

  // Issue 45, item 7: the connection's part of a long URI is its one copy.
  @Test func aMegabyteURLIsReadOnce() {
    let url = "https://b.example/?" + String(repeating: "x", count: 1 << 20)
    let start = monotonicMilliseconds()
    let action = url.withCString {
      GTKNavigation.action(
        url: String(cString: $0), gtkType: 5, decision: .navigationAction, isMainFrame: false)
    }
    let cost = monotonicMilliseconds() - start
    #expect(action.url?.utf8.count == url.utf8.count)
    #expect(cost < 20, "\(cost) ms")
  }
}
