/// What the adaptive window has learned: for each page origin, the most
/// recent delays from touch-up to a counted activation.
///
/// Bounded: at most ``AdaptiveWindow/origins`` origins (the least recently
/// used is forgotten) with at most ``AdaptiveWindow/samplesPerOrigin``
/// delays each. Used only when a counted activation decides a lifted
/// gesture or is a late link, and when the page changes; never on a move
/// or a tap.
struct WindowLearner {
  private struct Samples {
    var delays: ContiguousArray<Int64>
    var next = 0
    var lastUsed: UInt64

    mutating func add(_ nanoseconds: Int64, capacity: Int, use: UInt64) {
      if delays.count < capacity {
        delays.append(nanoseconds)
      } else {
        delays[next] = nanoseconds
        next = (next + 1) % capacity
      }
      lastUsed = use
    }
  }

  let rule: AdaptiveWindow
  private var byOrigin: [Origin: Samples] = [:]
  private var uses: UInt64 = 0

  init(rule: AdaptiveWindow) {
    self.rule = rule
  }

  /// Records a delay from touch-up to a counted activation on `origin`.
  mutating func observe(_ delay: Duration, on origin: Origin) {
    uses += 1
    let nanoseconds = max(delay.nanoseconds, 0)
    if byOrigin[origin] != nil {
      // Mutated in place, so the kept delays are not copied.
      byOrigin[origin]?.add(nanoseconds, capacity: rule.samplesPerOrigin, use: uses)
      return
    }
    if byOrigin.count >= rule.origins,
      let oldest = byOrigin.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
    {
      byOrigin[oldest] = nil
    }
    var delays = ContiguousArray<Int64>()
    delays.reserveCapacity(rule.samplesPerOrigin)
    delays.append(nanoseconds)
    byOrigin[origin] = Samples(delays: delays, lastUsed: uses)
  }

  /// The window for a gesture lifted on `origin` (`nil`: a page with no
  /// origin), with the configured window as the most it may be.
  func window(on origin: Origin?, configured: Duration) -> WindowRule {
    let samples = origin.flatMap { byOrigin[$0] }
    let count = samples?.delays.count ?? 0
    guard let samples, count >= rule.observations else {
      return .learning(configured, observations: count, needed: rule.observations)
    }
    // Nearest rank: the smallest delay with at least `percentile` of the
    // delays at or below it (there is at least one: `count` >= 1).
    let delay = Percentile.nearestRank(rule.percentile, inSorted: samples.delays.sorted()) ?? 0
    let percentileDelay = Duration.nanoseconds(delay)
    let bound = max(rule.bound(percentileDelay: percentileDelay), rule.floor)
    return .learned(
      min(bound, configured), observations: count, percentileDelay: percentileDelay)
  }
}
