@_spi(Lab) import TapOrLink
import TapOrLinkPageScript

/// What a web view reports (touches, navigation actions, script messages),
/// as plain values, turned into the engine's input: the platform-neutral
/// half of a `WebViewConnection`, on the main actor.
///
/// The engine sees one view, the web view (``webView``), at the origin and
/// of the web view's size: touches come in the web view's own coordinates.
/// Before each touch-down the view's size is brought up to date, so
/// rotation and layout need no call.
///
/// The page script answers in CSS pixels of the top frame's layout
/// viewport, which are the web view's points only on a page shown at scale
/// 1 and not zoomed. Each answer also carries the part of that viewport
/// the web view showed (the top window's `visualViewport`), and its point
/// is mapped into the web view's points
/// (`PageScriptMessage.point(inViewOf:)`) before the engine hears it, so
/// that on a page shown zoomed out (a desktop layout at scale 0.37) or
/// pinch-zoomed it meets the touch it is about. The mapping takes the web
/// view's size as the Apple half passes it (its bounds), else the size the
/// last touch-down brought.
///
/// The Apple half only reads UIKit and WebKit objects and calls this class;
/// every rule lives here, tested on every platform.
@MainActor
public final class WebViewInput {
  /// The web view's identity in the engine's view tree.
  nonisolated public static let webView: ViewID = "web"

  /// The settings a web view starts with: the defaults, with the page
  /// answering (`DecisionStrategy.pageAnswers`), since the page
  /// script is installed, and the history following the main frame's
  /// commits (`HistorySource.commits`), since the web view reports them.
  /// A tap on plain content is then decided when the page says so, not
  /// 750 ms later.
  nonisolated public static var defaultConfiguration: OverlayConfiguration {
    OverlayConfiguration(strategy: .pageAnswers, historySource: .commits)
  }

  /// The engine.
  public let overlay: MainTapOverlay
  private var translator: TouchTranslator<AnyHashable>
  /// The origin of the document the web view's main frame last committed
  /// (``committed(_:)``); `nil` before the first commit, and for a
  /// document without one (`about:blank`, `data:`, `file:`).
  ///
  /// A frame's page answer is trusted by this origin, not by the engine's
  /// history: the history moves when a request is allowed, and a request
  /// may never commit (a server's 204, a failed or slow load), leaving the
  /// old page, and whatever frames it holds, on screen.
  public private(set) var committedOrigin: Origin?

  /// Feeds an overlay you made (a test's, on virtual time) whose tree holds
  /// a view ``webView``. Give it `HistorySource.commits`, as
  /// ``defaultConfiguration`` does, so that its history and bridge follow
  /// the documents the web view commits.
  ///
  /// - Parameters:
  ///   - overlay: the engine.
  ///   - translator: turns touches onto the overlay's clock.
  public init(overlay: MainTapOverlay, translator: TouchTranslator<AnyHashable>) {
    self.overlay = overlay
    self.translator = translator
  }

  /// Makes an overlay for one web view of `size`, on the main queue's real
  /// time.
  ///
  /// - Parameters:
  ///   - size: the web view's size, in points (it may be zero before
  ///     layout; touches bring it up to date).
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - configuration: the settings; ``defaultConfiguration`` by default.
  ///     Whatever it says, the history follows the main frame's commits
  ///     (`HistorySource.commits`): a web view reports them, and only a
  ///     document it shows may move the history or call the bridge.
  /// - Throws: `OverlaySetupError` or `ViewTreeError` (neither happens for
  ///   the one-view tree this makes, but the engine's setup can say so).
  public convenience init(
    size: Size, firstPage: String? = nil,
    configuration: OverlayConfiguration = WebViewInput.defaultConfiguration
  ) throws {
    var configuration = configuration
    configuration.historySource = .commits
    let scheduler = DispatchTimerScheduler(queue: .main)
    let tree = try ViewTree([
      View(id: Self.webView, frame: Rect(origin: Point(x: 0, y: 0), size: size), kind: .web)
    ])
    let overlay = try MainTapOverlay(
      tree: tree, firstPage: firstPage, configuration: configuration, scheduler: scheduler)
    self.init(overlay: overlay, translator: TouchTranslator(scheduler: scheduler))
  }

  // MARK: - Touches

  /// Hands one platform touch to the engine.
  ///
  /// - Parameters:
  ///   - key: the touch's identity, the same for all its phases and
  ///     distinct from every other touch down: the platform's own
  ///     (`ObjectIdentifier(uiTouch)` on iOS, GDK's sequence on GTK), taken
  ///     as it is and forgotten when the touch ends.
  ///   - phase: its phase.
  ///   - point: where it is, in the web view's coordinates.
  ///   - uptime: its timestamp, in seconds of system uptime
  ///     (`UITouch.timestamp`).
  ///   - viewSize: the web view's size now.
  ///   - ending: for a down, what the platform saw it end: `.scroll` when
  ///     the web view's scroll view was decelerating or dragging (iOS's
  ///     `isDecelerating`, `isDragging`). A down that begins a gesture
  ///     then reports it (`TapInput.dismisses`), and the gesture is
  ///     decided `dismiss` where it would have been a `tap`.
  ///   - pointer: what made it: a finger by default; a pen, or a mouse's
  ///     or touchpad's button (iOS: `UITouch.type`, `.pencil` a pen,
  ///     `.indirectPointer` a mouse, with `UIEvent.buttonMask`; GTK: the
  ///     event's source device and button). A press of another button than
  ///     the primary one is never a content tap
  ///     (`Outcome.auxiliaryClick(_:)`), and a mouse or a touchpad held
  ///     still never long-presses.
  @discardableResult
  public func touch(
    _ key: some Hashable & Sendable, _ phase: TouchPhase, at point: Point, uptime: Double,
    viewSize: Size, ending: Dismissal? = nil, pointer: Pointer = .finger
  ) -> TouchDisposition {
    if phase == .down, overlay.tree.frame(of: Self.webView)?.size != viewSize {
      overlay.setFrame(Rect(origin: Point(x: 0, y: 0), size: viewSize), for: Self.webView)
    }
    guard phase == .down, let ending else {
      return overlay.handle(
        translator.touch(AnyHashable(key), phase, at: point, uptime: uptime, pointer: pointer))
    }
    let before = overlay.latestGesture
    let disposition = overlay.handle(
      translator.touch(AnyHashable(key), phase, at: point, uptime: uptime, pointer: pointer))
    if let begun = overlay.latestGesture, begun != before {
      overlay.send(.dismisses(ending, .gesture(begun)))
    }
    return disposition
  }

  // MARK: - Navigation

  /// The web view's main frame committed a document at `url` (WebKit's
  /// `webView(_:didCommit:)` with `webView.url`; WebKitGTK's
  /// `load-changed` at `COMMITTED` with `webkit_web_view_get_uri`): frames
  /// of its origin may answer from now on (``committedOrigin``), and no
  /// others. The engine hears it too (`TapInput.committed`): under
  /// `HistorySource.commits` it moves the history and is the page the
  /// bridge judges. A document without a URL is taken as `about:blank`. A
  /// same-document move commits nothing and changes no origin.
  public func committed(_ url: String?) {
    let url = url ?? "about:blank"
    committedOrigin = RequestURL(url)?.origin
    overlay.committed(url)
  }

  /// The engine's answer to a navigation action, given at once.
  ///
  /// A URL of the page script's scheme (`PageScript.bridgeScheme`) is
  /// always blocked: it is no request for a document, and loading it would
  /// hand the web view a scheme it cannot load. The engine is not told of
  /// one the script never writes (`taporlink://answer?x=oops`); a report
  /// the script sent as a URL (when it found no message handler) is taken
  /// by the rules of the message form:
  ///
  /// - an answer (`taporlink://answer?…`) goes to `pageAnswered`, its point
  ///   mapped into the web view's points, only when the document that
  ///   started the navigation may answer
  ///   (``WebKitNavigationAction/sourceFrame``: the main frame or a frame
  ///   of the committed main page's origin, ``committedOrigin``; see
  ///   ``ScriptMessageFrame/mayAnswer(onPageOf:)``);
  /// - a same-document navigation (`taporlink://navigation?kind=…&url=…`)
  ///   goes to `sameDocumentNavigation(to:kind:at:)` only when the action
  ///   targets the main frame (``WebKitNavigationAction/targetIsMainFrame``)
  ///   and the platform says the main frame started it: any frame, an
  ///   advertisement's among them, can load such a URL, and a frame may be
  ///   allowed to navigate the top one, so a report whose source is
  ///   unknown (WebKitGTK's) is believed from no one. (The script's own
  ///   fallback loads it in a hidden frame, so its reports count only
  ///   through the message handler, which a `WebViewConnection` always
  ///   installs.)
  ///
  /// Anything else is the engine's `shouldStartLoad(_:at:)`, as the
  /// action's request (``WebKitNavigationAction/request(onPageOf:)``): it
  /// says which document started it, and the engine's bridge runs an
  /// action only for the main frame's own request, from the document it
  /// committed, opening no new window.
  ///
  /// - Parameters:
  ///   - action: the navigation action.
  ///   - viewSize: the web view's size now (its bounds), which an answer's
  ///     point is mapped into; `nil` for the size the last touch-down
  ///     brought.
  public func policy(for action: WebKitNavigationAction, viewSize: Size? = nil)
    -> NavigationPolicy
  {
    guard let url = action.url, RequestURL.scheme(of: url) == PageScript.bridgeScheme else {
      return overlay.shouldStartLoad(action.request(onPageOf: committedOrigin))
    }
    switch PageScriptReport(bridgeURL: url) {
    case .answer(let answer):
      if action.sourceFrame?.mayAnswer(onPageOf: committedOrigin) == true {
        answered(answer, viewSize: viewSize)
      }
    case .navigation(let navigation):
      if action.targetIsMainFrame == true, action.sourceFrame?.isMainFrame == true {
        navigated(navigation)
      }
    case nil: break
    }
    return .block
  }

  /// Gives the engine a same-document navigation the page script
  /// reported.
  ///
  /// The script's report is the one signal taken for such a move: the web
  /// view's `url` (observable with key-value observing) changes for the same
  /// move, but says neither how the page moved (`push`, `replace`, …) nor
  /// whether it was a new document, and given too it would count one move
  /// twice (two quick taps would both become links).
  private func navigated(_ report: PageScriptNavigation) {
    overlay.sameDocumentNavigation(to: report.url, kind: report.kind)
  }

  /// Gives the engine a page answer, its point mapped into the web view's
  /// points; a touchstart's report that the touch ended a scroll or a
  /// selection goes first (`TapInput.dismisses`).
  private func answered(_ answer: PageScriptMessage, viewSize: Size?) {
    let subject = answer.subject(forWebView: Self.webView, in: overlay.tree, viewSize: viewSize)
    if let ending = answer.endsAtTouchStart {
      overlay.send(.dismisses(ending, subject))
    }
    overlay.pageAnswered(answer.answer(for: subject))
  }

  // MARK: - Script messages

  /// The names of the script message handlers to install: the page
  /// script's, and the bridge's scheme when the configuration has a bridge.
  public var messageHandlerNames: [String] {
    var names = [PageScript.messageHandlerName]
    if let scheme = overlay.configuration.bridge?.scheme, scheme != names[0] {
      names.append(scheme)
    }
    return names
  }

  /// The page script to inject (see ``PageScriptInstallation/pageScript``).
  public var pageScript: PageScriptInstallation { .pageScript }

  /// Hands one script message to the engine: a page answer from the main
  /// frame or a frame of the main page's origin to `pageAnswered` (its
  /// point mapped into the web view's points), the main frame's
  /// same-document navigation report to
  /// `sameDocumentNavigation(to:kind:at:)`, a bridge call from the main
  /// frame by a document of an allowed origin to `shouldStartLoad` (whose
  /// bridge runs the action, or refuses it). A bridge call from a frame, or
  /// from a document of another origin, is refused here
  /// (``ScriptMessage/bridgeRefused(name:from:)``): the engine never hears
  /// it, so it reports no `actionRefused` event. A page answer from a frame
  /// of another origin than the main page's (the document the main frame
  /// committed, ``committedOrigin``) is refused here too
  /// (``ScriptMessage/pageAnswerRefused(_:from:)``): such a frame, an
  /// advertisement's, must never decide the main page's gesture, which is
  /// then decided as if it had not posted. The returned reading says what
  /// happened.
  ///
  /// - Parameters:
  ///   - handlerName: the handler it was posted to (`WKScriptMessage.name`).
  ///   - body: what the page posted (`WKScriptMessage.body`).
  ///   - frame: the frame that posted it (`WKScriptMessage.frameInfo`: main
  ///     frame or not, and its document's origin).
  ///   - viewSize: the web view's size now (`WKScriptMessage.webView`'s
  ///     bounds), which an answer's point is mapped into; `nil` for the
  ///     size the last touch-down brought.
  /// - Returns: what the message was read as.
  @discardableResult
  public func receive(
    handlerName: String, body: Any, frame: ScriptMessageFrame, viewSize: Size? = nil
  ) -> ScriptMessage {
    let message = ScriptMessage(
      handlerName: handlerName, body: body, frame: frame,
      bridge: overlay.configuration.bridge,
      pageOrigin: committedOrigin)
    switch message {
    case .pageAnswer(let answer):
      answered(answer, viewSize: viewSize)
    case .navigation(let navigation):
      navigated(navigation)
    case .bridge(let request):
      overlay.shouldStartLoad(request)
    case .pageAnswerRefused, .bridgeRefused, .unreadable:
      break
    }
    return message
  }
}
