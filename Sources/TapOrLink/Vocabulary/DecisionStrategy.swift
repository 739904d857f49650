/// How the engine decides that a still, lifted finger was a tap.
public enum DecisionStrategy: Sendable {
  /// The seed's rule: a tap only when the window after touch-up closes with
  /// no counted request.
  case timer
  /// Ask the page at touch-up: over plain content the tap is decided at once,
  /// with no wait; over a link, or when the page cannot tell, wait for the
  /// window as ``timer`` does.
  case probe(ContentProbe)
  /// The page answers asynchronously (``TapOverlay/pageAnswered(_:at:)``,
  /// posted by the page script, `PageScript`): a `content` answer decides a lifted,
  /// undecided gesture `tap` when it arrives (at touch-up if it came
  /// earlier); a `link` or `unknown` answer, or none, waits for the window
  /// as ``timer`` does. ``probe(_:)`` is the special case where the answer
  /// arrives at touch-up, and takes page answers too.
  case pageAnswers

  /// `timer`, `probe` or `page-answers`.
  package var name: String {
    switch self {
    case .timer: "timer"
    case .probe: "probe"
    case .pageAnswers: "page-answers"
    }
  }

  /// Whether the engine takes page answers (``probe(_:)`` and ``pageAnswers``).
  package var takesPageAnswers: Bool {
    switch self {
    case .timer: false
    case .probe, .pageAnswers: true
    }
  }
}
