/// The link activations the engine counted lately, each kept for its own
/// `TapDefaults.sameActivation` so that the other report of the same
/// activation (a request and a same-document navigation for one fragment
/// link) counts no second time, whatever came between.
///
/// It keeps the last ``capacity`` activations in a ring: an activation
/// pushed out by newer ones pairs with nothing. Recording one costs O(1)
/// and allocates only the first time; pairing costs O(``capacity``) URL
/// comparisons, on requests and navigations only.
struct RecentActivations {
  /// How many activations are kept: far more than a page makes in
  /// `TapDefaults.sameActivation`.
  static let capacity = 32

  private var entries = RecentRing<CountedActivation?>(capacity: capacity)

  /// Records a counted activation.
  mutating func record(_ activation: CountedActivation) { entries.record(activation) }

  /// Whether a report of `url` at `time` is the other half of a kept
  /// activation made by `other` within `TapDefaults.sameActivation` before
  /// it (URLs compared as written). The earliest such activation pairs, and
  /// is used up: it pairs no second time.
  mutating func pair(
    _ url: String, with other: CountedActivation.Source.Family, at time: Instant
  ) -> Bool {
    guard let slot = pairing(url, with: other, at: time) else { return false }
    entries[slot] = nil
    return true
  }

  /// Whether ``pair(_:with:at:)`` would pair, using nothing up.
  func wouldPair(
    _ url: String, with other: CountedActivation.Source.Family, at time: Instant
  ) -> Bool {
    pairing(url, with: other, at: time) != nil
  }

  /// The slot of the activation `url` pairs with, if any.
  private func pairing(
    _ url: String, with other: CountedActivation.Source.Family, at time: Instant
  ) -> Int? {
    var found: (slot: Int, time: Instant)?
    for slot in 0..<entries.count {
      guard let kept = entries[slot], kept.source.family == other, time >= kept.time,
        time - kept.time <= TapDefaults.sameActivation, kept.url == url
      else { continue }
      if found.map({ kept.time < $0.time }) ?? true { found = (slot, kept.time) }
    }
    return found?.slot
  }
}
