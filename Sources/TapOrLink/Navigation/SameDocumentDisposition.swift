/// What the engine did with a same-document navigation.
public enum SameDocumentDisposition: Hashable, Sendable {
  /// It decided the gesture a link.
  case link(GestureID)
  /// It came after the gesture was decided `tap` (or `control`) and was
  /// reported as a ``LateLink``.
  case lateLink(GestureID)
  /// It moved the history but activated no link, for the reason given.
  case notCounted(NotCounted)
  /// It was not taken at all: nothing changed.
  case ignored(EngineDiagnostic)

  /// Why a same-document navigation moved the history but counted as no
  /// link.
  public enum NotCounted: Hashable, Sendable {
    /// A back or forward move (`traverse`) is never a link activation.
    case traverse
    /// A `replace` counts only for a lifted gesture still in its window,
    /// the latest one started, with no finger down; otherwise it is the
    /// page rewriting its own address (a scroll-spy, say).
    case replaceWithoutTap
    /// The same activation's request for this URL was counted already
    /// (WebKit asks about some fragment links too): one link, not two.
    case sameActivationAsRequest
    /// No gesture was undecided and no `tap` was recent enough for a late
    /// link.
    case noGesture
    /// A same-document navigation is a `link` activation, and
    /// ``OverlayConfiguration/activation`` does not list `link`.
    case linkNotActivation
  }
}
