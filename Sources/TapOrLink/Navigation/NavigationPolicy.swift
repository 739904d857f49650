/// The engine's answer to a ``NavigationRequest``.
///
/// A refused request is *blocked*, in the API, the scenario format and the
/// trace (`block URL`). WebKit's own word for it is
/// `WKNavigationActionPolicy.cancel`, and "cancel" is also a touch phase
/// and the `cancelled` outcome, so TapOrLink does not use it for requests.
public enum NavigationPolicy: String, Hashable, Sendable {
  /// Let the web view load it.
  case allow
  /// Do not load it (bridge calls, and loads the decider vetoes). WebKit
  /// calls this `.cancel`.
  case block

  /// There is no `cancel`: TapOrLink's word for a refused request is
  /// ``block``.
  @available(
    *, unavailable, renamed: "block",
    message: "TapOrLink calls a refused request `.block` (WebKit's `.cancel`)"
  )
  public static var cancel: NavigationPolicy { .block }
}
