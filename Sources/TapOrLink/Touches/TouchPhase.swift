/// Where a finger is in its life on the glass.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  /// The finger touches down.
  case down
  /// The finger moves.
  case move
  /// The finger lifts.
  case up
  /// The system takes the touch away (an incoming call, a gesture elsewhere).
  case cancel
}
