/// The opt-in adaptive window: the engine learns, per page origin, how long
/// after touch-up counted requests arrive, and once it has seen enough it
/// waits only for a safe bound over them instead of the full configured
/// window.
///
/// The bound is `factor × the percentile of the delays seen + margin`,
/// never below ``floor`` and never above the configured window
/// (``OverlayConfiguration/window``). A new origin starts with the full
/// window. The defaults and why they were chosen are in Docs/Engine.md
/// ("The adaptive window"): on real pages Chromium requested a tapped link
/// 15–70 ms after touch-up and WebKit within a few milliseconds, so the
/// default bound for a Chromium page is under 200 ms, against 750 ms.
///
/// Memory is bounded: ``samplesPerOrigin`` delays for each of at most
/// ``origins`` origins (the least recently used origin is forgotten). The
/// engine learns only when a request decides a lifted gesture as a link, so
/// moves and taps stay free of allocation.
public struct AdaptiveWindow: Hashable, Sendable {
  /// Delays an origin needs before its window shortens.
  public var observations: Int
  /// The percentile of the kept delays the bound starts from, in `0...1`.
  public var percentile: Double
  /// What the percentile is multiplied by: room for a page slower than any
  /// seen.
  public var factor: Double
  /// What is added after the factor: room for one long main-thread task.
  public var margin: Duration
  /// The shortest window the engine will ever use.
  public var floor: Duration
  /// How many recent delays are kept for each origin.
  public var samplesPerOrigin: Int
  /// How many origins are remembered.
  public var origins: Int

  /// Creates the rule; every parameter has its documented default.
  ///
  /// - Parameters:
  ///   - observations: 20, the number of observed links the target
  ///     is stated for, and enough that a 95th percentile is more than the
  ///     single largest delay only when the page is very regular.
  ///   - percentile: 0.95, so one odd delay in twenty cannot stretch the
  ///     bound for good, while the factor still covers it.
  ///   - factor: 2: a page may run twice as slow as it ever has.
  ///   - margin: 50 ms, the length of a "long task" on the main thread
  ///     (the Long Tasks API's threshold).
  ///   - floor: 100 ms: a tap answered within 100 ms already feels
  ///     immediate, so a shorter window buys nothing a person sees and
  ///     costs safety.
  ///   - samplesPerOrigin: 64, so the bound follows a page that changes.
  ///   - origins: 32 origins.
  public init(
    observations: Int = 20, percentile: Double = 0.95, factor: Double = 2,
    margin: Duration = .milliseconds(50), floor: Duration = .milliseconds(100),
    samplesPerOrigin: Int = 64, origins: Int = 32
  ) {
    self.observations = max(observations, 1)
    self.percentile = min(max(percentile.isNaN ? 1 : percentile, 0), 1)
    self.factor = factor.isNaN ? 1 : max(factor, 1)
    self.margin = margin
    self.floor = floor
    self.samplesPerOrigin = max(samplesPerOrigin, self.observations)
    self.origins = max(origins, 1)
  }

  /// The window for delays already seen (at least one), before clamping to
  /// the floor and the configured window.
  func bound(percentileDelay: Duration) -> Duration {
    let scaled = Double(percentileDelay.nanoseconds) * factor
    let nanoseconds = scaled >= 9e18 ? Int64.max / 2 : Int64(scaled.rounded(.up))
    return .nanoseconds(nanoseconds) + margin
  }
}
