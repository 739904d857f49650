/// What the page says lies under a point: the element kind a ``ContentProbe``
/// or a ``PageAnswer`` reports. Its raw value is its name in scenarios and
/// in the page script's messages: `link`, `content`, `unknown`.
public enum ProbeAnswer: String, Hashable, Sendable, CaseIterable {
  /// A link or other element that will issue a request.
  case link
  /// Plain content: nothing there issues a request.
  case content
  /// The page cannot tell (script not loaded, a timeout): wait for the
  /// window as the timer strategy does.
  case unknown
}
