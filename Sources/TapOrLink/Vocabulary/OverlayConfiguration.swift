/// The engine's settings. Defaults come from ``TapDefaults``.
///
/// Any values can be stored; `validated()` checks them, and an overlay
/// refuses to start with a configuration that fails it: a duration that
/// is negative or over-long, a ``slop`` that is NaN or infinite, an
/// ``adaptiveWindow`` out of range, a ``historyLimit`` below 1, or a
/// ``bridge`` scheme no URL can have. A negative slop is valid: every distance, zero included, is greater, so any move or lift is
/// `moved`.
public struct OverlayConfiguration: Sendable {
  /// The longest ``window`` or ``longPress`` the engine takes: 10⁹ ms, about
  /// 11.6 days, far beyond any gesture, and small enough that a deadline
  /// (an instant plus a duration) stays far from the ends of the timeline.
  package static let maximumDuration: Duration = .milliseconds(1_000_000_000)

  /// How long after touch-up a counted request still makes a link.
  public var window: Duration
  /// How far a finger may travel and still tap, in points (a move needs a
  /// distance strictly greater).
  public var slop: Double
  /// How long a still finger must stay down to be a long press; `nil`
  /// turns long presses off.
  public var longPress: Duration?
  /// The request types that count as link activation.
  public var activation: Set<NavigationType>
  /// How a lifted finger becomes a tap.
  public var strategy: DecisionStrategy
  /// The custom-scheme bridge, if the page calls native code.
  public var bridge: SchemeBridge?
  /// The adaptive window, when on: per page origin, the window shortens to
  /// a bound learned from counted requests (never above ``window``).
  /// `nil` (the default) always waits the full ``window``.
  public var adaptiveWindow: AdaptiveWindow?
  /// How long after a `tap` decision a request that would have counted is
  /// reported as a ``LateLink``.
  public var lateLinkGrace: Duration
  /// How long after the page answers `control` (or after touch-up, when
  /// it answered before) a counted activation still makes the gesture a
  /// link; after it the gesture is decided `control`. Never longer than
  /// the window: the wait ends with it at the latest.
  public var controlWait: Duration
  /// The most pages the web view's history keeps (see
  /// `WebHistory.limit`): a visit past it drops the oldest page first.
  /// At least 1; ``WebHistory/defaultLimit`` by default.
  public var historyLimit: Int
  /// What moves the page and the history (``HistorySource``): allowed
  /// requests by default; the main frame's commits under `WebViewInput`.
  public var historySource: HistorySource
  /// How double taps are decided (``DoubleTapMode``): `fast` by default.
  public var doubleTap: DoubleTapMode
  /// The longest time from a still tap's lift to the next touch-down for
  /// the two to be a double tap, that instant included.
  public var doubleTapInterval: Duration
  /// The farthest, in points, a double tap's second touch-down may be from
  /// the first tap's up point, that distance included.
  public var doubleTapDistance: Double

  /// Creates a configuration; every parameter has its documented default.
  public init(
    window: Duration = TapDefaults.window,
    slop: Double = TapDefaults.slop,
    longPress: Duration? = TapDefaults.longPress,
    activation: Set<NavigationType> = TapDefaults.activation,
    strategy: DecisionStrategy = TapDefaults.strategy,
    bridge: SchemeBridge? = nil,
    adaptiveWindow: AdaptiveWindow? = nil,
    lateLinkGrace: Duration = TapDefaults.lateLinkGrace,
    controlWait: Duration = TapDefaults.controlWait,
    historyLimit: Int = WebHistory.defaultLimit,
    historySource: HistorySource = .requests,
    doubleTap: DoubleTapMode = TapDefaults.doubleTap,
    doubleTapInterval: Duration = TapDefaults.doubleTapInterval,
    doubleTapDistance: Double = TapDefaults.doubleTapDistance
  ) {
    self.doubleTap = doubleTap
    self.doubleTapInterval = doubleTapInterval
    self.doubleTapDistance = doubleTapDistance
    self.controlWait = controlWait
    self.historyLimit = historyLimit
    self.historySource = historySource
    self.adaptiveWindow = adaptiveWindow
    self.lateLinkGrace = lateLinkGrace
    self.window = window
    self.slop = slop
    self.longPress = longPress
    self.activation = activation
    self.strategy = strategy
    self.bridge = bridge
  }

  /// The configuration itself when every setting is usable.
  ///
  /// - Throws: ``OverlayConfigurationError`` naming the first bad setting,
  ///   in the order ``window``, ``slop``, ``longPress``, ``lateLinkGrace``,
  ///   ``controlWait``, ``doubleTapInterval``, ``doubleTapDistance``,
  ///   ``adaptiveWindow``,
  ///   ``historyLimit``, ``bridge``.
  package func validated() throws(OverlayConfigurationError) -> OverlayConfiguration {
    guard window >= .zero, window <= Self.maximumDuration else { throw .window(window) }
    guard slop.isFinite else { throw .slop(slop) }
    if let longPress, longPress < .zero || longPress > Self.maximumDuration {
      throw .longPress(longPress)
    }
    guard lateLinkGrace >= .zero, lateLinkGrace <= Self.maximumDuration else {
      throw .lateLinkGrace(lateLinkGrace)
    }
    guard controlWait >= .zero, controlWait <= Self.maximumDuration else {
      throw .controlWait(controlWait)
    }
    guard doubleTapInterval >= .zero, doubleTapInterval <= Self.maximumDuration else {
      throw .doubleTapInterval(doubleTapInterval)
    }
    guard doubleTapDistance.isFinite, doubleTapDistance >= 0 else {
      throw .doubleTapDistance(doubleTapDistance)
    }
    if let adaptiveWindow, let problem = adaptiveWindow.problem {
      throw .adaptiveWindow(problem)
    }
    guard historyLimit >= 1 else { throw .historyLimit(historyLimit) }
    if let bridge, let problem = SchemeBridge.schemeProblem(bridge.scheme) {
      throw .bridgeScheme(bridge.scheme, problem)
    }
    return self
  }
}
