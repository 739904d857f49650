/// Which of WebKitGTK's navigation actions are the main frame's.
///
/// WebKitGTK's actions name no frame, and an action a frame's document
/// starts (an advertisement's iframe navigating itself, an iframe added
/// after the load, a hidden frame loading a bridge URL) looks like the
/// main frame's own. What does tell them apart is what follows: only the
/// main frame's loads are reported (`load-changed`, emitted for the main
/// frame only). So an action is taken as the main frame's at once only
/// when it is known to be:
///
/// - a load the app started (``Action/isAppLoad``: the request is the
///   web view's pending URI, `webkit_web_view_get_uri`, which a load,
///   reload or back-forward move the app started sets before WebKit asks,
///   and a page's script or frame never does);
/// - a redirect of the main frame's load before it commits (a frame's
///   document loads only after the main frame's has committed);
/// - a user gesture's (a link the person tapped; one in a frame is taken
///   as the main frame's too, WebKitGTK giving no way to tell).
///
/// Any other is a frame's (``Target/frame``), answered as such; should the
/// main frame then start a load (`WEBKIT_LOAD_STARTED`) without a
/// main-frame question before it, that last action was the main frame's
/// own (a script's navigation, a script redirect during a load), and
/// ``started()`` says so, for the connection to ask the engine then.
///
/// A value type: every input is a `mutating func` returning what is true,
/// the connection does what it says.
public struct MainFrameLoads: Sendable {
  /// What WebKitGTK says of one navigation action.
  public struct Action: Sendable, Hashable {
    /// `webkit_navigation_action_is_redirect`.
    public var isRedirect: Bool
    /// `webkit_navigation_action_is_user_gesture`.
    public var isUserGesture: Bool
    /// Whether the request is a load the app started: its URI is the web
    /// view's (the pending one), and either not the committed document's
    /// or the action a reload or back-forward move.
    public var isAppLoad: Bool

    /// The facts of one action.
    public init(isRedirect: Bool = false, isUserGesture: Bool = false, isAppLoad: Bool = false) {
      self.isRedirect = isRedirect
      self.isUserGesture = isUserGesture
      self.isAppLoad = isAppLoad
    }
  }

  /// Whose an action is.
  public enum Target: Sendable, Hashable {
    /// The main frame's, known now.
    case mainFrame
    /// A frame's, or the main frame's own without a sign of it: taken as
    /// a frame's, until a main-frame load follows it (``started()``).
    case frame
  }

  /// The main frame's load, as `load-changed` tells it.
  public enum Phase: Sendable, Hashable {
    /// No load under way.
    case idle
    /// Started, not committed: redirects come now.
    case provisional
    /// Committed: the document's frames load now.
    case committed
  }

  /// The last action asked since the main frame's load last started or
  /// committed: the one the next load start is, if any.
  private enum Last: Sendable, Hashable {
    /// None since the last load started.
    case none
    /// One taken as the main frame's (allowed or not).
    case mainFrame
    /// One taken as a frame's.
    case frame
  }

  /// Where the main frame's load is.
  public private(set) var phase = Phase.idle
  private var last = Last.none

  /// Nothing loading.
  public init() {}

  /// Whether the main frame is loading a document.
  public var isLoading: Bool { phase != .idle }

  /// Whose `action` is; called for each navigation action, in order.
  public mutating func target(of action: Action) -> Target {
    let isMain =
      action.isAppLoad || action.isUserGesture || (action.isRedirect && phase == .provisional)
    last = isMain ? .mainFrame : .frame
    return isMain ? .mainFrame : .frame
  }

  /// The main frame started a load (`WEBKIT_LOAD_STARTED`): `true` when
  /// the last action was taken as a frame's, and so was this load's (the
  /// main frame's own, unasked).
  public mutating func started() -> Bool {
    phase = .provisional
    defer { last = .none }
    return last == .frame
  }

  /// The main frame committed its load (`WEBKIT_LOAD_COMMITTED`).
  public mutating func committed() {
    phase = .committed
    last = .none
  }

  /// The main frame finished (`WEBKIT_LOAD_FINISHED`) or failed (a
  /// script's navigation during a load first cancels the load: the
  /// action asked before stays the next start's).
  public mutating func finished() {
    phase = .idle
  }
}
