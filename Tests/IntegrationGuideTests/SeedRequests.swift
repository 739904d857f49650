import TapOrLink

/// The seeds' generation of web view: the first apps this engine was taken
/// from used `UIWebView` (iOS 2–12), whose delegate is asked
/// `webView(_:shouldStartLoadWith:navigationType:)`.
enum SeedRequests {
  /// A `UIWebView` request: its `UIWebViewNavigationType` raw value, and
  /// whether it loads the main document.
  static func uiWebViewRequest(url: String?, mainDocumentURL: String?, navigationTypeRawValue: Int)
    -> NavigationRequest
  {
    NavigationRequest(
      url: url ?? "", type: NavigationType(uiWebViewNavigationTypeRawValue: navigationTypeRawValue),
      isMainFrame: url == mainDocumentURL)
  }
}
