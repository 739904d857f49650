import TapOrLink
import TapOrLinkPageScript
import TapOrLinkTesting
import TapOrLinkWebKit
import Testing

/// The platform-neutral half of a connected web view, on virtual time: the
/// touches, actions and messages the Apple half reads from UIKit and WebKit.
@MainActor
@Suite struct WebViewInputTests {
  let driver: TapDriver
  let input: WebViewInput
  /// Stand-ins for `UITouch` objects: one identity per finger.
  let finger = Marker()
  let other = Marker()

  final class Marker {}

  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["hideShow"],
    allowedOrigins: [Origin(scheme: "https", host: "reader.example.com", port: nil)])

  init() throws {
    var configuration = WebViewInput.defaultConfiguration
    configuration.bridge = Self.bridge
    driver = try TapDriver(
      views: [
        View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 0, height: 0), kind: .web)
      ],
      firstPage: "https://reader.example.com/articles/1", configuration: configuration,
      probeFromLinks: false)
    input = WebViewInput(
      overlay: MainTapOverlay(driver.overlay),
      translator: TouchTranslator(instantOfUptime: { Instant(milliseconds: $0 * 1_000) }))
    input.committed("https://reader.example.com/articles/1")
  }

  static let size = Size(width: 320, height: 480)
  /// The reader's main frame, and one of its frames.
  static let main = ScriptMessageFrame(isMainFrame: true, host: "reader.example.com", port: 0)
  static let frame = ScriptMessageFrame(isMainFrame: false, host: "reader.example.com", port: 0)

  func tap(_ x: Double, _ y: Double, downAt uptime: Double) {
    let key = ObjectIdentifier(finger)
    let point = Point(x: x, y: y)
    input.touch(key, .down, at: point, uptime: uptime, viewSize: Self.size)
    input.touch(key, .up, at: point, uptime: uptime + 0.05, viewSize: Self.size)
  }

  @Test("page answers are on by default, so the page script can decide taps")
  func defaults() {
    #expect(WebViewInput.defaultConfiguration.strategy.takesPageAnswers)
    #expect(input.messageHandlerNames == ["taporlink", "nativeaction"])
    #expect(input.pageScript == .pageScript)
  }

  @Test("a touch-down brings the web view's size up to date, so touches hit it")
  func size() {
    #expect(driver.overlay.tree.frame(of: WebViewInput.webView)?.size == Size(width: 0, height: 0))
    tap(100, 200, downAt: 1)
    #expect(driver.overlay.tree.frame(of: WebViewInput.webView)?.size == Self.size)
    driver.runUntilIdle()
    #expect(driver.outcomes == [.tap(view: WebViewInput.webView, point: Point(x: 100, y: 200))])
  }

  @Test(
    "a down the platform saw stop a scroll reports it: the tap is dismiss scroll, the next is not")
  func downStopsAScroll() {
    let key = ObjectIdentifier(finger)
    input.touch(
      key, .down, at: Point(x: 100, y: 200), uptime: 1, viewSize: Self.size, ending: .scroll)
    input.touch(key, .up, at: Point(x: 100, y: 200), uptime: 1.05, viewSize: Self.size)
    tap(100, 300, downAt: 3)
    driver.runUntilIdle()
    #expect(
      driver.outcomes == [
        .dismiss(.scroll), .tap(view: WebViewInput.webView, point: Point(x: 100, y: 300)),
      ])
  }

  @Test(
    "a touchstart answer that ends a selection makes the tap dismiss selection; other phases' ends are not taken"
  )
  func touchStartEndsASelection() {
    let key = ObjectIdentifier(finger)
    input.touch(key, .down, at: Point(x: 100, y: 200), uptime: 1, viewSize: Self.size)
    let start: [String: Any] = [
      "kind": "content", "x": 100, "y": 200, "phase": "start", "ends": "selection",
    ]
    _ = input.receive(handlerName: "taporlink", body: start, frame: Self.main)
    input.touch(key, .up, at: Point(x: 100, y: 200), uptime: 1.05, viewSize: Self.size)
    #expect(driver.outcomes == [.dismiss(.selection)])
    input.touch(key, .down, at: Point(x: 100, y: 300), uptime: 3, viewSize: Self.size)
    let end: [String: Any] = [
      "kind": "content", "x": 100, "y": 300, "phase": "end", "ends": "scroll",
    ]
    _ = input.receive(handlerName: "taporlink", body: end, frame: Self.main)
    input.touch(key, .up, at: Point(x: 100, y: 300), uptime: 3.05, viewSize: Self.size)
    #expect(
      driver.outcomes == [
        .dismiss(.selection), .tap(view: WebViewInput.webView, point: Point(x: 100, y: 300)),
      ])
  }

  @Test("the page's content answer decides the tap when it arrives, not when the window ends")
  func contentAnswer() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    #expect(driver.decisions.isEmpty)
    let body: [String: Any] = ["kind": "content", "x": 100, "y": 200, "phase": "end"]
    let read = input.receive(handlerName: "taporlink", body: body, frame: Self.main)
    guard case .pageAnswer = read else {
      Issue.record("read as \(read)")
      return
    }
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_060)])
    expectTap(driver, on: WebViewInput.webView)
  }

  @Test("a link's navigation action is allowed and makes the gesture a link")
  func link() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_070))
    let action = WebKitNavigationAction(
      url: "https://reader.example.com/articles/2", navigationTypeRawValue: 0,
      targetIsMainFrame: true)
    #expect(input.policy(for: action) == .allow)
    driver.runUntilIdle()
    expectLink(driver, to: "https://reader.example.com/articles/2")
  }

  @Test("an iframe's request is allowed and decides nothing")
  func iframe() {
    tap(100, 200, downAt: 1)
    let ad = WebKitNavigationAction(
      url: "https://ads.example.com/", navigationTypeRawValue: -1, targetIsMainFrame: false)
    #expect(input.policy(for: ad) == .allow)
    driver.runUntilIdle()
    expectNoLink(driver)
  }

  @Test("a bridge call runs its action from the main frame only, and is never a link")
  func bridgeCall() {
    input.receive(handlerName: "nativeaction", body: "hideShow", frame: Self.frame)
    #expect(!driver.events.contains { $0.kind == .actionRan("hideShow") })
    input.receive(handlerName: "nativeaction", body: "hideShow", frame: Self.main)
    #expect(driver.events.filter { $0.kind == .actionRan("hideShow") }.count == 1)
  }

  @Test("a page leaving for an allowed site cannot call the bridge before that site's page is in")
  func bridgeCallFromThePageBeingLeft() throws {
    driver.overlay.select("https://evil.example/")
    input.committed("https://evil.example/")
    // The page sets `location` to the allowed site: the request is allowed,
    // and nothing moves until its document commits...
    let leaving = WebKitNavigationAction(
      url: "https://reader.example.com/slow", navigationTypeRawValue: -1, targetIsMainFrame: true)
    #expect(input.policy(for: leaving) == .allow)
    #expect(driver.overlay.history.current == "https://evil.example/")
    // ...while the old document, still live, posts.
    let evil = ScriptMessageFrame(isMainFrame: true, host: "evil.example", port: 0)
    let read = input.receive(handlerName: "nativeaction", body: "hideShow", frame: evil)
    #expect(read == .bridgeRefused(name: "hideShow", from: evil))
    #expect(!driver.events.contains { $0.kind == .actionRan("hideShow") })
    // The allowed site's own document, once in, may call it.
    input.committed("https://reader.example.com/slow")
    #expect(driver.overlay.history.currentOrigin == Self.bridge.allowedOrigins[0])
    input.receive(handlerName: "nativeaction", body: "hideShow", frame: Self.main)
    #expect(driver.events.filter { $0.kind == .actionRan("hideShow") }.count == 1)
  }

  @Test("an allowed document cannot call the bridge once the web view shows another site's page")
  func bothOriginsMustBeAllowed() {
    driver.overlay.select("https://evil.example/")
    input.committed("https://evil.example/")
    input.receive(handlerName: "nativeaction", body: "hideShow", frame: Self.main)
    #expect(!driver.events.contains { $0.kind == .actionRan("hideShow") })
  }

  @Test("a page answer sent as a URL is taken as an answer and blocked")
  func answerURL() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_055))
    let action = WebKitNavigationAction(
      url: "taporlink://answer?kind=content&x=100&y=200&phase=end", navigationTypeRawValue: -1,
      targetIsMainFrame: false, sourceFrame: Self.main)
    #expect(input.policy(for: action) == .block)
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_055)])
  }

  @Test("a URL of the page script's scheme that is no report is blocked, and no link")
  func refusedReportURL() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_070))
    for url in [
      "taporlink://answer?kind=content&x=oops&y=200&phase=end", "TapOrLink://navigation?kind=push",
      "taporlink://elsewhere", " taporlink:answer",
    ] {
      let action = WebKitNavigationAction(
        url: url, navigationTypeRawValue: 0, targetIsMainFrame: true)
      #expect(input.policy(for: action) == .block, "\(url)")
    }
    driver.runUntilIdle()
    expectNoLink(driver)
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_800)])
  }

  /// The same-document navigation events the engine took.
  var navigations: [SameDocumentNavigation] {
    driver.events.compactMap {
      if case .navigatedWithinDocument(let navigation) = $0.kind { return navigation }
      return nil
    }
  }

  @Test("a single-page app's push, posted by the page script, makes the tap a link at once")
  func navigationMessage() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_120))
    let url = "https://reader.example.com/articles/2"
    let body: [String: Any] = ["navigation": "push", "url": url]
    let read = input.receive(handlerName: "taporlink", body: body, frame: Self.main)
    #expect(read == .navigation(PageScriptNavigation(kind: .push, url: url)))
    expectLink(driver, to: "https://reader.example.com/articles/2", at: .milliseconds(1_120))
    #expect(driver.overlay.history.current == "https://reader.example.com/articles/2")
    #expect(navigations.count == 1)
  }

  @Test("a push sent as a URL (no message handler) is blocked and makes the tap a link")
  func navigationURL() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_130))
    let action = WebKitNavigationAction(
      url: "taporlink://navigation?kind=push&url=https%3A%2F%2Freader.example.com%2Fa%3Fb%3D1",
      navigationTypeRawValue: -1, targetIsMainFrame: true, sourceFrame: Self.main)
    #expect(input.policy(for: action) == .block)
    expectLink(driver, to: "https://reader.example.com/a?b=1", at: .milliseconds(1_130))
    #expect(
      navigations == [SameDocumentNavigation(to: "https://reader.example.com/a?b=1", kind: .push)])
    #expect(!driver.events.contains { if case .answered = $0.kind { true } else { false } })
  }

  @Test(
    "a push sent as a URL by a frame, or for a new window, is blocked and moves nothing",
    arguments: [false, nil] as [Bool?])
  func frameNavigationURL(_ targetIsMainFrame: Bool?) {
    tap(100, 200, downAt: 1)
    let forged = WebKitNavigationAction(
      url: "taporlink://navigation?kind=push&url=https%3A%2F%2Freader.example.com%2Fpay",
      navigationTypeRawValue: -1, targetIsMainFrame: targetIsMainFrame)
    #expect(input.policy(for: forged) == .block)
    driver.runUntilIdle()
    expectNoLink(driver)
    #expect(navigations.isEmpty)
    #expect(driver.overlay.history.current == "https://reader.example.com/articles/1")
  }

  @Test("a navigation report from a frame is not the page script's: it moves nothing")
  func frameNavigationMessage() {
    tap(100, 200, downAt: 1)
    let body: [String: Any] = ["navigation": "push", "url": "https://reader.example.com/x"]
    let read = input.receive(handlerName: "taporlink", body: body, frame: Self.frame)
    #expect(read == .unreadable)
    driver.runUntilIdle()
    expectNoLink(driver)
    #expect(navigations.isEmpty)
    #expect(driver.overlay.history.current == "https://reader.example.com/articles/1")
  }

  @Test("a scroll-spy's replace while the finger is down is taken, and is no link")
  func replaceWhileDown() {
    let key = ObjectIdentifier(finger)
    input.touch(key, .down, at: Point(x: 100, y: 200), uptime: 1, viewSize: Self.size)
    let body: [String: Any] = [
      "navigation": "replace", "url": "https://reader.example.com/articles/1#part-2",
    ]
    input.receive(handlerName: "taporlink", body: body, frame: Self.main)
    input.touch(key, .up, at: Point(x: 100, y: 200), uptime: 1.05, viewSize: Self.size)
    driver.runUntilIdle()
    expectNoLink(driver)
    #expect(navigations.map(\.kind) == [.replace])
    #expect(driver.overlay.history.current == "https://reader.example.com/articles/1#part-2")
  }

  /// Hears what the decider is asked.
  final class RecordingDecider: TapOverlayDecider {
    var asked: [(url: String, role: RequestRole)] = []
    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      asked.append((request.url, role))
      return true
    }
    func runAction(_ name: String, for request: NavigationRequest) {}
  }

  @Test("a link activated with the keyboard decides nothing; the decider is asked")
  func keyboardActivation() {
    let decider = RecordingDecider()
    driver.overlay.decider = decider
    driver.advance(to: .milliseconds(2_000))
    // Enter on a focused link: WebKit asks for its request; the page script
    // answered nothing (a keyboard's click is no touch's).
    let action = WebKitNavigationAction(
      url: "https://reader.example.com/articles/2", navigationTypeRawValue: 0,
      targetIsMainFrame: true)
    #expect(input.policy(for: action) == .allow)
    driver.runUntilIdle()
    #expect(decider.asked.map(\.url) == ["https://reader.example.com/articles/2"])
    #expect(decider.asked.map(\.role) == [.countsForNothing(.noGesture)])
    #expect(driver.decisions.isEmpty)
    expectNoLink(driver)
  }

  @Test("two fingers keep their own numbers")
  func twoFingers() {
    let first = ObjectIdentifier(finger)
    let second = ObjectIdentifier(other)
    input.touch(first, .down, at: Point(x: 10, y: 10), uptime: 1, viewSize: Self.size)
    input.touch(second, .down, at: Point(x: 200, y: 10), uptime: 1.01, viewSize: Self.size)
    #expect(driver.overlay.fingersDown == [1, 2])
    input.touch(first, .up, at: Point(x: 10, y: 10), uptime: 1.02, viewSize: Self.size)
    #expect(driver.overlay.fingersDown == [2])
  }

  @Test("on the main queue's real time, the one-view engine starts with page answers on")
  func realTime() throws {
    let live = try WebViewInput(size: Self.size, firstPage: "https://example.com/")
    #expect(live.overlay.tree.frame(of: WebViewInput.webView)?.size == Self.size)
    #expect(live.overlay.configuration.strategy.takesPageAnswers)
    #expect(live.overlay.history.current == "https://example.com/")
  }
}
