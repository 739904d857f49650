@_spi(Lab) import TapOrLink

/// Touch-up → request latencies of one group, summarised.
package struct LatencySummary: Hashable, Sendable {
  /// The latencies, in milliseconds, sorted.
  package var milliseconds: [Double]

  /// Summarises latencies.
  package init(_ milliseconds: [Double]) {
    self.milliseconds = milliseconds.sorted()
  }

  /// How many there are.
  package var count: Int { milliseconds.count }

  /// The nearest-rank percentile (`fraction` 0.5 for the median): the
  /// smallest latency with at least that fraction of them at or below it
  /// (`Percentile.nearestRank`).
  package func percentile(_ fraction: Double) -> Double? {
    Percentile.nearestRank(fraction, inSorted: milliseconds)
  }

  /// The largest.
  package var maximum: Double? { milliseconds.last }

  /// `p50 / p95 / max` in ms, to a tenth, or `–` when empty.
  package var cells: [String] {
    [percentile(0.5), percentile(0.95), maximum].map { value in
      value.map { NumberText.shortest(($0 * 10).rounded() / 10) } ?? "–"
    }
  }
}
