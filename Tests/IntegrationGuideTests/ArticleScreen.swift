import TapOrLink
import TapOrLinkWebKit

/// The guide's screen: an article in a web view, and a page that may call
/// the app.
enum ArticleScreen {
  static let firstPage = "https://reader.example.com/articles/1"

  /// The engine's settings: the web view's defaults (page answers on), and
  /// the page's bridge.
  static var configuration: OverlayConfiguration {
    var configuration = WebViewInput.defaultConfiguration
    configuration.bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [Origin(scheme: "https", host: "reader.example.com", port: nil)])
    return configuration
  }

  /// The article's main frame, as the message handler describes the frame
  /// that posted a message (`WKScriptMessage.frameInfo`).
  static let mainFrame = ScriptMessageFrame(
    isMainFrame: true, origin: Origin(scheme: "https", host: "reader.example.com", port: nil))
}
