import TapOrLink

/// The `config:` of a scenario: engine settings plus the page's click delay.
public struct ScenarioConfig: Hashable, Sendable {
  /// Which strategy decides taps.
  public enum Strategy: String, Hashable, Sendable, CaseIterable {
    /// Wait for the window.
    case timer
    /// Ask the page (answered from its links) at touch-up.
    case probe
  }

  /// How long after touch-up a request may still make a link.
  public var window: Duration = TapDefaults.window
  /// How far a finger may travel and still tap.
  public var slop: Double = TapDefaults.slop
  /// How long a still finger must be held for a long press; `nil` is `off`.
  public var longPress: Duration? = TapDefaults.longPress
  /// How long after touch-up a page requests a tapped link.
  public var clickDelay: Duration = TapDefaults.clickDelay
  /// Which strategy decides taps.
  public var strategy: Strategy = .timer
  /// The request types that count as link activation.
  public var activation: Set<NavigationType> = TapDefaults.activation
  /// How the page answers what lies under a finger.
  public var pageAnswers: PageAnswerSetting = .off
  /// The adaptive window (`window: adaptive`); `nil` for a fixed window.
  public var adaptiveWindow: AdaptiveWindow?
  /// How long after a `control` answer a counted activation still makes a
  /// link (`control-wait`, contract 1.3).
  public var controlWait: Duration = TapDefaults.controlWait
  /// How long after a `tap` (or `control`) a request that would have
  /// counted is its late link (`late-link-grace`, contract 1.3).
  public var lateLinkGrace: Duration = TapDefaults.lateLinkGrace
  /// The most pages the web view's history keeps (`history-limit`, a
  /// TapOrLink extension): a `back` past it finds no page.
  public var historyLimit: Int = WebHistory.defaultLimit
  /// How double taps are decided (`double-tap`, contract 1.4): `off` in a
  /// file that does not say, so that files written before 1.4 play as
  /// they did (the library's own default is `fast`).
  public var doubleTap: DoubleTapMode = .off
  /// The double-tap interval (`double-tap-interval`, contract 1.4).
  public var doubleTapInterval: Duration = TapDefaults.doubleTapInterval
  /// The double-tap distance in points (`double-tap-distance`, contract 1.4).
  public var doubleTapDistance: Double = TapDefaults.doubleTapDistance
  /// What moves the page and the history (`history`, contract 1.4):
  /// `requests` unless the file says `commits`.
  public var historySource: HistorySource = .requests

  /// The `adaptive-observations` a file gave, until the decoder has read
  /// every file's `config` (``settleAdaptiveWindow()``); `nil` after.
  var givenAdaptiveObservations: Int?

  /// Gives the adaptive window the count a file's `adaptive-observations`
  /// gave, whichever file and in whichever order: the count belongs to an
  /// adaptive window, and changes nothing when the settings end with a
  /// fixed window (as `double-tap-interval` changes nothing under
  /// `double-tap: off`).
  mutating func settleAdaptiveWindow() {
    defer { givenAdaptiveObservations = nil }
    guard let count = givenAdaptiveObservations, adaptiveWindow != nil else { return }
    adaptiveWindow = AdaptiveWindow(observations: count)
  }

  /// Whether the engine takes page answers: `probe`, or `page-answers` on.
  public var takesPageAnswers: Bool { strategy == .probe || pageAnswers.isOn }

  /// Creates the default configuration.
  public init() {}

  /// The engine configuration (the probe is filled in by ``Simulation``):
  /// `probe` when that is the strategy, else `pageAnswers` when
  /// `page-answers` is on, else `timer`.
  public func overlayConfiguration(bridge: SchemeBridge?) -> OverlayConfiguration {
    let engineStrategy: DecisionStrategy
    if strategy == .probe {
      engineStrategy = .probe(ContentProbe { _ in .unknown })
    } else {
      engineStrategy = pageAnswers.isOn ? .pageAnswers : .timer
    }
    return OverlayConfiguration(
      window: window, slop: slop, longPress: longPress, activation: activation,
      strategy: engineStrategy, bridge: bridge, adaptiveWindow: adaptiveWindow,
      lateLinkGrace: lateLinkGrace, controlWait: controlWait, historyLimit: historyLimit,
      historySource: historySource, doubleTap: doubleTap, doubleTapInterval: doubleTapInterval,
      doubleTapDistance: doubleTapDistance)
  }
}
