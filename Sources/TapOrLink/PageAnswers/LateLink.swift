/// A request that would have made a link, but came after its gesture was
/// already decided `tap`: one that the full configured window after
/// touch-up would still have counted, within the grace period
/// (``OverlayConfiguration/lateLinkGrace``) of the `tap`. A tap decided by a
/// page answer or a shortened (adaptive) window can have one; a tap decided
/// by the full window only when the request comes at its very end.
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
  /// How the page moved when the late link was a same-document
  /// navigation (``request`` is then its URL as a `link`); `nil` for a
  /// request.
  public var sameDocument: SameDocumentKind?

  /// Creates a report.
  package init(
    request: NavigationRequest, gesture: GestureID, tapTime: Instant, lateness: Duration,
    sameDocument: SameDocumentKind? = nil
  ) {
    self.request = request
    self.gesture = gesture
    self.tapTime = tapTime
    self.lateness = lateness
    self.sameDocument = sameDocument
  }
}
