/// The engine's answer to a ``NavigationRequest``.
public enum NavigationPolicy: String, Hashable, Sendable {
  /// Let the web view load it.
  case allow
  /// Do not load it (bridge calls, and loads the decider vetoes).
  case block
}
