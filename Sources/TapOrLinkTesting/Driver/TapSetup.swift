import TapOrLink
import TapScript

/// Everything a timeline runs against, before its first step: the views, the
/// covered web view's first page and links, and the engine's settings.
///
/// A setup is a plain value, so the same setup can start a ``TapDriver`` on
/// virtual time and a ``RealTimeReplay`` on the Dispatch scheduler.
public struct TapSetup: Sendable {
  /// The window's views, back to front.
  public var views: [View]
  /// The view the overlay covers; `nil` for the first web view.
  public var covering: ViewID?
  /// The covered web view's first page, where its history starts.
  public var firstPage: String?
  /// The links on the covered web view's page (web-view coordinates). A
  /// gesture lifted on one makes the page request it after ``clickDelay``.
  public var links: [WebLink]
  /// The engine's settings.
  public var configuration: OverlayConfiguration
  /// How long after touch-up the simulated page requests a tapped link.
  public var clickDelay: Duration
  /// The touch router's priority views.
  public var router: TouchRouter
  /// With the `probe` strategy, whether the page answers the probe from
  /// ``links`` (as scenario files do); `false` keeps the probe in
  /// ``configuration``.
  public var probeFromLinks: Bool
  /// How long after touch-up the simulated page answers what lies under the
  /// up point from ``links`` (a scenario's `page-answers: DELAY`); `nil`
  /// (the default) for a page that gives no answers of its own.
  public var pageAnswerDelay: Duration?

  /// Creates a setup. Every parameter but `views` has the engine's default.
  ///
  /// - Parameters:
  ///   - views: the window's views, back to front; give one `kind: .web`.
  ///   - covering: the view the overlay covers; the first web view by default.
  ///   - firstPage: the web view's first page (its history starts there, and
  ///     a bridge checks its origin).
  ///   - links: the page's links, in the web view's own coordinates.
  ///   - configuration: the engine's settings.
  ///   - clickDelay: how long after touch-up the page requests a tapped link.
  ///   - router: the touch router's priority views.
  ///   - probeFromLinks: with the `probe` strategy, answer the probe from
  ///     `links`.
  public init(
    views: [View], covering: ViewID? = nil, firstPage: String? = nil, links: [WebLink] = [],
    configuration: OverlayConfiguration = OverlayConfiguration(),
    clickDelay: Duration = TapDefaults.clickDelay, router: TouchRouter = TouchRouter(),
    probeFromLinks: Bool = true
  ) {
    self.views = views
    self.covering = covering
    self.firstPage = firstPage
    self.links = links
    self.configuration = configuration
    self.clickDelay = clickDelay
    self.router = router
    self.probeFromLinks = probeFromLinks
  }

  /// The setup a scenario file describes: its views, the covered web view's
  /// page, its `config`, `bridge` and `priority`, exactly as the scenario
  /// runner sets them up (through the same `SimulationSetup`).
  public init(scenario: Scenario) {
    self.init(SimulationSetup(scenario: scenario))
  }

  init(_ setup: SimulationSetup) {
    self.init(
      views: setup.views, covering: setup.covering, firstPage: setup.firstPage,
      links: setup.links, configuration: setup.configuration, clickDelay: setup.clickDelay,
      router: setup.router, probeFromLinks: setup.probeFromLinks)
    pageAnswerDelay = setup.pageAnswerDelay
  }

  /// The scenario language's form of this setup: the one place a setup
  /// becomes an engine, a page and a simulation.
  public var simulationSetup: SimulationSetup {
    SimulationSetup(
      views: views, covering: covering, firstPage: firstPage, links: links,
      configuration: configuration, clickDelay: clickDelay, router: router,
      probeFromLinks: probeFromLinks, pageAnswerDelay: pageAnswerDelay)
  }

  /// A new simulation of this setup on virtual time, at the origin.
  ///
  /// - Throws: `ScenarioSetupError` when the views are malformed or cannot
  ///   carry an overlay.
  public func makeSimulation() throws(ScenarioSetupError) -> Simulation {
    try simulationSetup.makeSimulation()
  }
}
