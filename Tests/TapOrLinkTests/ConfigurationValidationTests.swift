// No Harness: it checks configurations and that setting up an overlay refuses a bad one.
import TapOrLink
import Testing

@Suite("OverlayConfiguration: bad settings are refused, naming the setting")
struct ConfigurationValidationTests {
  private let tree = try! ViewTree(Fixtures.views)

  @Test("the defaults and the edges of the ranges are valid")
  func validEdges() throws {
    _ = try OverlayConfiguration().validated()
    _ = try OverlayConfiguration(window: .zero, slop: 0, longPress: .zero).validated()
    _ = try OverlayConfiguration(
      window: OverlayConfiguration.maximumDuration, slop: -1,
      longPress: OverlayConfiguration.maximumDuration
    ).validated()
    _ = try OverlayConfiguration(slop: 1e300, longPress: nil).validated()
    _ = try OverlayConfiguration(lateLinkGrace: .zero).validated()
    _ = try OverlayConfiguration(lateLinkGrace: OverlayConfiguration.maximumDuration).validated()
    #expect(OverlayConfigurationError.lateLinkGrace(.milliseconds(-1)).setting == "lateLinkGrace")
    #expect(
      OverlayConfigurationError.lateLinkGrace(.milliseconds(-1)).description.hasPrefix(
        "lateLinkGrace must not be negative"))
  }

  @Test(
    "each bad setting throws an error naming it",
    arguments: [
      (
        OverlayConfiguration(window: .milliseconds(-1)),
        OverlayConfigurationError.window(.milliseconds(-1))
      ),
      (OverlayConfiguration(window: .seconds(Int64.max)), .window(.seconds(Int64.max))),
      (
        OverlayConfiguration(window: OverlayConfiguration.maximumDuration + .nanoseconds(1)),
        .window(OverlayConfiguration.maximumDuration + .nanoseconds(1))
      ),
      (OverlayConfiguration(longPress: .seconds(-1)), .longPress(.seconds(-1))),
      (OverlayConfiguration(longPress: .seconds(Int64.max)), .longPress(.seconds(Int64.max))),
      (
        OverlayConfiguration(lateLinkGrace: .milliseconds(-1)),
        .lateLinkGrace(.milliseconds(-1))
      ),
      (
        OverlayConfiguration(lateLinkGrace: .seconds(Int64.max)),
        .lateLinkGrace(.seconds(Int64.max))
      ),
    ])
  func badDurations(configuration: OverlayConfiguration, expected: OverlayConfigurationError) {
    #expect(throws: expected) { try configuration.validated() }
  }

  @Test(
    "a slop that is NaN or infinite is refused", arguments: [Double.nan, .infinity, -.infinity])
  func badSlop(slop: Double) {
    do {
      _ = try OverlayConfiguration(slop: slop).validated()
      Issue.record("slop \(slop) was accepted")
    } catch {
      #expect(error.setting == "slop")
      #expect(error.description.hasPrefix("slop must be a finite number"))
    }
  }

  @Test("an adaptive window's counts, factor, margin and floor are bounded, naming the setting")
  func badAdaptiveWindow() throws {
    _ = try OverlayConfiguration(adaptiveWindow: AdaptiveWindow()).validated()
    let bad: [(AdaptiveWindow, String)] = [
      (AdaptiveWindow(observations: Int.max), "adaptiveWindow.observations"),
      (AdaptiveWindow(samplesPerOrigin: 1_000_000), "adaptiveWindow.samplesPerOrigin"),
      (AdaptiveWindow(origins: Int.max), "adaptiveWindow.origins"),
      (AdaptiveWindow(factor: .infinity), "adaptiveWindow.factor"),
      (AdaptiveWindow(margin: .seconds(-1)), "adaptiveWindow.margin"),
      (AdaptiveWindow(floor: .seconds(Int64.max)), "adaptiveWindow.floor"),
    ]
    for (rule, setting) in bad {
      do {
        _ = try OverlayConfiguration(adaptiveWindow: rule).validated()
        Issue.record("\(setting) was accepted")
      } catch {
        #expect(error.setting == "adaptiveWindow")
        #expect(error.description.hasPrefix(setting + " must be"))
      }
    }
  }

  @Test("messages name the setting and the value")
  func messages() {
    #expect(
      OverlayConfigurationError.window(.milliseconds(-1)).description
        == "window must not be negative; it is -0.001 seconds")
    #expect(
      OverlayConfigurationError.longPress(.seconds(Int64.max)).description.hasPrefix(
        "longPress must be at most 1000000000ms; it is "))
  }

  @Test("an overlay refuses a bad configuration at setup")
  func overlayRefuses() {
    #expect(throws: OverlaySetupError.invalidConfiguration(.window(.milliseconds(-5)))) {
      try TapOverlay(
        tree: tree, configuration: OverlayConfiguration(window: .milliseconds(-5)),
        scheduler: ManualScheduler())
    }
    #expect(throws: OverlaySetupError.invalidConfiguration(.longPress(.seconds(Int64.max)))) {
      try SharedTapOverlay(
        tree: tree, configuration: OverlayConfiguration(longPress: .seconds(Int64.max)))
    }
  }

  @Test("a duration's nanoseconds saturate instead of wrapping")
  func saturatingNanoseconds() {
    #expect(Duration.seconds(Int64.max).nanoseconds == .max)
    #expect(Duration.seconds(Int64.min).nanoseconds == .min)
    #expect(Duration.seconds(9_223_372_036).nanoseconds == 9_223_372_036_000_000_000)
    #expect(Duration.milliseconds(-1).nanoseconds == -1_000_000)
    #expect(Instant(nanoseconds: 5) + .seconds(Int64.max) == Instant(nanoseconds: .max))
  }
}
