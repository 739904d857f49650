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

  @Test func aLoadsOwnActionIsTheMainFramesAndItsFramesAreNot() {
    var loads = MainFrameLoads()
    var answers: [Bool] = []
    // The page, asked before its load starts.
    answers.append(loads.isMainFrame(redirect: false, userGesture: false))
    loads.started()
    // An iframe of the new document, the page's redirect, a tap while it loads.
    answers.append(loads.isMainFrame(redirect: false, userGesture: false))
    answers.append(loads.isMainFrame(redirect: true, userGesture: false))
    answers.append(loads.isMainFrame(redirect: false, userGesture: true))
    loads.finished()
    // After the load: the main frame's.
    answers.append(loads.isMainFrame(redirect: false, userGesture: false))
    #expect(answers == [true, false, true, true, true])
    #expect(!loads.isLoading)
  }

  @Test func aLoadTheAppStartedHasItsFirstActionAsTheMainFrames() {
    var loads = MainFrameLoads()
    // No action asked before it: a load without a policy question.
    loads.started()
    let first = loads.isMainFrame(redirect: false, userGesture: false)
    let second = loads.isMainFrame(redirect: false, userGesture: false)
    #expect(first)
    #expect(!second)
  }
}
