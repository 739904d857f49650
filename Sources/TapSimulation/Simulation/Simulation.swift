import TapOrLink

/// An engine on virtual time with a simulated web page, recording a trace.
///
/// The page behaves as the scenario contract says: when a gesture's first
/// finger lifts still (``SimulatedPage/gestureToFollow(on:)``: within
/// slop, no second finger, no long press, whatever the engine decided
/// meanwhile) and the up point lies in a link, the page requests the link's
/// URL (type `link`) after the click delay, or, for a link it routes itself
/// (``WebLink/routes``), moves to it within the document then. With
/// `page-answers` it answers about that lift, and that gesture only, after
/// its answer delay. With the `probe` strategy the page answers the
/// engine's probe from its links and controls.
///
/// Both the scenario runner and `TapOrLinkTesting`'s driver play timelines
/// through a simulation, so tests written in Swift and scenario files share
/// one behaviour; both make it from a ``SimulationSetup``. Confined to the
/// thread that drives it.
public final class Simulation {
  /// The virtual clock.
  public let scheduler: ManualScheduler
  /// The engine under test.
  public let overlay: TapOverlay
  /// The simulated page's own behaviour.
  public let page: SimulatedPage
  /// The links of the simulated page (web-view coordinates).
  public var links: [WebLink] { page.links }
  /// The controls of the simulated page (web-view coordinates).
  public var controls: [WebControl] { page.controls }
  /// How long after touch-up the page requests a tapped link.
  public var clickDelay: Duration { page.clickDelay }
  /// Every event so far, in order.
  public private(set) var trace: [TraceEvent] = []
  /// Every engine event so far, in order (the trace's raw material, with
  /// full decision details).
  ///
  /// - Complexity: O(*n*) in the events: made from them as they are kept,
  ///   in less memory (see `KeptEvent`).
  public var events: [OverlayEvent] { keptEvents.map(\.event) }
  /// Every engine event so far, as kept.
  package private(set) var keptEvents: [KeptEvent] = []
  /// Every decision so far, in order.
  public private(set) var decisions: [Decision] = []
  /// Every same-document navigation so far, with what the engine did with
  /// it, in order.
  public private(set) var navigations: [SameDocumentOutcome] = []
  /// The app's decider, when the setup gives one: kept here, since an
  /// overlay holds its decider weakly.
  private let decider: BlockingDecider?

  /// Sets up an engine and page.
  ///
  /// - Parameters:
  ///   - tree: the window's views.
  ///   - coveredView: the view the overlay covers; the first web view by
  ///     default.
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - links: the page's links, in the web view's own coordinates.
  ///   - controls: the page's own controls, in the web view's own
  ///     coordinates.
  ///   - clickDelay: how long after touch-up the page requests a tapped link.
  ///   - configuration: the engine's settings.
  ///   - router: the touch router's priority views.
  ///   - probeFromLinks: when the strategy is `probe`, whether to answer the
  ///     probe from `links` (the scenario runner does). Pass `false` to keep
  ///     a probe of your own.
  ///   - pageAnswerDelay: how long after touch-up the page answers what
  ///     lies under the up point (`page-answers`); `nil` for no answers of
  ///     its own.
  ///   - block: the app's decider: the requests it blocks; `nil` allows
  ///     every request.
  ///   - start: the virtual instant the run starts at.
  /// - Throws: `OverlaySetupError` when the overlay cannot be placed.
  public init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    links: [WebLink] = [], controls: [WebControl] = [],
    clickDelay: Duration = TapDefaults.clickDelay,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), probeFromLinks: Bool = true,
    pageAnswerDelay: Duration? = nil, block: BlockList? = nil, start: Instant = .zero
  ) throws(OverlaySetupError) {
    let page = SimulationSetup.page(
      links: links, controls: controls, clickDelay: clickDelay, answerDelay: pageAnswerDelay)
    let configuration = SimulationSetup.configuration(
      configuration, answeredBy: page, probeFromLinks: probeFromLinks)
    let scheduler = ManualScheduler(start: start)
    self.page = page
    self.scheduler = scheduler
    self.overlay = try TapOverlay(
      tree: tree, covering: coveredView, firstPage: firstPage, configuration: configuration,
      router: router, scheduler: scheduler)
    self.decider = block.map(BlockingDecider.init)
    decider?.overlay = overlay
    overlay.decider = decider
    overlay.addObserver { [weak self] event in self?.record(event) }
  }

  /// Sets up an engine and page with the app's decider under its old
  /// label, `cancel:`.
  @available(*, deprecated, message: "the app's decider's list is `block:`")
  public convenience init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    links: [WebLink] = [], controls: [WebControl] = [],
    clickDelay: Duration = TapDefaults.clickDelay,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), probeFromLinks: Bool = true,
    pageAnswerDelay: Duration? = nil, cancel: BlockList?, start: Instant = .zero
  ) throws(OverlaySetupError) {
    try self.init(
      tree: tree, covering: coveredView, firstPage: firstPage, links: links, controls: controls,
      clickDelay: clickDelay, configuration: configuration, router: router,
      probeFromLinks: probeFromLinks, pageAnswerDelay: pageAnswerDelay, block: cancel,
      start: start)
  }

  /// Makes room for `count` engine events and trace lines, before a run of
  /// a known length: a list that grows by doubling holds the old copy and
  /// the new one while it copies. Room that is never written costs address
  /// space, not memory.
  package func reserveCapacity(events count: Int) {
    keptEvents.reserveCapacity(keptEvents.count + count)
    trace.reserveCapacity(trace.count + count)
  }

  private func record(_ event: OverlayEvent) {
    keptEvents.append(KeptEvent(event))
    if let line = TraceEvent(event) { trace.append(line) }
    if case .decided(let decision) = event.kind { decisions.append(decision) }
  }

  /// The current virtual instant.
  public var now: Instant { scheduler.now }

  /// Lets time pass up to `instant`, firing what is due before it (and at it
  /// when `inclusive`). Steps played at an instant come before timers due at
  /// that instant, so advance exclusively before playing a step.
  public func advance(to instant: Instant, inclusive: Bool = false) {
    scheduler.advance(to: instant, inclusive: inclusive)
  }

  /// Plays an engine input at the current instant. After a still lift
  /// the page follows the gesture: it answers about it and clicks the
  /// link under it. Under `HistorySource.commits`, a page request of the
  /// page's own that the engine allows to load in the web view commits
  /// its document at once; a scripted request commits only by a `commit`
  /// step.
  @discardableResult
  public func play(_ input: TapInput) -> TapReply {
    let reply = overlay.send(input, at: now)
    for reaction in page.reactions(to: input, on: overlay) {
      scheduler.schedule(at: now + reaction.delay, stage: .page) { [weak self] in
        self?.react(reaction.input)
      }
    }
    if case .sameDocument(let navigation) = input, let disposition = reply.sameDocument {
      navigations.append(
        SameDocumentOutcome(time: now, navigation: navigation, disposition: disposition))
    }
    return reply
  }

  /// Plays the page's own input; a request it was allowed commits its
  /// document under `HistorySource.commits`.
  private func react(_ input: TapInput) {
    let reply = play(input)
    guard case .request(let request) = input, reply.policy == .allow, request.loadsInThisWebView,
      overlay.configuration.historySource == .commits
    else { return }
    let page = RequestURL(request.url, relativeTo: overlay.history.currentLocation)
    play(.committed(page?.href ?? request.url))
  }

  /// Plays a timeline command at the current instant, as the scenario
  /// runner does (the runner and `TapOrLinkTesting`'s driver both use this).
  @discardableResult
  public func perform(_ command: Command) -> TapReply {
    play(command.input(in: overlay))
  }

  /// Runs until no timer or page request is pending.
  public func finish() { scheduler.runUntilIdle() }
}
