#if canImport(UIKit) && canImport(WebKit)
  import TapOrLink
  import WebKit

  /// The web view's navigation delegate on behalf of a
  /// `WebViewConnection`: it answers `decidePolicyFor navigationAction`
  /// through the engine, at once, and sends every other delegate method to
  /// the app's own delegate (``next``) by Objective-C message forwarding.
  ///
  /// The app's own `decidePolicyFor navigationAction` (either form) is not
  /// called: the engine answers, and asks the overlay's decider
  /// (`shouldAllow(_:as:)`) before allowing a request.
  @MainActor
  final class NavigationDelegateProxy: NSObject, WKNavigationDelegate {
    private let input: WebViewInput

    /// The app's delegate. `nonisolated(unsafe)` because `responds(to:)`
    /// and `forwardingTarget(for:)` are nonisolated Objective-C runtime
    /// hooks: it is written only on the main actor (by the connection,
    /// before it hands the proxy to the web view again), and WebKit asks
    /// those hooks on the main thread.
    nonisolated(unsafe) weak var next: (any WKNavigationDelegate)?

    /// The selector of `webView(_:decidePolicyFor:preferences:decisionHandler:)`,
    /// which WebKit would call instead of the proxy's form if the app's
    /// delegate seemed to answer it.
    private nonisolated static let policyWithPreferences =
      "webView:decidePolicyForNavigationAction:preferences:decisionHandler:"

    init(input: WebViewInput) {
      self.input = input
      super.init()
    }

    /// Answers through the engine, before returning: `.allow`, or WebKit's
    /// `.cancel` for the engine's `.block`.
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      // Declared non-optional, `sourceFrame` is seen missing for a
      // navigation no document started, so it is read as an optional.
      let source = navigationAction.sourceFrame as WKFrameInfo?
      let action = WebKitNavigationAction(
        url: navigationAction.request.url?.absoluteString,
        navigationTypeRawValue: navigationAction.navigationType.rawValue,
        targetIsMainFrame: navigationAction.targetFrame?.isMainFrame,
        sourceFrame: source.map {
          ScriptMessageFrame(
            isMainFrame: $0.isMainFrame, host: $0.securityOrigin.host,
            port: $0.securityOrigin.port)
        })
      let size = Size(
        width: Double(webView.bounds.size.width), height: Double(webView.bounds.size.height))
      decisionHandler(input.policy(for: action, viewSize: size) == .allow ? .allow : .cancel)
    }

    /// The main frame committed a document: the input's trust in frames
    /// follows it (``WebViewInput/committed(_:)``). The app's delegate
    /// is told too, as WebKit would have told it.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
      input.committed(webView.url?.absoluteString)
      let selector = NSSelectorFromString(Self.didCommit)
      if let next, next.responds(to: selector) {
        _ = next.perform(selector, with: webView, with: navigation)
      }
    }

    /// The selector of `webView(_:didCommit:)`, forwarded to the app's
    /// delegate by hand: the proxy answers it itself.
    private nonisolated static let didCommit = "webView:didCommitNavigation:"

    /// The proxy's own methods, and the app delegate's, except its policy
    /// decision for navigation actions, which the engine takes.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      if aSelector == NSSelectorFromString(Self.policyWithPreferences) { return false }
      return next?.responds(to: aSelector) ?? false
    }

    /// Whatever the proxy does not answer goes to the app's delegate.
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      next
    }
  }
#endif
