/// What the app decides for the overlay, on the engine's queue: whether a
/// request may load, and running a bridge action. Everything else the
/// overlay does, the app observes (see ``TapOverlay/addObserver(_:)``).
///
/// Both methods are required and have no defaults, so a method with a
/// misspelt label or a wrong type does not compile ("does not conform to
/// protocol") instead of never being called.
///
/// The methods are nonisolated: they run wherever the engine runs (a
/// ``SharedTapOverlay``'s queue, a test's thread). Main-actor code conforms
/// to ``MainTapOverlayDecider`` and uses a ``MainTapOverlay`` instead; a
/// `@MainActor` conformance to this protocol is refused where it would run
/// off the main actor (inside ``SharedTapOverlay/perform(_:)``).
public protocol TapOverlayDecider: AnyObject {
  /// May the web view load this request? Return `false` to veto. Asked
  /// before the request changes anything; not asked for bridge requests,
  /// which are always blocked.
  func overlay(_ overlay: TapOverlay, shouldAllow request: NavigationRequest) -> Bool
  /// The page script called the bridge action `name` (the bridge allowed
  /// it): run it. Called once the request has been answered.
  func overlay(_ overlay: TapOverlay, runAction name: String, for request: NavigationRequest)
}
