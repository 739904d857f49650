import TapOrLink

/// One gesture of a page recording: what it really was, what the engine
/// decided at its defaults, and what the seed's rules would have decided.
package struct JudgedGesture: Hashable, Sendable {
  /// The recording's file.
  package var path: String
  /// The web engine recorded.
  package var engine: String
  /// The touched element's name.
  package var element: String
  /// The gesture played, in the recorder's words (`tap`, `doubletap`, ...).
  package var gesture: String
  /// What the gesture really was.
  package var truth: OutcomeKind
  /// The engine's outcome at its defaults, or `nil` where it decided
  /// none.
  package var outcome: OutcomeKind?
  /// The seed's rules' outcome (`link`, `tap` or `moved`), or `nil` where
  /// they make none.
  package var seedOutcome: OutcomeKind?

  /// Creates a judgement.
  package init(
    path: String, engine: String, element: String, gesture: String, truth: OutcomeKind,
    outcome: OutcomeKind?, seedOutcome: OutcomeKind?
  ) {
    self.path = path
    self.engine = engine
    self.element = element
    self.gesture = gesture
    self.truth = truth
    self.outcome = outcome
    self.seedOutcome = seedOutcome
  }
}
