/// What the page says lies under a point.
public enum ProbeAnswer: Hashable, Sendable {
  /// A link or other element that will issue a request.
  case link
  /// Plain content: nothing there issues a request.
  case content
  /// The page cannot tell (script not loaded, a timeout): wait for the
  /// window as the timer strategy does.
  case unknown
}
