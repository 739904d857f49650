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
public protocol MainTapOverlayDecider: AnyObject {
  /// May the web view load this request? Return `false` to veto. Asked
  /// before the request changes anything; not asked for bridge requests,
  /// which are always blocked.
  func overlay(_ overlay: MainTapOverlay, shouldAllow request: NavigationRequest) -> Bool
  /// The page script called the bridge action `name` (the bridge allowed
  /// it): run it.
  func overlay(_ overlay: MainTapOverlay, runAction name: String, for request: NavigationRequest)
}
