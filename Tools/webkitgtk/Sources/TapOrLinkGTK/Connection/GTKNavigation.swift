import TapOrLink
import TapOrLinkWebKit

/// What WebKitGTK's `decide-policy` says about a navigation, as the
/// platform-neutral `WebKitNavigationAction` the engine's input takes.
///
/// WebKitGTK's navigation actions carry no frame: no main-frame flag and no
/// source frame (`webkit_navigation_action_get_frame_name` is a link's
/// `target`, and may be missing). A new-window decision is the new
/// window's (no target frame). Any other is taken as the main frame's,
/// except while the main frame is loading a document (``MainFrameLoads``):
/// then only the load's own navigation and its redirects are, and the
/// frames the new document loads (its iframes) are frames'. A page-script
/// report sent as a URL is never trusted (its source frame is unknown);
/// the connection's message channel makes such reports rare
/// (``PageChannel``).
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
  ///   - isMainFrame: whether ``MainFrameLoads`` takes it as the main
  ///     frame's.
  public static func action(
    url: String?, gtkType: UInt32, decision: DecisionType, isMainFrame: Bool
  ) -> WebKitNavigationAction {
    WebKitNavigationAction(
      url: url, navigationTypeRawValue: wkNavigationTypeRawValue(ofGTK: gtkType),
      targetIsMainFrame: decision == .newWindowAction ? nil : isMainFrame, sourceFrame: nil)
  }
}

/// Which of WebKitGTK's navigation actions are the main frame's, from what
/// the web view says of its main frame's loads (`load-changed` is emitted
/// for the main frame only).
///
/// Between a main-frame load's start and its end, a navigation action is
/// the main frame's when it is a redirect of that load, when it is a user
/// gesture's, or when no action has been taken for the load yet (the one
/// that started it, asked just before `load-changed` says started, or a
/// load the app started). Every other is a frame's: the new document's
/// iframes. Outside a load every action is the main frame's, a frame's
/// own navigation after the page has loaded being rare and, unlike on iOS,
/// not told apart.
public struct MainFrameLoads: Sendable {
  /// Whether the main frame is loading a document.
  public private(set) var isLoading = false
  /// Whether the load has had its own navigation action.
  private var loadHasItsAction = false

  /// Nothing loading.
  public init() {}

  /// The main frame started a load (`WEBKIT_LOAD_STARTED`).
  public mutating func started() {
    isLoading = true
  }

  /// The main frame finished (`WEBKIT_LOAD_FINISHED`) or failed.
  public mutating func finished() {
    isLoading = false
    loadHasItsAction = false
  }

  /// Whether an action (with its redirect and user-gesture flags) is the
  /// main frame's; called for each navigation action, in order.
  public mutating func isMainFrame(redirect: Bool, userGesture: Bool) -> Bool {
    guard isLoading else {
      // The action that will start the next load.
      loadHasItsAction = true
      return true
    }
    if redirect || userGesture || !loadHasItsAction {
      loadHasItsAction = true
      return true
    }
    return false
  }
}
