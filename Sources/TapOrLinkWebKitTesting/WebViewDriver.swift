import TapOrLink
import TapOrLinkPageScript
import TapOrLinkTesting
import TapOrLinkWebKit
import TapSimulation

/// A web view's messages on virtual time: a `TapDriver`
/// whose overlay is fed through a `WebViewInput`, the way a
/// `WebViewConnection` feeds it on a device.
///
/// Each method is one thing a `WKWebView` hands over: a `UITouch` (its
/// identity, point and uptime timestamp), a `WKNavigationAction`, a script
/// message the page script posts (a page answer, a same-document
/// navigation). Each takes the instant it happens at, lets the driver's
/// clock run up to it (timers due strictly before it run first, as the
/// driver's own input does), and then hands the input to ``input``, so the
/// code under test meets the engine exactly as in the app: the same
/// parsing of message bodies, the same mapping of points, the same refusal
/// of frames that may not call.
///
/// ```swift
/// let web = try WebViewDriver()
/// let taps = ReaderTaps(overlay: web.input.overlay) { _ in }
/// web.tap(160, 200, at: .milliseconds(0))
/// web.answer(.content, 160, 200, at: .milliseconds(60))
/// expectTap(web.driver, on: WebViewInput.webView, at: .milliseconds(60))
/// ```
///
/// The page here is the test's: it sends what the test says, when the
/// test says. The driver's simulated page (its `links`, click delay and
/// answer delay) plays only for input given to ``driver`` itself.
///
/// Every input is also recorded as a step of ``driver``'s timeline (a touch
/// as a touch, a navigation action as a `request`, a page answer as an
/// `answer` at its point, a navigation report as a `same-document` step),
/// so `driver.timeline.stepLines` writes the run as a scenario. Messages
/// the input refuses (an unreadable body, a frame that may not call) are
/// recorded as nothing.
@MainActor
public final class WebViewDriver {
  /// The driver: its clock, decisions, trace and assertions
  /// (`expectTap(web.driver, …)`).
  public let driver: TapDriver
  /// The web view's input, wrapping the driver's overlay: give
  /// `input.overlay` (a `MainTapOverlay`) to the code under test, as the
  /// app gives it `connection.overlay`.
  public let input: WebViewInput
  /// The frame that posts the page's messages (`WKScriptMessage.frameInfo`):
  /// by default the main frame of a document with no origin the bridge
  /// allows. Set it to post as another frame.
  public var frame: ScriptMessageFrame
  /// The web view's size (its bounds), given with each touch and message.
  public var viewSize: Size
  private var touches: [FingerID: Finger] = [:]

  /// The identity of one platform touch, as a `UITouch` object is.
  private final class Finger {}

  /// Feeds a driver you made. Its views must hold the web view as
  /// `WebViewInput.webView` (`"web"`), at the window's origin, as a
  /// `WebViewInput`'s tree does.
  ///
  /// - Parameters:
  ///   - driver: the driver; its overlay becomes `input.overlay`.
  ///   - frame: the frame that posts the page's messages.
  public init(driver: TapDriver, frame: ScriptMessageFrame = WebViewDriver.mainFrame) {
    self.driver = driver
    self.frame = frame
    self.viewSize =
      driver.overlay.tree.frame(of: WebViewInput.webView)?.size ?? Size(width: 0, height: 0)
    self.input = WebViewInput(
      overlay: MainTapOverlay(driver.overlay),
      translator: TouchTranslator(instantOfUptime: {
        Instant(nanoseconds: Int64(($0 * 1e9).rounded()))
      }))
    // The web view shows the page its history starts with: committed.
    if let first = driver.overlay.history.current { commit(first) }
  }

  /// Feeds a new driver with one web view of `size`, set up as a
  /// `WebViewConnection` sets up its overlay.
  ///
  /// - Parameters:
  ///   - size: the web view's size, in points.
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - configuration: the engine's settings: by default
  ///     `WebViewInput.defaultConfiguration` (page answers on), as on a
  ///     device. As there, the history follows the main frame's commits
  ///     whatever it says (`HistorySource.commits`): an allowed navigation
  ///     moves it only once the test commits its page (``commit(_:)``;
  ///     ``load(_:at:)`` does).
  ///   - frame: the frame that posts the page's messages.
  /// - Throws: `ScenarioSetupError` when the engine refuses the setup.
  public convenience init(
    size: Size = Size(width: 320, height: 480), firstPage: String? = nil,
    configuration: OverlayConfiguration = WebViewInput.defaultConfiguration,
    frame: ScriptMessageFrame = WebViewDriver.mainFrame
  ) throws(ScenarioSetupError) {
    // As `WebViewInput` makes its overlay: the history follows commits.
    var configuration = configuration
    configuration.historySource = .commits
    let driver = try TapDriver(
      views: [
        View(
          id: WebViewInput.webView, frame: Rect(origin: Point(x: 0, y: 0), size: size), kind: .web)
      ],
      firstPage: firstPage, configuration: configuration)
    self.init(driver: driver, frame: frame)
  }

  /// The main frame of a document with no origin: page answers and
  /// navigation reports are taken from it, bridge calls are refused.
  nonisolated public static let mainFrame = ScriptMessageFrame(isMainFrame: true, host: "", port: 0)

  // MARK: - Touches

  /// A touch of one finger, in the web view's coordinates, at `time` (its
  /// uptime timestamp is `time`'s seconds). A `down` starts a new platform
  /// touch for the finger; `up` and `cancel` end it.
  ///
  /// - Returns: what the engine did with the touch.
  @discardableResult
  public func touch(
    _ phase: TouchPhase, _ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil
  ) -> TouchDisposition {
    let point = Point(x: x, y: y)
    driver.prepare(
      phase == .cancel ? .cancel(finger: finger) : .touch(phase, point, finger: finger), at: time)
    if phase == .down || touches[finger] == nil { touches[finger] = Finger() }
    let key = ObjectIdentifier(touches[finger]!)
    if phase == .up || phase == .cancel { touches[finger] = nil }
    return input.touch(
      key, phase, at: point, uptime: Double(driver.now.nanoseconds) / 1e9, viewSize: viewSize)
  }

  /// A quick touch: down at a point, up at the same point `holding` later
  /// (40 ms by default). The clock ends at the up.
  public func tap(
    _ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil,
    holding: Duration = .milliseconds(40)
  ) {
    touch(.down, x, y, finger: finger, at: time)
    touch(.up, x, y, finger: finger, at: driver.now + holding)
  }

  // MARK: - Navigation actions

  /// WebKit asks the navigation delegate about a navigation action
  /// (`decidePolicyFor navigationAction`), and the connection answers
  /// through ``input``.
  ///
  /// - Parameters:
  ///   - url: the request's URL.
  ///   - type: the action's type (`linkActivated` for `.link`).
  ///   - targetIsMainFrame: `targetFrame?.isMainFrame`: `true` for the
  ///     main frame, `false` for an iframe, `nil` for a new window
  ///     (`target="_blank"`, `window.open`).
  ///   - sourceFrame: `sourceFrame`, the frame whose document started it;
  ///     `nil` (the default) for the main frame's committed document, as
  ///     a link the person tapped on the page is.
  ///   - time: when WebKit asks; the driver's clock by default.
  /// - Returns: the answer the decision handler is given.
  @discardableResult
  public func navigationAction(
    _ url: String, type: NavigationType = .link, targetIsMainFrame: Bool? = true,
    sourceFrame: ScriptMessageFrame? = nil, at time: Instant? = nil
  ) -> NavigationPolicy {
    let origin = input.committedOrigin
    let action = WebKitNavigationAction(
      url: url, navigationTypeRawValue: Self.wkRawValue(of: type),
      targetIsMainFrame: targetIsMainFrame,
      sourceFrame: sourceFrame
        ?? ScriptMessageFrame(
          isMainFrame: true, host: origin?.host ?? "", port: origin?.port ?? 0))
    driver.prepare(.request(action.request(onPageOf: origin)), at: time)
    return input.policy(for: action, viewSize: viewSize)
  }

  /// The app loads `url` (`webView.load`), as it loads its first page:
  /// WebKit asks the navigation delegate (type `other`, the main frame),
  /// the connection answers through ``input`` and the overlay's decider,
  /// and an allowed page commits (``commit(_:)``).
  ///
  /// - Returns: the answer the decision handler is given.
  @discardableResult
  public func load(_ url: String, at time: Instant? = nil) -> NavigationPolicy {
    let policy = navigationAction(url, type: .other, at: time)
    if policy == .allow { commit(url) }
    return policy
  }

  /// The web view's main frame commits a document at `url`
  /// (`webView(_:didCommit:)`): frames of its origin may answer from now
  /// on, and no others (`WebViewInput.committed(_:)`). An allowed
  /// navigation commits nothing by itself: call this when the test's page
  /// loads, and leave it out for one that never does (a server's 204, a
  /// failed load), as a web view would.
  public func commit(_ url: String) {
    driver.prepare(.input(.committed(url)), at: nil)
    input.committed(url)
  }

  /// `WKNavigationType`'s raw value for a type.
  static func wkRawValue(of type: NavigationType) -> Int {
    switch type {
    case .link: 0
    case .form: 1
    case .back: 2
    case .reload: 3
    case .resubmit: 4
    case .other: -1
    }
  }

  // MARK: - Script messages

  /// The page script answers what lies under a point, as it posts at
  /// `touchend` (`{"kind": KIND, "x": X, "y": Y, "phase": "end"}`).
  ///
  /// - Parameters:
  ///   - kind: what lies there; its raw value is the message's `kind`.
  ///   - x: the point's x, in CSS pixels of the page.
  ///   - y: the point's y.
  ///   - phase: the script's phase: `end` (touchend), `start`
  ///     (touchstart) or `click`.
  ///   - visibleArea: the part of the page the web view showed
  ///     (`visualViewport`), for a zoomed page; `nil` for a page at scale 1.
  ///   - ends: at `touchstart`, what the touch ended: the page was
  ///     scrolling on its own, or showed a selection (the script's `ends`).
  ///   - time: when the message arrives; the driver's clock by default.
  /// - Returns: what the message was read as.
  @discardableResult
  public func answer(
    _ kind: AnswerKind, _ x: Double, _ y: Double, phase: String = "end",
    visibleArea: Rect? = nil, ends: Dismissal? = nil, at time: Instant? = nil
  ) -> ScriptMessage {
    var body: [String: Any] = ["kind": kind.rawValue, "x": x, "y": y, "phase": phase]
    if let ends { body["ends"] = ends.rawValue }
    if let area = visibleArea {
      body["visualLeft"] = area.origin.x
      body["visualTop"] = area.origin.y
      body["visualWidth"] = area.size.width
      body["visualHeight"] = area.size.height
    }
    return post(body, at: time)
  }

  /// The page script reports a same-document navigation
  /// (`{"navigation": KIND, "url": URL}`): a router moved the page with
  /// no navigation action.
  ///
  /// - Parameters:
  ///   - kind: how the page moved.
  ///   - url: the page's new URL.
  ///   - time: when the message arrives; the driver's clock by default.
  /// - Returns: what the message was read as.
  @discardableResult
  public func sameDocument(_ kind: SameDocumentKind, to url: String, at time: Instant? = nil)
    -> ScriptMessage
  {
    post(["navigation": kind.rawValue, "url": url], at: time)
  }

  /// Posts any body to a message handler from ``frame``, as
  /// `WKScriptMessage` hands it over: the page script's handler by
  /// default, or a bridge's (its scheme).
  ///
  /// - Parameters:
  ///   - body: what the page posted.
  ///   - handlerName: the handler's name.
  ///   - time: when the message arrives; the driver's clock by default.
  /// - Returns: what the message was read as.
  @discardableResult
  public func post(
    _ body: [String: Any], to handlerName: String = PageScript.messageHandlerName,
    at time: Instant? = nil
  ) -> ScriptMessage {
    if let time {
      precondition(
        time >= driver.now,
        "WebViewDriver: a message at \(time) is earlier than the driver's clock "
          + "(\(driver.now)); time never goes backwards")
      driver.simulation.advance(to: time, inclusive: false)
    }
    let message = input.receive(
      handlerName: handlerName, body: body, frame: frame, viewSize: viewSize)
    // A step only for what the engine was given: an answer from a frame it
    // does not trust, a refused bridge call or an unreadable message is none.
    let command: Command? =
      switch message {
      case .pageAnswer(let message):
        .answer(
          message.kind, .point(message.point(inViewOf: viewSize)),
          control: message.answer(for: .point(.zero)).control)
      case .navigation(let navigation): .sameDocument(navigation.navigation)
      case .bridge(let request): .request(request)
      case .pageAnswerRefused, .bridgeRefused, .unreadable: nil
      }
    if let command { driver.prepare(command, at: nil) }
    return message
  }
}
