import TapOrLink
import TapOrLinkPageScript

/// What a script message (a page's `postMessage` to a handler) means to the
/// engine.
public enum ScriptMessage: Hashable, Sendable {
  /// The page script's answer about what lies under a finger, posted by the
  /// main frame or by a frame of the main page's origin
  /// (``ScriptMessageFrame/mayAnswer(onPageOf:)``).
  case pageAnswer(PageScriptMessage)
  /// A page answer refused before the engine hears it: posted by a frame
  /// whose document is of another origin than the main page's (an
  /// advertisement's frame, a sandboxed frame), which must never decide
  /// the main page's gestures. The page script in such a frame posts
  /// nothing (it cannot place its point on the top page), so only a
  /// document posting to the handler itself sends one. The gesture is then
  /// decided as if it had not been posted: by the main page's answers, its
  /// requests, or the window.
  case pageAnswerRefused(PageScriptMessage, from: ScriptMessageFrame)
  /// The page script's report that the top document moved to a new URL
  /// without loading one (`{"navigation": KIND, "url": URL}`), posted by
  /// the main frame: for `MainTapOverlay.sameDocumentNavigation(to:kind:at:)`.
  case navigation(PageScriptNavigation)
  /// A bridge call: `window.webkit.messageHandlers.SCHEME.postMessage("name")`,
  /// as the request a page loading `SCHEME://name` would make, so that the
  /// bridge's rules (registered names, main frame, allowed origins) apply to
  /// it unchanged. Only a call from the main frame, by a document whose
  /// origin is allowed (``ScriptMessageFrame/mayCall(_:)``), is one.
  case bridge(NavigationRequest)
  /// A bridge call refused before the engine hears it: posted by a frame,
  /// or by a document whose origin is none of the bridge's allowed origins
  /// (say, the page being left while the web view loads an allowed one).
  /// No action runs.
  case bridgeRefused(name: String, from: ScriptMessageFrame)
  /// A message for none of these: another handler's, a body of the wrong
  /// shape, or a navigation report from a frame (the page script reports
  /// only the top document's moves, so a frame's report is not the
  /// script's).
  case unreadable

  /// Reads a message.
  ///
  /// - Parameters:
  ///   - handlerName: the handler it was posted to (`WKScriptMessage.name`).
  ///   - body: what the page posted (`WKScriptMessage.body`).
  ///   - frame: the frame that posted it (`WKScriptMessage.frameInfo`).
  ///   - bridge: the bridge, when the page calls the app.
  ///   - pageOrigin: the origin of the document the main frame committed
  ///     (`WebViewInput.committedOrigin`), whose frames may answer; `nil`
  ///     when unknown, and then only the main frame may.
  public init(
    handlerName: String, body: Any, frame: ScriptMessageFrame, bridge: SchemeBridge?,
    pageOrigin: Origin? = nil
  ) {
    if handlerName == PageScript.messageHandlerName, let fields = body as? [String: Any],
      let report = PageScriptReport(body: fields)
    {
      switch report {
      case .answer(let answer):
        self =
          frame.mayAnswer(onPageOf: pageOrigin)
          ? .pageAnswer(answer) : .pageAnswerRefused(answer, from: frame)
      case .navigation(let navigation):
        self = frame.isMainFrame ? .navigation(navigation) : .unreadable
      }
    } else if let bridge, handlerName == bridge.scheme, let name = body as? String {
      self =
        frame.mayCall(bridge)
        ? .bridge(Self.bridgeRequest(scheme: bridge.scheme, name: name, isMainFrame: true))
        : .bridgeRefused(name: name, from: frame)
    } else {
      self = .unreadable
    }
  }

  /// The request a bridge call stands for: `SCHEME://name`, of type
  /// `NavigationType.other`.
  public static func bridgeRequest(scheme: String, name: String, isMainFrame: Bool)
    -> NavigationRequest
  {
    NavigationRequest(url: "\(scheme)://\(name)", type: .other, isMainFrame: isMainFrame)
  }
}
