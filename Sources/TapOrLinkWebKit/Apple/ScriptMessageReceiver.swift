#if canImport(UIKit) && canImport(WebKit)
  import TapOrLink
  import WebKit

  /// Receives the page's script messages for a `WebViewConnection`.
  ///
  /// The user content controller keeps its handlers strongly, and the web
  /// view keeps the controller: the input is held weakly so that the
  /// engine does not outlive the app's connection.
  @MainActor
  final class ScriptMessageReceiver: NSObject, WKScriptMessageHandler {
    weak var input: WebViewInput?

    init(input: WebViewInput) {
      self.input = input
      super.init()
    }

    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {
      let frame = message.frameInfo
      // The web view's size now, which a page answer's point is mapped into.
      let size = message.webView.map {
        Size(width: Double($0.bounds.size.width), height: Double($0.bounds.size.height))
      }
      input?.receive(
        handlerName: message.name, body: message.body,
        frame: ScriptMessageFrame(
          isMainFrame: frame.isMainFrame, host: frame.securityOrigin.host,
          port: frame.securityOrigin.port),
        viewSize: size)
    }
  }
#endif
