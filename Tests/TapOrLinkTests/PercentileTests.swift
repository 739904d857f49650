@_spi(Lab) import TapOrLink
import Testing

/// The one percentile function gives what the three it replaced gave.
@Suite struct PercentileTests {
  /// The formula the adaptive window, the latency tables and the
  /// benchmarks each had: the value at nearest rank ⌈fraction × n⌉,
  /// clamped to 1...n.
  static func reference(_ fraction: Double, _ sorted: [Double]) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  @Test("known values: the median, the 95th percentile, the ends")
  func knownValues() {
    let values: [Double] = [5, 1, 4, 2, 3]
    #expect(Percentile.nearestRank(0.5, of: values) == 3)
    #expect(Percentile.nearestRank(0, of: values) == 1)
    #expect(Percentile.nearestRank(1, of: values) == 5)
    #expect(Percentile.nearestRank(0.95, of: values) == 5)
    #expect(Percentile.nearestRank(0.2, of: values) == 1)
    #expect(Percentile.nearestRank(0.21, of: values) == 2)
    #expect(Percentile.nearestRank(0.9, of: Array(1...20).map(Double.init)) == 18)
    #expect(Percentile.nearestRank(0.5, of: [Double]()) == nil)
    #expect(Percentile.nearestRank(.nan, of: values) == 5)
    #expect(Percentile.nearestRank(-3, of: values) == 1)
    #expect(Percentile.nearestRank(7, of: values) == 5)
  }

  @Test("random samples agree with the old formula at every fraction tried")
  func agreesWithTheOldFormula() {
    var generator = SplitMix(seed: 42)
    for _ in 0..<500 {
      let count = Int(generator.next() % 50)
      let values = (0..<count).map { _ in Double(generator.next() % 1_000) / 10 }.sorted()
      for fraction in [0, 0.01, 0.1, 0.25, 0.5, 0.9, 0.95, 0.99, 1] {
        #expect(
          Percentile.nearestRank(fraction, inSorted: values) == Self.reference(fraction, values))
      }
    }
  }

  /// A small deterministic generator.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
