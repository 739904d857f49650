/// What the engine did with one touch.
public enum TouchDisposition: Hashable, Sendable {
  /// The touch was ignored (see the diagnostic); nothing changed.
  case ignored(EngineDiagnostic)
  /// The finger went down outside the overlay, or belongs to such a finger:
  /// no delivery and no gesture (the router may still have seen it).
  case outsideOverlay
  /// The touch was delivered to its finger's target view.
  ///
  /// `awaitingNavigation` is set on the up that leaves its gesture
  /// undecided, waiting for a request within the window: exactly when a
  /// page would issue a tapped link's request.
  case delivered(to: ViewID, awaitingNavigation: GestureID?)
}
