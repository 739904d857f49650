import TapOrLink
import TapScript

/// Strokes counted by label (rows) and the engine's outcome (columns).
package struct ConfusionMatrix: Hashable, Sendable {
  /// The count of each label and outcome.
  package var counts: [StrokeLabel: [OutcomeKind?: Int]]

  /// The columns, in order: the three outcomes labels imply, then any other
  /// outcome that occurred, by name (`nil`, never decided, as `none`).
  package var outcomes: [OutcomeKind?]

  /// Counts judged.
  package init(_ judged: [JudgedStroke]) {
    var counts: [StrokeLabel: [OutcomeKind?: Int]] = [:]
    for judgement in judged {
      counts[judgement.label, default: [:]][judgement.outcome, default: 0] += 1
    }
    self.counts = counts
    let main = StrokeLabel.allCases.map { Optional($0.outcome) }
    let others = Set(judged.map(\.outcome)).subtracting(main).sorted {
      $0.nameOrNone < $1.nameOrNone
    }
    self.outcomes = main + others
  }

  /// How many strokes with `label` the engine decided as `outcome`.
  package subscript(label: StrokeLabel, outcome: OutcomeKind?) -> Int {
    counts[label]?[outcome] ?? 0
  }

  /// How many strokes have `label`.
  package func total(_ label: StrokeLabel) -> Int {
    counts[label]?.values.reduce(0, +) ?? 0
  }

  /// How many strokes the engine decided as their label implies.
  package var right: Int { StrokeLabel.allCases.map { self[$0, $0.outcome] }.reduce(0, +) }

  /// How many strokes in all.
  package var total: Int { StrokeLabel.allCases.map(total).reduce(0, +) }

  /// The matrix as a Markdown table.
  package var markdown: String {
    var lines = [
      "| label ↓ engine → | " + outcomes.map(\.nameOrNone).joined(separator: " | ") + " | total |",
      "|---|" + String(repeating: "---:|", count: outcomes.count + 1),
    ]
    for label in StrokeLabel.allCases {
      let cells = outcomes.map { String(self[label, $0]) }
      lines.append(
        "| \(label.rawValue) | " + cells.joined(separator: " | ") + " | \(total(label)) |")
    }
    return lines.joined(separator: "\n")
  }
}
