/// An overlay whose engine's state can be read: ``TapOverlay`` and
/// ``MainTapOverlay`` (whose engine is not handed out, so that its decider
/// stays the adapter's). The queries are written once, here.
public protocol OverlayStateReading: AnyObject {
  /// The engine to read.
  var state: OverlayState { get }
}

/// A read-only handle on an overlay's engine, for ``OverlayStateReading``;
/// each query reads the engine when asked.
public struct OverlayState {
  let overlay: TapOverlay
}

extension OverlayStateReading {
  /// The settings.
  public var configuration: OverlayConfiguration { state.overlay.engine.configuration }
  /// The view the overlay covers.
  public var coveredView: ViewID { state.overlay.engine.coveredView }
  /// The web view whose requests, history and links the overlay watches:
  /// the covered view if it is a web view, else the first in its subtree.
  public var webView: ViewID { state.overlay.engine.webView }
  /// The views, as hit testing sees them now.
  package var tree: ViewTree { state.overlay.engine.tree }
  /// The web view's history.
  public var history: WebHistory { state.overlay.engine.history }
  /// The overlay's frame: the covered view's frame in window coordinates.
  package var frame: Rect { state.overlay.engine.frame }
  /// The number of undecided gestures (at most one with its finger down,
  /// plus those waiting for their window).
  public var undecidedCount: Int { state.overlay.engine.machine.undecidedCount }
  /// The fingers down, in the order they touched.
  package var fingersDown: [FingerID] { state.overlay.engine.machine.fingers.map(\.finger) }
  /// The instant of the latest input or timer the engine has handled.
  package var lastInstant: Instant { state.overlay.engine.clock }
  /// The newest gesture the engine started, if any: the one a page answer
  /// without a point is about.
  package var latestGesture: GestureID? { state.overlay.engine.machine.latestGesture }
  /// The gesture whose first finger the latest touch lifted still (within
  /// the slop of its down point, no other finger down since it touched, no
  /// long press), whatever the engine decided about it meanwhile; `nil`
  /// after any other touch. A page clicks the link under such a lift: a
  /// simulated page answers about it with ``PageAnswer/Subject/lift(_:at:)``.
  package var lastStillLift: GestureID? { state.overlay.engine.step.stillLift }
  /// The recorder's entries from the oldest moment a replay can start at
  /// (where the engine was idle), with the state and settings of that
  /// moment; `nil` without a recorder, or when no entry held found the
  /// engine idle. Entries older than the recorder's
  /// ``FlightRecorder/maxAge`` are left out. Make it once every gesture is
  /// decided, or a replay will decide the open gestures as well.
  public func flightRecording() -> FlightRecording? { state.overlay.recordedFlight() }
}
