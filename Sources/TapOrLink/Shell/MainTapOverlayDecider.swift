/// What the app decides for a ``MainTapOverlay``, on the main actor:
/// whether a request may load, and running a bridge action. Everything
/// else it observes (see ``MainTapOverlay/addObserver(_:)``).
///
/// The protocol is `@MainActor`: a `@MainActor` view controller conforms
/// with a plain `extension ViewController: MainTapOverlayDecider`, and its
/// methods run on the main actor with nothing to hop. Both methods are
/// required and have no defaults, so a misspelt or mistyped one does not
/// compile.
@MainActor
///
/// The overlay holds its decider weakly; see ``TapOverlay/decider`` for
/// how long it is asked, and what happens when it goes.
public protocol MainTapOverlayDecider: AnyObject {
  /// May the web view load this request? Return `false` to veto. Asked
  /// before the request changes anything, for every request (the app's
  /// own page load, a frame's, a back move too); not asked for bridge
  /// requests, which are always blocked. `role` says what the request is
  /// to the engine (see ``TapOverlayDecider/overlay(_:shouldAllow:as:)``).
  func overlay(
    _ overlay: MainTapOverlay, shouldAllow request: NavigationRequest, as role: RequestRole
  ) -> Bool
  /// The page script called the bridge action `name` (the bridge allowed
  /// it): run it.
  func overlay(_ overlay: MainTapOverlay, runAction name: String, for request: NavigationRequest)
}
