/// What the engine asks the app before an input changes anything; the
/// shell asks, and gives the input again with the ``AppRuling``.
enum EngineQuestion {
  /// May this request load (the decider's `shouldAllow`, told what the
  /// request is: `TapEngine.role(of:at:)` at the engine's clock)?
  case shouldAllow(NavigationRequest)
  /// What lies at this point of the web view, asks the `probe` strategy's
  /// probe?
  case probe(ContentProbe, Point)
}

/// The app's answer to an ``EngineQuestion``.
enum AppRuling {
  /// Whether the request may load.
  case allowed(Bool)
  /// What the probe found.
  case probed(AnswerKind)
}
