/// The opt-in adaptive window: the engine learns, per page origin, how long
/// after touch-up counted requests arrive, and once it has seen enough it
/// waits only for a safe bound over them instead of the full configured
/// window.
///
/// The bound is `factor × the percentile of the delays seen + margin`,
/// never below ``floor`` and never above the configured window
/// (``OverlayConfiguration/window``). A new origin starts with the full
/// window. Each parameter of
/// ``init(observations:percentile:factor:margin:floor:samplesPerOrigin:origins:)``
/// says why its default has its value; the recorded delays behind them are
/// in Tools/lab/Docs/Benchmarks.md, "Why the adaptive window's rule".
///
/// Memory is bounded: ``samplesPerOrigin`` delays for each of at most
/// ``origins`` origins (the least recently used origin is forgotten). The
/// engine learns only when a counted activation decides a lifted gesture
/// `link` or is a late link, so moves and taps stay free of allocation.
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
  ///   - observations: 20 observed links before the window shortens: at 20
  ///     the 90th percentile already leaves out the two slowest.
  ///   - percentile: 0.9: on the recorded real pages the slowest tenth of
  ///     links are script timers that navigate 100–900 ms after the click;
  ///     no short window can wait for them, so they are left to the late-link
  ///     report (``LateLink``) rather than keeping every tap slow.
  ///   - factor: 1.5: a page may run half as slow again as nine in ten of
  ///     its links did.
  ///   - margin: 50 ms, the length of a "long task" on the main thread
  ///     (the Long Tasks API's threshold).
  ///   - floor: 100 ms: a tap answered within 100 ms already feels
  ///     immediate, so a shorter window buys nothing a person sees and
  ///     costs safety.
  ///   - samplesPerOrigin: 64, so the bound follows a page that changes.
  ///   - origins: 32 origins.
  public init(
    observations: Int = 20, percentile: Double = 0.9, factor: Double = 1.5,
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

  /// The most observations, samples per origin or origins the learner
  /// keeps: its memory is bounded by these, so larger values are refused.
  package static let maximumCount = 10_000

  /// What is out of range, naming the setting; `nil` when every setting is
  /// usable. Checked by `OverlayConfiguration.validated()`, so a bad rule
  /// is refused when an overlay is made, not met on a request.
  package var problem: String? {
    let counts = [
      ("observations", observations), ("samplesPerOrigin", samplesPerOrigin),
      ("origins", origins),
    ]
    for (name, value) in counts where value > Self.maximumCount {
      return "adaptiveWindow.\(name) must be at most \(Self.maximumCount); it is \(value)"
    }
    guard factor.isFinite, factor <= 1_000 else {
      return "adaptiveWindow.factor must be a finite number up to 1000; it is \(factor)"
    }
    let bound = OverlayConfiguration.maximumDuration
    for (name, value) in [("margin", margin), ("floor", floor)]
    where value < .zero || value > bound {
      return "adaptiveWindow.\(name) must be from 0 to \(bound.millisecondsText); it is \(value)"
    }
    return nil
  }
}
