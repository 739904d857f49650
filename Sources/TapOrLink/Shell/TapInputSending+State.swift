/// The engine's state, read through the same hop as every input: on the
/// deciding ``TapOverlay``'s thread or queue, each query when asked.
extension TapInputSending {
  /// The settings.
  public var configuration: OverlayConfiguration { handOn { $0.engine.configuration } }
  /// The view the overlay covers.
  public var coveredView: ViewID { handOn { $0.engine.coveredView } }
  /// The web view whose requests, history and links the overlay watches:
  /// the covered view if it is a web view, else the first in its subtree.
  public var webView: ViewID { handOn { $0.engine.webView } }
  /// The web view's history.
  public var history: WebHistory { handOn { $0.engine.history } }
  /// The origin of the page the bridge judges: the history's current
  /// page's, or under ``HistorySource/commits`` the document the main frame
  /// last committed (`nil` before the first commit, and for a document
  /// without an origin).
  public var pageOrigin: Origin? { handOn { $0.engine.pageOrigin } }
  /// The number of undecided gestures (at most one with its finger down,
  /// plus those waiting for their window).
  public var undecidedCount: Int { handOn { $0.engine.machine.undecidedCount } }
  /// The recorder's entries from the oldest moment a replay can start at
  /// (where the engine was idle), with the state and settings of that
  /// moment; `nil` without a recorder, or when no entry held found the
  /// engine idle. Entries older than the recorder's
  /// ``FlightRecorder/maxAge`` are left out. Make it once every gesture is
  /// decided, or a replay will decide the open gestures as well.
  public func flightRecording() -> FlightRecording? { handOn { $0.recordedFlight() } }

  /// The views, as hit testing sees them now.
  package var tree: ViewTree { handOn { $0.engine.tree } }
  /// The overlay's frame: the covered view's frame in window coordinates.
  package var frame: Rect { handOn { $0.engine.frame } }
  /// The fingers down, in the order they touched.
  package var fingersDown: [FingerID] { handOn { $0.engine.machine.fingers.map(\.finger) } }
  /// The instant of the latest input or timer the engine has handled.
  package var lastInstant: Instant { handOn { $0.engine.clock } }
  /// The newest gesture the engine started, if any: the one a page answer
  /// without a point is about.
  package var latestGesture: GestureID? { handOn { $0.engine.machine.latestGesture } }
  /// The gesture whose first finger the latest touch lifted still (within
  /// the slop of its down point, no other finger down since it touched, no
  /// long press), whatever the engine decided about it meanwhile; `nil`
  /// after any other touch. A page clicks the link under such a lift: a
  /// simulated page answers about it with ``PageAnswer/Subject/lift(_:at:)``.
  package var lastStillLift: GestureID? { handOn { $0.engine.step.stillLift } }
}
