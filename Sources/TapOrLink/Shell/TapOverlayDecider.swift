/// What the app decides for an overlay: whether a request may load, and
/// running a bridge action. Everything else the overlay does, the app
/// observes (see ``TapOverlay/addObserver(_:)``). One shape for every
/// overlay: ``TapOverlay``, ``MainTapOverlay`` and ``SharedTapOverlay``'s.
///
/// Both methods are required and have no defaults, so a method with a
/// misspelt label or a wrong type does not compile ("does not conform to
/// protocol") instead of never being called.
///
/// The methods are called where the engine runs: a ``MainTapOverlay``'s
/// on the main actor, a ``SharedTapOverlay``'s on its queue, a test's
/// ``TapOverlay`` on its thread. A `@MainActor` view controller conforms
/// with an isolated conformance, `extension ViewController: @MainActor
/// TapOverlayDecider`, and is set on a ``MainTapOverlay``: its methods run
/// on the main actor with nothing to hop. The compiler refuses that
/// conformance where it would run off the main actor (inside
/// ``SharedTapOverlay/perform(_:)``).
///
/// The overlay holds its decider weakly; see ``TapOverlay/decider`` for
/// how long it is asked, and what happens when it goes.
public protocol TapOverlayDecider: AnyObject {
  /// May the web view load this request? Return `false` to veto. Asked
  /// before the request changes anything, for every request (the app's
  /// own page load, a frame's, a back move too); not asked for bridge
  /// requests, which are always blocked. `role` says what the request is
  /// to the engine: the one that makes a gesture a link (which, where),
  /// a late link, or one that counts for nothing, and why. A vetoed link
  /// is still decided `link`: the person did activate it.
  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool
  /// The page script called the bridge action `name` (the bridge allowed
  /// it): run it. Called once the request has been answered.
  func runAction(_ name: String, for request: NavigationRequest)
}
