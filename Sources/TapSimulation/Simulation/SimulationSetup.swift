import TapOrLink

/// What a simulation is made of, before its first step: the views, the
/// covered web view's first page and links, the simulated page's timing and
/// the engine's settings.
///
/// The one place a scenario becomes an engine, a page and a simulation: the
/// scenario runner (`TapScript`'s `ScenarioRunner`, through
/// `SimulationSetup(scenario:)`), `TapOrLinkTesting`'s `TapSetup` and its
/// real-time player all set up through it, so a scenario file, a driver test
/// and a real-time replay start from the same state.
public struct SimulationSetup: Sendable {
  /// The window's views, back to front.
  public var views: [View]
  /// The view the overlay covers; `nil` for the first web view.
  public var covering: ViewID?
  /// The covered web view's first page, where its history starts.
  public var firstPage: String?
  /// The links on the covered web view's page (web-view coordinates).
  public var links: [WebLink]
  /// The covered web view's own controls (web-view coordinates).
  public var controls: [WebControl]
  /// The engine's settings.
  public var configuration: OverlayConfiguration
  /// How long after touch-up the simulated page requests a tapped link.
  public var clickDelay: Duration
  /// The touch router's priority views.
  public var router: TouchRouter
  /// With the `probe` strategy, whether the page answers the probe from
  /// ``links``; `false` keeps the probe in ``configuration``.
  public var probeFromLinks: Bool
  /// How long after touch-up the simulated page answers what lies under the
  /// up point; `nil` for a page that gives no answers of its own.
  public var pageAnswerDelay: Duration?
  /// The app's decider: the requests it blocks (`decider: block:`);
  /// `nil` allows every request.
  public var block: BlockList?
  /// The app's decider under its old name.
  @available(*, deprecated, renamed: "block")
  public var cancel: BlockList? {
    get { block }
    set { block = newValue }
  }

  /// Creates a setup. Every parameter but `views` has the engine's default.
  ///
  /// - Parameters:
  ///   - views: the window's views, back to front.
  ///   - covering: the view the overlay covers; the first web view by default.
  ///   - firstPage: the web view's first page.
  ///   - links: the page's links, in the web view's own coordinates.
  ///   - controls: the page's own controls, in the web view's own
  ///     coordinates.
  ///   - configuration: the engine's settings.
  ///   - clickDelay: how long after touch-up the page requests a tapped link.
  ///   - router: the touch router's priority views.
  ///   - probeFromLinks: with the `probe` strategy, answer the probe from
  ///     `links`.
  ///   - pageAnswerDelay: when the page answers what lies under an up
  ///     point; `nil` for never.
  ///   - block: the requests the app's decider blocks; `nil` for none.
  public init(
    views: [View], covering: ViewID? = nil, firstPage: String? = nil, links: [WebLink] = [],
    controls: [WebControl] = [], configuration: OverlayConfiguration = OverlayConfiguration(),
    clickDelay: Duration = TapDefaults.clickDelay, router: TouchRouter = TouchRouter(),
    probeFromLinks: Bool = true, pageAnswerDelay: Duration? = nil, block: BlockList? = nil
  ) {
    self.block = block
    self.views = views
    self.covering = covering
    self.firstPage = firstPage
    self.links = links
    self.controls = controls
    self.configuration = configuration
    self.clickDelay = clickDelay
    self.router = router
    self.probeFromLinks = probeFromLinks
    self.pageAnswerDelay = pageAnswerDelay
  }

  /// Creates a setup with the app's decider under its old label, `cancel:`.
  @available(*, deprecated, message: "the app's decider's list is `block:`")
  public init(
    views: [View], covering: ViewID? = nil, firstPage: String? = nil, links: [WebLink] = [],
    controls: [WebControl] = [], configuration: OverlayConfiguration = OverlayConfiguration(),
    clickDelay: Duration = TapDefaults.clickDelay, router: TouchRouter = TouchRouter(),
    probeFromLinks: Bool = true, pageAnswerDelay: Duration? = nil, cancel: BlockList?
  ) {
    self.init(
      views: views, covering: covering, firstPage: firstPage, links: links, controls: controls,
      configuration: configuration, clickDelay: clickDelay, router: router,
      probeFromLinks: probeFromLinks, pageAnswerDelay: pageAnswerDelay, block: cancel)
  }

  /// The views as hit testing sees them.
  /// - Throws: ``ScenarioSetupError/views(_:)`` when they are malformed.
  public func viewTree() throws(ScenarioSetupError) -> ViewTree {
    do {
      return try ViewTree(views)
    } catch {
      throw .views(error)
    }
  }

  /// The simulated page: its links, click delay and answers.
  public func makePage() -> SimulatedPage {
    Self.page(
      links: links, controls: controls, clickDelay: clickDelay, answerDelay: pageAnswerDelay)
  }

  /// The engine's settings with `page` answering the probe, when the
  /// strategy is `probe` and ``probeFromLinks`` is set.
  public func engineConfiguration(answeredBy page: SimulatedPage) -> OverlayConfiguration {
    Self.configuration(configuration, answeredBy: page, probeFromLinks: probeFromLinks)
  }

  /// An engine on virtual time with this setup's page, starting at `start`.
  /// - Throws: ``ScenarioSetupError`` when the views are malformed or the
  ///   overlay cannot be placed.
  public func makeSimulation(start: Instant = .zero) throws(ScenarioSetupError) -> Simulation {
    let tree = try viewTree()
    do {
      return try Simulation(
        tree: tree, covering: covering, firstPage: firstPage, links: links, controls: controls,
        clickDelay: clickDelay, configuration: configuration, router: router,
        probeFromLinks: probeFromLinks, pageAnswerDelay: pageAnswerDelay, block: block,
        start: start)
    } catch {
      throw .overlay(error)
    }
  }

  /// The page a simulation plays against.
  static func page(
    links: [WebLink], controls: [WebControl], clickDelay: Duration, answerDelay: Duration?
  ) -> SimulatedPage {
    SimulatedPage(
      links: links, controls: controls, clickDelay: clickDelay, answerDelay: answerDelay)
  }

  /// `configuration`, with `page` answering its probe when asked to.
  static func configuration(
    _ configuration: OverlayConfiguration, answeredBy page: SimulatedPage, probeFromLinks: Bool
  ) -> OverlayConfiguration {
    probeFromLinks ? page.answeringProbe(in: configuration) : configuration
  }
}
