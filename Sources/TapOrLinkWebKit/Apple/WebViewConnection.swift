#if canImport(UIKit) && canImport(WebKit)
  import TapOrLink
  import UIKit
  import WebKit

  /// Connects a `WKWebView` to the engine, in one line: its touches, its
  /// navigation actions and the page script's answers, same-document
  /// navigation reports and bridge calls all reach a `MainTapOverlay`, on
  /// the main actor.
  ///
  /// ```swift
  /// let connection = try WebViewConnection(webView: webView)
  /// connection.overlay.decider = self
  /// connection.overlay.addObserver { [weak self] event in
  ///   if event.tappedView != nil { self?.toggleToolbar() }
  /// }
  /// ```
  ///
  /// Making it:
  /// - adds an `OverlayTouchObserver` to the web view;
  /// - becomes the web view's navigation delegate, keeping the one already
  ///   set as ``navigationDelegate`` (set yours there afterwards, not on the
  ///   web view): every method but the navigation-action policy goes to it;
  /// - adds the page script at document start in every frame, and message
  ///   handlers for it and for the bridge's scheme.
  ///
  /// Make it before the web view loads its first page, so that the page
  /// script runs there too. Keep it as long as the web view, or until
  /// ``disconnect()``.
  ///
  /// One web view has one connection at a time. A second connection on the
  /// same web view, or on another web view sharing its configuration (and
  /// so its user content controller), takes the message handlers over:
  /// WebKit allows one handler a name (adding a second raises an
  /// Objective-C exception), so the connection removes any handler of its
  /// names first, an app's own of the same name included.
  @MainActor
  public final class WebViewConnection {
    /// The platform-neutral half: every rule.
    public let input: WebViewInput
    private let proxy: NavigationDelegateProxy
    private let receiver: ScriptMessageReceiver
    private let observer: OverlayTouchObserver
    private weak var webView: WKWebView?
    /// The user content controller the handlers were added to.
    private weak var contents: WKUserContentController?
    /// Whether ``disconnect()`` has not been called yet.
    private var isConnected = true

    /// The engine: observe it (`addObserver`) to hear taps and links, and
    /// set its `decider` to refuse requests and run bridge actions.
    public var overlay: MainTapOverlay { input.overlay }

    /// The app's own navigation delegate, which hears every navigation
    /// delegate method except `decidePolicyFor navigationAction`.
    public var navigationDelegate: (any WKNavigationDelegate)? {
      get { proxy.next }
      set {
        proxy.next = newValue
        // WebKit reads which methods a delegate has when it is set.
        webView?.navigationDelegate = isConnected ? proxy : newValue
      }
    }

    /// Connects `webView` to a new engine.
    ///
    /// - Parameters:
    ///   - webView: the web view, before it loads its first page.
    ///   - firstPage: the first page, where the web view's history starts.
    ///   - configuration: the settings; `WebViewInput.defaultConfiguration`
    ///     (page answers on) by default.
    /// - Throws: the engine's setup errors.
    public convenience init(
      webView: WKWebView, firstPage: String? = nil,
      configuration: OverlayConfiguration = WebViewInput.defaultConfiguration
    ) throws {
      let size = webView.bounds.size
      let input = try WebViewInput(
        size: Size(width: Double(size.width), height: Double(size.height)),
        firstPage: firstPage, configuration: configuration)
      self.init(webView: webView, input: input)
    }

    /// Connects `webView` to `input`'s engine.
    public init(webView: WKWebView, input: WebViewInput) {
      self.input = input
      self.webView = webView
      proxy = NavigationDelegateProxy(input: input)
      receiver = ScriptMessageReceiver(input: input)
      observer = OverlayTouchObserver(input: input)
      proxy.next = webView.navigationDelegate
      webView.navigationDelegate = proxy
      webView.addGestureRecognizer(observer)
      let script = input.pageScript
      let contents = webView.configuration.userContentController
      contents.addUserScript(
        WKUserScript(
          source: script.source,
          injectionTime: script.injectionTime == .atDocumentStart
            ? .atDocumentStart : .atDocumentEnd,
          forMainFrameOnly: script.forMainFrameOnly))
      for name in input.messageHandlerNames {
        // `add(_:name:)` raises an exception when the name is taken.
        contents.removeScriptMessageHandler(forName: name)
        contents.add(receiver, name: name)
      }
      self.contents = contents
    }

    /// Disconnects the web view from the engine: removes the message
    /// handlers and the touch observer, and gives the web view back the
    /// app's navigation delegate (``navigationDelegate``). Calling it again
    /// does nothing.
    ///
    /// The page script stays in the user content controller (WebKit can
    /// remove only all user scripts at once, the app's too). On the next
    /// page it finds no message handler, and sends its reports as
    /// `taporlink://` URLs that the app's navigation delegate sees; block
    /// them there, or make a new connection.
    ///
    /// Call it before dropping the connection when the web view lives on:
    /// a connection released without it leaves its handlers installed
    /// (they then deliver to no engine) and the web view with no
    /// navigation delegate, since the web view holds its delegate weakly.
    /// Handlers are removed by name: if a later connection took the names
    /// over, disconnecting this one removes that one's handlers too.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      for name in input.messageHandlerNames { contents?.removeScriptMessageHandler(forName: name) }
      if let webView {
        webView.removeGestureRecognizer(observer)
        webView.navigationDelegate = proxy.next
      }
    }
  }
#endif
