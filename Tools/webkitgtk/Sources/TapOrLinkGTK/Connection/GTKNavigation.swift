import TapOrLink
import TapOrLinkWebKit

/// What WebKitGTK's `decide-policy` says about a navigation, as the
/// platform-neutral `WebKitNavigationAction` the engine's input takes.
///
/// WebKitGTK's navigation actions carry no frame: no main-frame flag and no
/// source frame (`webkit_navigation_action_get_frame_name` is a link's
/// `target`, and may be missing). A new-window decision is the new
/// window's (no target frame). Which other is the main frame's,
/// ``MainFrameLoads`` finds out; the source frame is never known, so it is
/// always `nil`: a bridge URL or a page-script report sent as a URL is
/// never believed, and bridge calls and reports go through the message
/// channel (``PageChannel``), which knows the frame that posted.
public enum GTKNavigation {
  /// WebKitGTK's `WebKitPolicyDecisionType`.
  public enum DecisionType: UInt32, Sendable {
    /// `WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION`.
    case navigationAction = 0
    /// `WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION`.
    case newWindowAction = 1
    /// `WEBKIT_POLICY_DECISION_TYPE_RESPONSE`: not the engine's question.
    case response = 2
  }

  /// `WKNavigationType`'s raw value of WebKitGTK's `WebKitNavigationType`
  /// (link clicked 0, form submitted 1, back-forward 2, reload 3, form
  /// resubmitted 4, other 5): the same order, but WebKit's `other` is -1.
  public static func wkNavigationTypeRawValue(ofGTK value: UInt32) -> Int {
    value <= 4 ? Int(value) : -1
  }

  /// The action the engine's input takes.
  ///
  /// - Parameters:
  ///   - url: the request's URI.
  ///   - gtkType: the `WebKitNavigationType`.
  ///   - decision: the policy decision's type.
  ///   - isMainFrame: whether ``MainFrameLoads`` knows it as the main
  ///     frame's.
  public static func action(
    url: String?, gtkType: UInt32, decision: DecisionType, isMainFrame: Bool
  ) -> WebKitNavigationAction {
    WebKitNavigationAction(
      url: url, navigationTypeRawValue: wkNavigationTypeRawValue(ofGTK: gtkType),
      targetIsMainFrame: decision == .newWindowAction ? nil : isMainFrame, sourceFrame: nil)
  }
}
