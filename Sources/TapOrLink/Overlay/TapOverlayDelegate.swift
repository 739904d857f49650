/// Receives what the overlay does, on the engine's queue. Every method has
/// a default that does nothing (or allows), so implement only what you need.
///
/// The methods are nonisolated: they run wherever the engine runs (a
/// ``SharedTapOverlay``'s queue, a test's thread). Main-actor code conforms
/// to ``MainTapOverlayDelegate`` and uses a ``MainTapOverlay`` instead; a
/// `@MainActor` conformance to this protocol is refused where it would run
/// off the main actor (inside ``SharedTapOverlay/perform(_:)``).
///
/// This extends the seed's `UIWebViewDelegateEx`: ``overlay(_:tappedView:at:)``
/// is its `tappedView`.
public protocol TapOverlayDelegate: AnyObject {
  /// Forward this touch to `view`: the finger's locked delivery target.
  func overlay(_ overlay: TapOverlay, deliver touch: Touch, to view: ViewID)
  /// The touch router sends this touch to the priority view `view` as well.
  func overlay(_ overlay: TapOverlay, route touch: Touch, to view: ViewID)
  /// The person tapped the content (not a link).
  func overlay(_ overlay: TapOverlay, tappedView view: ViewID, at point: Point)
  /// A gesture was decided, whatever its outcome.
  func overlay(_ overlay: TapOverlay, didDecide decision: Decision)
  /// May the web view load this request? Return `false` to veto. Not asked
  /// for bridge requests, which are always blocked.
  func overlay(_ overlay: TapOverlay, shouldAllow request: NavigationRequest) -> Bool
  /// Page script called a bridge action.
  func overlay(_ overlay: TapOverlay, runAction name: String, for request: NavigationRequest)
  /// The back button should show (`true`) or hide.
  func overlay(_ overlay: TapOverlay, backButtonVisible visible: Bool)
  /// A request that would have made a link came shortly after its gesture
  /// was decided `tap`: undo the tap if you can.
  func overlay(_ overlay: TapOverlay, lateLink: LateLink)
  /// The web view started loading (forwarded, as in the seed).
  func overlayWebViewDidStartLoad(_ overlay: TapOverlay)
  /// The web view finished loading (forwarded).
  func overlayWebViewDidFinishLoad(_ overlay: TapOverlay)
  /// The web view failed to load (forwarded).
  func overlay(_ overlay: TapOverlay, webViewDidFailLoadWith error: any Error)
}

/// Defaults, so that a delegate implements only what it needs.
extension TapOverlayDelegate {
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, deliver touch: Touch, to view: ViewID) {}
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, route touch: Touch, to view: ViewID) {}
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, tappedView view: ViewID, at point: Point) {}
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, didDecide decision: Decision) {}
  /// Allows every request by default.
  public func overlay(_ overlay: TapOverlay, shouldAllow request: NavigationRequest) -> Bool {
    true
  }
  /// Does nothing by default.
  public func overlay(
    _ overlay: TapOverlay, runAction name: String, for request: NavigationRequest
  ) {}
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, backButtonVisible visible: Bool) {}
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, lateLink: LateLink) {}
  /// Does nothing by default.
  public func overlayWebViewDidStartLoad(_ overlay: TapOverlay) {}
  /// Does nothing by default.
  public func overlayWebViewDidFinishLoad(_ overlay: TapOverlay) {}
  /// Does nothing by default.
  public func overlay(_ overlay: TapOverlay, webViewDidFailLoadWith error: any Error) {}
}
