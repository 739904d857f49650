import TapOrLink

/// What a simulated page does when a tapped link's click comes: requests
/// the link, or moves to it within the document (a link the page routes
/// itself).
public enum PageClick: Hashable, Sendable {
  /// The web view asks to load the link.
  case request(NavigationRequest)
  /// The page moves to the link within its document.
  case sameDocument(SameDocumentNavigation)

  /// Gives the click to the engine at `time`; for a same-document move,
  /// what the engine did with it.
  @discardableResult
  public func perform(on overlay: TapOverlay, at time: Instant) -> SameDocumentDisposition? {
    switch self {
    case .request(let request):
      overlay.shouldStartLoad(request, at: time)
      return nil
    case .sameDocument(let navigation):
      return overlay.sameDocumentNavigation(to: navigation.url, kind: navigation.kind, at: time)
    }
  }
}
