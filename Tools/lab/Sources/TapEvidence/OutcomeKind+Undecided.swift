import TapOrLink

extension OutcomeKind? {
  /// The outcome's name, or `none` for a gesture the engine never decided:
  /// how the evidence's tables and lists print a decision.
  var nameOrNone: String { self?.name ?? "none" }
}
