#if canImport(UIKit) && os(iOS) && !targetEnvironment(macCatalyst)
  import TapOrLink
  import UIKit

  /// The seeds' generation: a `UIWebView` delegate asking the engine.
  @available(iOS, deprecated: 12.0, message: "UIWebView: only for apps of the seeds' era")
  final class SeedWebViewDelegate: NSObject, UIWebViewDelegate {
    let overlay: MainTapOverlay

    init(overlay: MainTapOverlay) { self.overlay = overlay }

    func webView(
      _ webView: UIWebView, shouldStartLoadWith request: URLRequest,
      navigationType: UIWebView.NavigationType
    ) -> Bool {
      let asked = SeedRequests.uiWebViewRequest(
        url: request.url?.absoluteString, mainDocumentURL: request.mainDocumentURL?.absoluteString,
        navigationTypeRawValue: navigationType.rawValue)
      return overlay.shouldStartLoad(asked) == .allow
    }
  }
#endif
