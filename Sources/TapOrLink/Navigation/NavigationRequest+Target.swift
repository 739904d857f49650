extension NavigationRequest {
  /// A request as a web view's navigation delegate is asked about it, from
  /// the frame it targets.
  ///
  /// What counts for a gesture is a request of an activation type
  /// (``OverlayConfiguration/activation``: `link`, `form`, `other` by
  /// default) for the main frame or for a new window:
  ///
  /// - `targetIsMainFrame == true`: the main frame navigates; it counts.
  /// - `false`: an iframe navigates (an ad, an embedded page); it never
  ///   decides a gesture.
  /// - `nil`: no frame of this web view is the target, because the link
  ///   opens a new window (`target="_blank"`, `window.open`): WKWebView's
  ///   `WKNavigationAction.targetFrame` is `nil`, and WebKitGTK asks with a
  ///   new-window decision. The person still activated a link, so it
  ///   counts as the main frame's request; it ``opensNewWindow``, so it
  ///   changes no history: this web view stays on its page.
  ///
  /// - Parameters:
  ///   - url: the URL as the web view gave it.
  ///   - type: why the web view wants to load it.
  ///   - targetIsMainFrame: `targetFrame?.isMainFrame`.
  ///   - source: which document started it (`sourceFrame`).
  public init(
    url: String, type: NavigationType = .link, targetIsMainFrame: Bool?,
    source: RequestSource = .mainFrame
  ) {
    self.init(
      url: url, type: type, isMainFrame: targetIsMainFrame ?? true,
      opensNewWindow: targetIsMainFrame == nil, source: source)
  }
}
