/// Which window applied to a lifted gesture, and why: the evidence behind
/// a `tap` decided when the window closed.
package enum WindowRule: Hashable, Sendable {
  /// The configured window (the adaptive window is off).
  case configured(Duration)
  /// The adaptive window is on, but the page's origin has only
  /// `observations` of the `needed` delays: the full configured window.
  case learning(Duration, observations: Int, needed: Int)
  /// The adaptive window learned from `observations` delays on the page's
  /// origin: `factor ×` their percentile (`percentileDelay`) `+ margin`,
  /// clamped to the floor and the configured window.
  case learned(Duration, observations: Int, percentileDelay: Duration)
  /// A shorter window would have closed before an earlier gesture's, so
  /// this one closes with it, at the earlier gesture's end (windows close
  /// in the order they opened).
  case alignedWithEarlierGesture(Duration)

  /// How long the window lasted after touch-up.
  package var length: Duration {
    switch self {
    case .configured(let length), .learning(let length, _, _), .learned(let length, _, _),
      .alignedWithEarlierGesture(let length):
      length
    }
  }

  /// A phrase for explanations: which window and why.
  package var explanation: String {
    switch self {
    case .configured(let length):
      return "the configured window of \(length.millisecondsText)"
    case .learning(let length, let observations, let needed):
      return
        "the full window of \(length.millisecondsText) (adaptive: \(observations) of "
        + "\(needed) link delays seen on this origin)"
    case .learned(let length, let observations, let percentileDelay):
      return
        "an adaptive window of \(length.millisecondsText), learned from \(observations) link "
        + "delays on this origin (percentile \(percentileDelay.millisecondsText))"
    case .alignedWithEarlierGesture(let length):
      return
        "a window of \(length.millisecondsText), closing with an earlier gesture's window"
    }
  }
}
