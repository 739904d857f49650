import TapOrLink
import TapOrLinkPageScript

/// What a script message (a page's `postMessage` to a handler) means to the
/// engine.
public enum ScriptMessage {
  /// The page script's answer about what lies under a finger.
  case pageAnswer(PageScriptMessage)
  /// A bridge call: `window.webkit.messageHandlers.SCHEME.postMessage("name")`,
  /// as the request a page loading `SCHEME://name` would make, so that the
  /// bridge's rules (registered names, main frame, allowed origins) apply to
  /// it unchanged.
  case bridge(NavigationRequest)
  /// A message for neither: another handler's, or a body of the wrong shape.
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
      let answer = PageScriptMessage(body: fields)
    {
      self = .pageAnswer(answer)
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
