/// One thing the engine has done that the shell must tell the app, in
/// order, once the input's state change is complete.
enum EngineEffect {
  /// An event for the observers and streams.
  case event(OverlayEvent)
  /// A bridge action for the decider to run. Kept even when no one
  /// observes: running the action is a decision of the app's.
  case runAction(String, NavigationRequest)
}

/// What the engine asks the app before an input changes anything; the
/// shell asks, and gives the input again with the ``EngineAnswer``.
enum EngineQuestion {
  /// May this request load (the decider's `shouldAllow`)?
  case shouldAllow(NavigationRequest)
  /// What lies at this point of the web view, asks the `probe` strategy's
  /// probe?
  case probe(ContentProbe, Point)
}

/// The app's answer to an ``EngineQuestion``.
enum EngineAnswer {
  /// Whether the request may load.
  case allowed(Bool)
  /// What the probe found.
  case probed(ProbeAnswer)
}

/// What ``TapEngine/take(_:at:answer:)`` returns: the input's reply, or a
/// question to ask first (the input has then changed nothing yet, except
/// deciding the deadlines due before it).
enum EngineStep {
  case reply(TapReply)
  case ask(EngineQuestion)
}
