/// What the page says lies under a point: the element kind a ``ContentProbe``
/// or a ``PageAnswer`` reports. Its raw value is its name in scenarios and
/// in the page script's messages: `link`, `content`, `control`, `unknown`.
public enum AnswerKind: String, Hashable, Sendable, CaseIterable {
  /// A link or other element that will issue a request.
  case link
  /// Plain content: nothing there issues a request.
  case content
  /// The page's own control (a button, a field, a checkbox): the page
  /// handles it. A lifted gesture is decided
  /// ``Outcome/control(view:point:kind:)`` unless a counted activation
  /// comes within ``OverlayConfiguration/controlWait``; a
  /// ``PageAnswer`` says which ``ControlKind``, a probe's answer is
  /// ``ControlKind/other``.
  case control
  /// The page cannot tell (script not loaded, a timeout): wait for the
  /// window as the timer strategy does.
  case unknown
}
