/// What the engine did with one ``PageAnswer``.
public enum PageAnswerDisposition: Hashable, Sendable {
  /// The answer decided the gesture: `content` for a lifted, undecided
  /// gesture, a `tap` at once.
  case decided(GestureID)
  /// The answer was kept for the gesture: a `link` or `unknown` answer (the
  /// window stays open), a `control` answer (the control wait starts, at
  /// touch-up for one before it), or a `content` answer before touch-up
  /// (the tap is decided at touch-up).
  case recorded(GestureID)
  /// The answer changed nothing; the diagnostic says why.
  case ignored(EngineDiagnostic)
}
