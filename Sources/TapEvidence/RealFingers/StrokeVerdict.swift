import TapOrLink
import TapScript

/// What the engine made of one recorded stroke, next to its label.
public struct StrokeVerdict: Hashable, Sendable {
  /// The stroke.
  public var key: StrokeKey
  /// Its label.
  public var label: StrokeLabel
  /// The engine's outcome (`tap`, `moved`, `longpress`, …), or `nil`
  /// when the gesture was never decided.
  public var outcome: OutcomeKind?

  /// Creates a verdict.
  public init(key: StrokeKey, label: StrokeLabel, outcome: OutcomeKind?) {
    self.key = key
    self.label = label
    self.outcome = outcome
  }

  /// Whether the engine's outcome is the one the label implies.
  public var isRight: Bool { outcome == label.outcome }
}
