import TapOrLink

/// Gestures counted by what they really were (rows) and what was decided
/// (columns).
public struct PageConfusion: Hashable, Sendable {
  /// The rows, in order: the outcomes that occur as truth.
  public var truths: [String]
  /// The columns, in order: the outcomes decided.
  public var outcomes: [String]
  /// The count of each truth and outcome.
  public var counts: [String: [String: Int]]

  /// The order rows and columns are shown in.
  static let order =
    [OutcomeKind.link, .control, .tap, .moved, .longPress, .multiTouch, .cancelled].map(\.name)
    + ["none"]

  /// Counts (truth, outcome) pairs.
  public init(_ pairs: [(truth: String, outcome: String)]) {
    var counts: [String: [String: Int]] = [:]
    for pair in pairs { counts[pair.truth, default: [:]][pair.outcome, default: 0] += 1 }
    self.counts = counts
    func ordered(_ names: Set<String>) -> [String] {
      names.sorted {
        (Self.order.firstIndex(of: $0) ?? 99, $0) < (Self.order.firstIndex(of: $1) ?? 99, $1)
      }
    }
    truths = ordered(Set(pairs.map(\.truth)))
    outcomes = ordered(Set(pairs.map(\.outcome)).union(pairs.map(\.truth)))
  }

  /// How many gestures that really were `truth` were decided `outcome`.
  public subscript(truth: String, outcome: String) -> Int { counts[truth]?[outcome] ?? 0 }

  /// How many gestures were decided as what they really were.
  public var right: Int { truths.map { self[$0, $0] }.reduce(0, +) }

  /// How many gestures in all.
  public var total: Int { counts.values.flatMap(\.values).reduce(0, +) }

  /// The matrix as a Markdown table.
  public var markdown: String {
    var lines = [
      "| really ↓ decided → | " + outcomes.joined(separator: " | ") + " | total |",
      "|---|" + String(repeating: "---:|", count: outcomes.count + 1),
    ]
    for truth in truths {
      let cells = outcomes.map { String(self[truth, $0]) }
      let total = counts[truth]?.values.reduce(0, +) ?? 0
      lines.append("| \(truth) | " + cells.joined(separator: " | ") + " | \(total) |")
    }
    return lines.joined(separator: "\n")
  }
}
