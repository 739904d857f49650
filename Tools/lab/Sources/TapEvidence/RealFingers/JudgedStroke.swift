import TapOrLink
import TapScript

/// What the engine made of one recorded stroke, next to its label.
package struct JudgedStroke: Hashable, Sendable {
  /// The stroke.
  package var key: StrokeKey
  /// Its label.
  package var label: StrokeLabel
  /// The engine's outcome (`tap`, `moved`, `longpress`, …), or `nil`
  /// when the gesture was never decided.
  package var outcome: OutcomeKind?

  /// Creates a judgement.
  package init(key: StrokeKey, label: StrokeLabel, outcome: OutcomeKind?) {
    self.key = key
    self.label = label
    self.outcome = outcome
  }

  /// Whether the engine's outcome is the one the label implies.
  package var isRight: Bool { outcome == label.outcome }
}
