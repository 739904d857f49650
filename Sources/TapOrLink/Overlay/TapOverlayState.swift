/// A read-only view of an overlay's engine: what an isolation adapter
/// (``MainTapOverlay/state``) shows without handing out the engine itself.
/// Each property reads the engine when asked. Not `Sendable`: read it
/// where the overlay runs.
public struct TapOverlayState {
  let overlay: TapOverlay

  /// The settings.
  public var configuration: OverlayConfiguration { overlay.configuration }
  /// The view the overlay covers.
  public var coveredView: ViewID { overlay.coveredView }
  /// The web view whose requests, history and links the overlay watches.
  public var webView: ViewID { overlay.webView }
  /// The views, as hit testing sees them.
  public var tree: ViewTree { overlay.tree }
  /// The web view's history.
  public var history: WebHistory { overlay.history }
  /// The touch router's priority views.
  public var router: TouchRouter { overlay.router }
  /// The overlay's frame in window coordinates.
  public var frame: Rect { overlay.frame }
  /// The number of undecided gestures.
  public var undecidedCount: Int { overlay.undecidedCount }
  /// The fingers down, in the order they touched.
  public var fingersDown: [FingerID] { overlay.fingersDown }
  /// The instant of the latest input or timer the engine handled.
  public var lastInstant: Instant { overlay.lastInstant }
}
