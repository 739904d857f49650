/// A request that would have made a link, but came after its gesture was
/// already decided `tap`, within the grace period
/// (``OverlayConfiguration/lateLinkGrace``).
///
/// The engine never takes a decision back; it reports this instead, so an
/// app can undo the tap, and so a window that is too short shows up.
public struct LateLink: Hashable, Sendable {
  /// The request.
  public var request: NavigationRequest
  /// The gesture that was decided `tap`.
  public var gesture: GestureID
  /// When it was decided `tap`.
  public var tapTime: Instant
  /// How long after the `tap` decision the request came.
  public var lateness: Duration

  /// Creates a report.
  public init(request: NavigationRequest, gesture: GestureID, tapTime: Instant, lateness: Duration)
  {
    self.request = request
    self.gesture = gesture
    self.tapTime = tapTime
    self.lateness = lateness
  }
}
