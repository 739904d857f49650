import TapOrLink

/// One decision of a real-time run, and when it reached the code listening
/// for it.
public struct RealTimeObservation: Hashable, Sendable {
  /// The decision, stamped with the instant its rule fixes on the real
  /// timeline (up + window for a tap, the request's arrival for a link).
  public var decision: Decision
  /// When the engine's callback ran, on the same timeline.
  public var delivered: Instant

  /// Creates an observation.
  public init(decision: Decision, delivered: Instant) {
    self.decision = decision
    self.delivered = delivered
  }
}
