import TapOrLink
import TapOrLinkPageScript

/// What a script message (a page's `postMessage` to a handler) means to the
/// engine.
public enum ScriptMessage: Hashable, Sendable {
  /// The page script's answer about what lies under a finger.
  case pageAnswer(PageScriptMessage)
  /// The page script's report that the top document moved to a new URL
  /// without loading one (`{"navigation": KIND, "url": URL}`), posted by
  /// the main frame: for `MainTapOverlay.sameDocumentNavigation(to:kind:at:)`.
  case navigation(PageScriptNavigation)
  /// A bridge call: `window.webkit.messageHandlers.SCHEME.postMessage("name")`,
  /// as the request a page loading `SCHEME://name` would make, so that the
  /// bridge's rules (registered names, main frame, allowed origins) apply to
  /// it unchanged.
  case bridge(NavigationRequest)
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
  ///   - isMainFrame: whether the main frame posted it
  ///     (`WKScriptMessage.frameInfo.isMainFrame`).
  ///   - bridgeScheme: the bridge's scheme, when the page calls the app.
  public init(handlerName: String, body: Any, isMainFrame: Bool, bridgeScheme: String?) {
    if handlerName == PageScript.messageHandlerName, let fields = body as? [String: Any],
      let report = PageScriptReport(body: fields)
    {
      switch report {
      case .answer(let answer): self = .pageAnswer(answer)
      case .navigation(let navigation): self = isMainFrame ? .navigation(navigation) : .unreadable
      }
    } else if let bridgeScheme, handlerName == bridgeScheme, let name = body as? String {
      self = .bridge(Self.bridgeRequest(scheme: bridgeScheme, name: name, isMainFrame: isMainFrame))
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
