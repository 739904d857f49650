#if canImport(UIKit) && canImport(WebKit)
  import TapOrLink
  import UIKit
  import WebKit

  /// The guide's view controller: a `WKWebView` whose touches and
  /// navigation questions go to the engine, on the main actor throughout.
  final class ArticleViewController: UIViewController {
    private let scheduler = DispatchTimerScheduler(queue: .main)
    private var controller: ArticleController?
    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(webView)
      webView.navigationDelegate = self
      webView.uiDelegate = self
      webView.configuration.userContentController.add(self, name: "nativeaction")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      webView.frame = view.bounds
      guard controller == nil, let window = view.window else { return }
      let size = window.bounds.size
      do {
        let overlay = try MainTapOverlay(
          tree: ArticleScreen.tree(width: Double(size.width), height: Double(size.height)),
          firstPage: "https://reader.example.com/articles/1",
          configuration: ArticleScreen.configuration, scheduler: scheduler)
        controller = ArticleController(overlay: overlay)
        webView.addGestureRecognizer(OverlayTouchObserver(overlay: overlay, scheduler: scheduler))
      } catch {
        assertionFailure("the screen's views are wrong: \(error)")
      }
    }
  }

  extension ArticleViewController: WKNavigationDelegate {
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      guard let overlay = controller?.overlay else { return decisionHandler(.allow) }
      let request = WebKitRequests.request(
        url: navigationAction.request.url?.absoluteString,
        navigationTypeRawValue: navigationAction.navigationType.rawValue,
        targetIsMainFrame: navigationAction.targetFrame?.isMainFrame)
      // The engine answers at once, so the handler is called before returning.
      let policy = overlay.shouldStartLoad(request)
      decisionHandler(policy == .allow ? .allow : .cancel)
    }
  }

  extension ArticleViewController: WKUIDelegate {
    /// A link for a new window, already allowed above: open it here.
    func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      webView.load(navigationAction.request)
      return nil
    }
  }

  extension ArticleViewController: WKScriptMessageHandler {
    /// The page calls `window.webkit.messageHandlers.nativeaction.postMessage("hideShow")`.
    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {
      guard let name = message.body as? String, let overlay = controller?.overlay else { return }
      overlay.shouldStartLoad(
        WebKitRequests.bridgeRequest(
          scheme: message.name, message: name, isMainFrame: message.frameInfo.isMainFrame))
    }
  }
#endif
