import TapOrLink

/// Gestures counted by what they really were (rows) and what was decided
/// (columns).
package struct PageConfusion: Hashable, Sendable {
  /// The rows, in order: the outcomes that occur as truth.
  package var truths: [OutcomeKind]
  /// The columns, in order: the outcomes decided (`nil`: none decided).
  package var outcomes: [OutcomeKind?]
  /// The count of each truth and outcome.
  package var counts: [OutcomeKind: [OutcomeKind?: Int]]

  /// The order rows and columns are shown in, none decided last; an
  /// outcome not listed comes after, by name.
  static let order: [OutcomeKind?] = [
    .link, .control, .tap, .moved, .longPress, .multiTouch, .cancelled, nil,
  ]

  /// Counts (truth, outcome) pairs.
  package init(_ pairs: [(truth: OutcomeKind, outcome: OutcomeKind?)]) {
    var counts: [OutcomeKind: [OutcomeKind?: Int]] = [:]
    for pair in pairs { counts[pair.truth, default: [:]][pair.outcome, default: 0] += 1 }
    self.counts = counts
    func ordered(_ kinds: Set<OutcomeKind?>) -> [OutcomeKind?] {
      kinds.sorted {
        (Self.order.firstIndex(of: $0) ?? 99, $0.nameOrNone)
          < (Self.order.firstIndex(of: $1) ?? 99, $1.nameOrNone)
      }
    }
    let truths = pairs.map { Optional($0.truth) }
    self.truths = ordered(Set(truths)).compactMap(\.self)
    outcomes = ordered(Set(pairs.map(\.outcome)).union(truths))
  }

  /// How many gestures that really were `truth` were decided `outcome`.
  package subscript(truth: OutcomeKind, outcome: OutcomeKind?) -> Int {
    counts[truth]?[outcome] ?? 0
  }

  /// How many gestures were decided as what they really were.
  package var right: Int { truths.map { self[$0, $0] }.reduce(0, +) }

  /// How many gestures in all.
  package var total: Int { counts.values.flatMap(\.values).reduce(0, +) }

  /// The matrix as a Markdown table.
  package var markdown: String {
    var lines = [
      "| really ↓ decided → | " + outcomes.map(\.nameOrNone).joined(separator: " | ")
        + " | total |",
      "|---|" + String(repeating: "---:|", count: outcomes.count + 1),
    ]
    for truth in truths {
      let cells = outcomes.map { String(self[truth, $0]) }
      let total = counts[truth]?.values.reduce(0, +) ?? 0
      lines.append("| \(truth.name) | " + cells.joined(separator: " | ") + " | \(total) |")
    }
    return lines.joined(separator: "\n")
  }
}
