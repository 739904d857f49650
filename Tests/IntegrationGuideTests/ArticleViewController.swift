#if canImport(UIKit) && canImport(WebKit)
  import TapOrLink
  import TapOrLinkWebKit
  import UIKit
  import WebKit

  /// The guide's view controller: a `WKWebView` connected to the engine, a
  /// toolbar over its bottom edge that a tap on the text hides and shows.
  final class ArticleViewController: UIViewController {
    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    private let toolbar = UIToolbar(frame: .zero)
    private var connection: WebViewConnection?
    private var controller: ArticleController?

    override func viewDidLoad() {
      super.viewDidLoad()
      webView.frame = view.bounds
      webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(webView)
      view.addSubview(toolbar)
      do {
        let connection = try WebViewConnection(
          webView: webView, firstPage: ArticleScreen.firstPage,
          configuration: ArticleScreen.configuration)
        controller = ArticleController(overlay: connection.overlay) { [weak self] hidden in
          self?.toolbar.isHidden = hidden
        }
        self.connection = connection
      } catch {
        assertionFailure("the engine refused its settings: \(error)")
      }
      if let url = URL(string: ArticleScreen.firstPage) { webView.load(URLRequest(url: url)) }
    }
  }
#endif
