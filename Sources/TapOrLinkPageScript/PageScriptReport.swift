import TapOrLink

/// Anything the page script posts: an answer about what lies under a
/// finger, or a same-document navigation. Read a message with
/// ``init(body:)`` or ``init(bridgeURL:)`` and give it to the engine with
/// ``apply(to:viewSize:at:)``.
public enum PageScriptReport: Hashable, Sendable {
  /// An answer (`{kind, x, y, phase}`, the visible area, and `ends` at a
  /// touchstart that ends a scroll or a selection).
  case answer(PageScriptMessage)
  /// A same-document navigation (`{navigation, url}`).
  case navigation(PageScriptNavigation)

  /// Reads a script message body; `nil` when it is neither.
  public init?(body: [String: Any]) {
    if let navigation = PageScriptNavigation(body: body) {
      self = .navigation(navigation)
    } else if let answer = PageScriptMessage(body: body) {
      self = .answer(answer)
    } else {
      return nil
    }
  }

  /// Reads a bridge URL (`taporlink://answer?...` or
  /// `taporlink://navigation?...`); `nil` when it is neither.
  public init?(bridgeURL: String) {
    if let navigation = PageScriptNavigation(bridgeURL: bridgeURL) {
      self = .navigation(navigation)
    } else if let answer = PageScriptMessage(bridgeURL: bridgeURL) {
      self = .answer(answer)
    } else {
      return nil
    }
  }

  /// Gives the report to the engine at `time` (now by default), an
  /// answer's point in the web view's points
  /// (``PageScriptMessage/point(inViewOf:)``): `viewSize` is the web
  /// view's size, by default its frame's in the overlay's tree.
  public func apply(to overlay: TapOverlay, viewSize: Size? = nil, at time: Instant? = nil) {
    switch self {
    case .answer(let answer):
      let subject = answer.subject(
        forWebView: overlay.webView, in: overlay.tree, viewSize: viewSize)
      if let ending = answer.endsAtTouchStart {
        overlay.send(.dismisses(ending, subject), at: time ?? overlay.now)
      }
      overlay.pageAnswered(answer.answer(for: subject), at: time)
    case .navigation(let report):
      overlay.sameDocumentNavigation(to: report.url, kind: report.kind, at: time)
    }
  }
}
