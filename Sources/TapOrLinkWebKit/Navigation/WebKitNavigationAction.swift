import TapOrLink

/// The facts of a `WKNavigationAction` the engine needs, as plain values,
/// and the `NavigationRequest` they make.
///
/// - the type: `navigationAction.navigationType.rawValue` (`linkActivated`
///   0, `formSubmitted` 1, `backForward` 2, `reload` 3, `formResubmitted` 4,
///   `other` -1);
/// - the frame: `navigationAction.targetFrame?.isMainFrame`. An iframe's
///   request is not the person's link and never decides a gesture. A `nil`
///   target frame is a new window (`target="_blank"`, `window.open`): the
///   person still opened a link, so it counts as a main-frame request, one
///   that `NavigationRequest.opensNewWindow` and so moves no history;
/// - the URL: `navigationAction.request.url?.absoluteString`;
/// - the source frame: `navigationAction.sourceFrame`, the frame whose
///   document started the navigation (main frame or not, and its
///   document's origin). A bridge call runs only when the main frame's
///   committed document started it (``request(onPageOf:)``), and a
///   page-script report sent as a URL counts only from a document the app
///   trusts (``ScriptMessageFrame/mayAnswer(onPageOf:)``).
public struct WebKitNavigationAction: Hashable, Sendable {
  /// The request's URL, `nil` when WebKit gives none.
  public var url: String?
  /// `WKNavigationType`'s raw value.
  public var navigationTypeRawValue: Int
  /// Whether the target frame is the main frame; `nil` for a new window.
  public var targetIsMainFrame: Bool?
  /// The frame whose document started the navigation; `nil` when unknown,
  /// and then a page-script report sent as a URL is trusted from no one.
  public var sourceFrame: ScriptMessageFrame?

  /// Creates the facts of one navigation action.
  public init(
    url: String?, navigationTypeRawValue: Int, targetIsMainFrame: Bool?,
    sourceFrame: ScriptMessageFrame? = nil
  ) {
    self.url = url
    self.navigationTypeRawValue = navigationTypeRawValue
    self.targetIsMainFrame = targetIsMainFrame
    self.sourceFrame = sourceFrame
  }

  /// Whether the action opens a new window (no target frame).
  public var opensNewWindow: Bool { targetIsMainFrame == nil }

  /// The engine's request: a missing URL is the empty one, a new window is
  /// the main frame's request that opens a new window, and the document
  /// that started it is unknown (see ``request(onPageOf:)``).
  public var request: NavigationRequest { request(onPageOf: nil) }

  /// The engine's request, its source read from ``sourceFrame`` on the
  /// page whose committed document has `pageOrigin`
  /// (`WebViewInput.committedOrigin`): `RequestSource.mainFrame` only when
  /// the main frame started it and its document is of that origin (the
  /// committed one), `RequestSource.frame` when another frame started
  /// it, `RequestSource.unknown` when the platform does not say (no
  /// source frame) or the main frame's document is not the committed one.
  public func request(onPageOf pageOrigin: Origin?) -> NavigationRequest {
    let source: RequestSource =
      switch sourceFrame {
      case nil: .unknown
      case let frame? where !frame.isMainFrame: .frame
      case let frame?: pageOrigin.map(frame.matches) == true ? .mainFrame : .unknown
      }
    return NavigationRequest(
      url: url ?? "", type: NavigationType(wkNavigationTypeRawValue: navigationTypeRawValue),
      targetIsMainFrame: targetIsMainFrame, source: source)
  }
}
