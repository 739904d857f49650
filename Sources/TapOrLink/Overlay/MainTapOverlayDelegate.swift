/// Receives what a ``MainTapOverlay`` does, on the main actor. Every method
/// has a default that does nothing (or allows), so implement only what you
/// need.
///
/// The protocol is `@MainActor`: a `@MainActor` view controller conforms
/// with a plain `extension ViewController: MainTapOverlayDelegate`, and its
/// methods run on the main actor with nothing to hop.
@MainActor
public protocol MainTapOverlayDelegate: AnyObject {
  /// Forward this touch to `view`: the finger's locked delivery target.
  func overlay(_ overlay: MainTapOverlay, deliver touch: Touch, to view: ViewID)
  /// The touch router sends this touch to the priority view `view` as well.
  func overlay(_ overlay: MainTapOverlay, route touch: Touch, to view: ViewID)
  /// The person tapped the content (not a link).
  func overlay(_ overlay: MainTapOverlay, tappedView view: ViewID, at point: Point)
  /// A gesture was decided, whatever its outcome.
  func overlay(_ overlay: MainTapOverlay, didDecide decision: Decision)
  /// May the web view load this request? Return `false` to veto. Not asked
  /// for bridge requests, which are always blocked.
  func overlay(_ overlay: MainTapOverlay, shouldAllow request: NavigationRequest) -> Bool
  /// Page script called a bridge action.
  func overlay(_ overlay: MainTapOverlay, runAction name: String, for request: NavigationRequest)
  /// The back button should show (`true`) or hide.
  func overlay(_ overlay: MainTapOverlay, backButtonVisible visible: Bool)
  /// A request that would have made a link came shortly after its gesture
  /// was decided `tap`: undo the tap if you can. The main-actor form of
  /// ``TapOverlayDelegate/overlay(_:lateLink:)``.
  func overlay(_ overlay: MainTapOverlay, lateLink: LateLink)
  /// The web view started loading (forwarded).
  func overlayWebViewDidStartLoad(_ overlay: MainTapOverlay)
  /// The web view finished loading (forwarded).
  func overlayWebViewDidFinishLoad(_ overlay: MainTapOverlay)
  /// The web view failed to load (forwarded).
  func overlay(_ overlay: MainTapOverlay, webViewDidFailLoadWith error: any Error)
}

/// Defaults, so that a delegate implements only what it needs.
extension MainTapOverlayDelegate {
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, deliver touch: Touch, to view: ViewID) {}
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, route touch: Touch, to view: ViewID) {}
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, tappedView view: ViewID, at point: Point) {}
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, didDecide decision: Decision) {}
  /// Allows every request by default.
  public func overlay(_ overlay: MainTapOverlay, shouldAllow request: NavigationRequest) -> Bool {
    true
  }
  /// Does nothing by default.
  public func overlay(
    _ overlay: MainTapOverlay, runAction name: String, for request: NavigationRequest
  ) {}
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, backButtonVisible visible: Bool) {}
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, lateLink: LateLink) {}
  /// Does nothing by default.
  public func overlayWebViewDidStartLoad(_ overlay: MainTapOverlay) {}
  /// Does nothing by default.
  public func overlayWebViewDidFinishLoad(_ overlay: MainTapOverlay) {}
  /// Does nothing by default.
  public func overlay(_ overlay: MainTapOverlay, webViewDidFailLoadWith error: any Error) {}
}
