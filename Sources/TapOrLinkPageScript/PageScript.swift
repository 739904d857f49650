import Foundation

/// The script a web view injects so that its page tells the overlay what
/// lies under a finger (see `TapOverlay.pageAnswered(_:at:)`).
///
/// Inject ``source`` at document start in every frame (in WebKit a
/// `WKUserScript` with `injectionTime: .atDocumentStart` and
/// `forMainFrameOnly: false`), and add a script message handler named
/// ``messageHandlerName``. On `touchstart` and `touchend` the script finds
/// what lies under the touch (`document.elementFromPoint`, looking into
/// same-origin frames) and answers `content` when nothing interactive is
/// within the browser's reach of the point, `link` otherwise; at the
/// browser's click it answers from what the click activated and what the
/// page did with it: `link`, `control` (with the kind of control) or
/// `content`. Each answer posts
/// `{kind, x, y, phase, visualLeft, visualTop, visualWidth, visualHeight}`
/// (and `control` for a `control` answer): the point in CSS pixels of the
/// top frame's layout viewport, and the part of it the web view shows (the
/// top window's `visualViewport`), with which
/// `PageScriptMessage.point(inViewOf:)` maps the point into the web view's
/// points. A touchstart answer also carries `ends` when the touch-down
/// ends something rather than taps (`PageScriptMessage.ends`): `scroll`
/// when the page was scrolling on its own (it moved with no finger down
/// within the last 100 ms, or, where the browser fires `scrollend`, within
/// 500 ms and its scroll has not ended; no other finger down), else
/// `selection` when a text selection showed (the document's, or a focused
/// field's). Without a message handler it loads ``bridgeScheme``-scheme URLs
/// in a hidden frame instead
/// (`taporlink://answer?kind=link&x=12&y=40&phase=end`, a touchstart's
/// with `&ends=scroll` or `&ends=selection` when it has one), which the
/// navigation delegate must intercept. `window.taporlink.answerAt(x, y)`
/// answers on demand.
///
/// It ships as a resource of this module, so that the engine (`TapOrLink`)
/// stays free of Foundation.
public enum PageScript {
  /// The script message handler the script posts to.
  public static let messageHandlerName = "taporlink"

  /// The scheme of the bridge URLs the script loads when there is no message
  /// handler.
  public static let bridgeScheme = "taporlink"

  /// The script's JavaScript source, read once from the module's resources.
  public static let source: String = {
    guard let url = Bundle.module.url(forResource: "taporlink-page", withExtension: "js"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      // The resource is part of the package; a missing one is a broken build.
      preconditionFailure("TapOrLinkPageScript: taporlink-page.js is missing from the bundle")
    }
    return text
  }()
}
