/// The one percentile the project uses: nearest rank, the smallest value
/// with at least the given fraction of the values at or below it. The
/// adaptive window, the real-page latency tables and the benchmarks all
/// read their percentiles here, so their figures agree.
@_spi(Lab) public enum Percentile {
  /// The nearest-rank percentile of values already sorted ascending:
  /// `fraction` 0.5 is the median, 0.95 the 95th percentile; 0 gives the
  /// smallest value and 1 the largest. A fraction outside `0...1` is
  /// clamped to it, and NaN counts as 1.
  ///
  /// - Returns: `nil` when there are no values.
  /// - Complexity: O(1) on a random-access collection.
  public static func nearestRank<Values: RandomAccessCollection>(
    _ fraction: Double, inSorted values: Values
  ) -> Values.Element? {
    guard !values.isEmpty else { return nil }
    let clamped = fraction.isNaN ? 1 : min(max(fraction, 0), 1)
    let rank = Int((clamped * Double(values.count)).rounded(.up))
    return values[values.index(values.startIndex, offsetBy: min(max(rank, 1), values.count) - 1)]
  }

  /// The nearest-rank percentile of values in any order (they are sorted
  /// first).
  ///
  /// - Returns: `nil` when there are no values.
  /// - Complexity: O(*n* log *n*).
  package static func nearestRank<Value: Comparable>(_ fraction: Double, of values: [Value])
    -> Value?
  {
    nearestRank(fraction, inSorted: values.sorted())
  }
}
