/// One thing the engine has done that the shell must perform, in order,
/// once the input's state change is complete.
enum EngineEffect {
  /// An event for the observers and streams.
  case event(OverlayEvent)
  /// A bridge action for the decider to run. Kept even when no one
  /// observes: running the action is a decision of the app's.
  case runAction(String, NavigationRequest)
}
