import TapScript

/// What the engine made of one recorded stroke, next to its label.
public struct StrokeVerdict: Hashable, Sendable {
  /// The stroke.
  public var key: StrokeKey
  /// Its label.
  public var label: StrokeLabel
  /// The engine's outcome (`tap`, `moved`, `longpress`, …), or `none`
  /// when the gesture was never decided.
  public var outcome: String

  /// Creates a verdict.
  public init(key: StrokeKey, label: StrokeLabel, outcome: String) {
    self.key = key
    self.label = label
    self.outcome = outcome
  }

  /// Whether the engine's outcome is the one the label implies.
  public var isRight: Bool { outcome == label.outcome }
}
