/// A web view's question: may it load this URL?
public struct NavigationRequest: Hashable, Sendable {
  /// The URL exactly as the web view gave it.
  public var url: String
  /// Why the web view wants to load it.
  public var type: NavigationType
  /// Whether it loads the main frame (`false` for an iframe's request).
  public var isMainFrame: Bool
  /// Whether it opens a new window (`target="_blank"`, `window.open`) rather
  /// than loading in this web view: it counts as the main frame's request
  /// (the person activated a link), but the web view stays on its page, so
  /// it changes no history and the bridge keeps judging the page it was on.
  public var opensNewWindow: Bool
  /// Which document started it (``RequestSource``): the main frame's
  /// unless the platform says otherwise. The bridge runs an action only for
  /// the main frame's own request.
  public var source: RequestSource

  /// Creates a request.
  public init(
    url: String, type: NavigationType = .link, isMainFrame: Bool = true,
    opensNewWindow: Bool = false, source: RequestSource = .mainFrame
  ) {
    self.url = url
    self.type = type
    self.isMainFrame = isMainFrame || opensNewWindow
    self.opensNewWindow = opensNewWindow
    self.source = source
  }

  /// Whether, allowed, it moves this web view to its URL: a main-frame
  /// request that opens no new window.
  package var loadsInThisWebView: Bool { isMainFrame && !opensNewWindow }
}

extension NavigationRequest: CustomStringConvertible {
  /// The request as a scenario step writes it: `https://example.com/a`,
  /// with ` type form` when it is not a link, ` subframe` when it is not
  /// for the main frame, ` new-window` when it opens a new window, and
  /// ` from frame` or ` from unknown` when the main frame did not start it.
  public var description: String {
    var text = url
    if type != .link { text += " type \(type.rawValue)" }
    if !isMainFrame { text += " subframe" }
    if opensNewWindow { text += " new-window" }
    if source != .mainFrame { text += " from \(source.rawValue)" }
    return text
  }
}
