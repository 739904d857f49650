/// The engine's settings. Defaults come from ``TapDefaults``.
public struct OverlayConfiguration: Sendable {
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

  /// Creates a configuration; every parameter has its documented default.
  public init(
    window: Duration = TapDefaults.window,
    slop: Double = TapDefaults.slop,
    longPress: Duration? = TapDefaults.longPress,
    activation: Set<NavigationType> = TapDefaults.activation,
    strategy: DecisionStrategy = TapDefaults.strategy,
    bridge: SchemeBridge? = nil,
    adaptiveWindow: AdaptiveWindow? = nil,
    lateLinkGrace: Duration = TapDefaults.lateLinkGrace
  ) {
    self.adaptiveWindow = adaptiveWindow
    self.lateLinkGrace = lateLinkGrace
    self.window = window
    self.slop = slop
    self.longPress = longPress
    self.activation = activation
    self.strategy = strategy
    self.bridge = bridge
  }
}
