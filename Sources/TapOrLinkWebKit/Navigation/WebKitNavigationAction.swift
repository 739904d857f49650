import TapOrLink

/// The web view's questions as the engine's requests.
enum WebKitRequests {
  /// A `WKNavigationAction` as a request. A `nil` target frame is a new
  /// window (`target="_blank"`, `window.open`): the person still opened a
  /// link, so it counts as a top-level, main-frame request.
  static func request(url: String?, navigationTypeRawValue: Int, targetIsMainFrame: Bool?)
    -> NavigationRequest
  {
    NavigationRequest(
      url: url ?? "", type: NavigationType(wkNavigationTypeRawValue: navigationTypeRawValue),
      isMainFrame: targetIsMainFrame ?? true)
  }

  /// A script message (`postMessage("hideShow")` to the handler named
  /// after the scheme) as the bridge request the seed's page would have
  /// made (`nativeaction://hideShow`), so that the bridge's rules (names,
  /// main frame, origins) apply to it unchanged.
  static func bridgeRequest(scheme: String, message: String, isMainFrame: Bool)
    -> NavigationRequest
  {
    NavigationRequest(url: "\(scheme)://\(message)", type: .other, isMainFrame: isMainFrame)
  }

  /// A `UIWebView` request (the seeds' generation): its
  /// `UIWebViewNavigationType` raw value, and whether it loads the main
  /// document.
  static func uiWebViewRequest(url: String?, mainDocumentURL: String?, navigationTypeRawValue: Int)
    -> NavigationRequest
  {
    NavigationRequest(
      url: url ?? "", type: NavigationType(uiWebViewNavigationTypeRawValue: navigationTypeRawValue),
      isMainFrame: url == mainDocumentURL)
  }
}
