/// One gesture of a page recording: what it really was, what the engine
/// decided at its defaults, and what the seed's rules would have decided.
public struct PageVerdict: Hashable, Sendable {
  /// The recording's file.
  public var path: String
  /// The web engine recorded.
  public var engine: String
  /// The touched element's name.
  public var element: String
  /// The gesture played (`tap`, `doubletap`, ...).
  public var gesture: String
  /// What the gesture really was (an outcome name).
  public var truth: String
  /// The engine's outcome at its defaults (an outcome name, or `none`).
  public var outcome: String
  /// The seed's rules' outcome (`link`, `tap` or `moved`).
  public var seedOutcome: String

  /// Creates a verdict.
  public init(
    path: String, engine: String, element: String, gesture: String, truth: String,
    outcome: String, seedOutcome: String
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
