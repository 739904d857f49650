import TapOrLink
import TapSimulation

/// Drives the engine on virtual time from a test: script touches, requests
/// and view changes in Swift, move the clock, and read back what the engine
/// decided and when.
///
/// The driver is a scenario file you write in Swift. It plays through the
/// same `Simulation` as the scenario runner (a `TapOverlay` on a
/// `ManualScheduler` with a simulated page whose tapped links request
/// their URL after the click delay), so a timeline scripted here and the
/// same timeline in a `.yaml` file give the same trace.
///
/// ```swift
/// let driver = try TapDriver(views: [
///   View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
/// ])
/// driver.down(160, 200, at: .milliseconds(0))
/// driver.up(160, 200, at: .milliseconds(40))
/// driver.advance(by: .milliseconds(750))
/// assertTap(driver, on: "web", at: .milliseconds(790))
/// ```
///
/// ## Time
///
/// Nothing sleeps. Time moves only when the driver moves it, and everything
/// due runs synchronously inside that call, in order of instant, then (at
/// one instant) steps before page requests before engine timers, as the
/// scenario contract orders them:
///
/// - An input method given `at:` first lets time pass *up to* that instant,
///   running what is due strictly before it; the input then comes before
///   anything due at that same instant. So `request(url, at: upPlusWindow)`
///   still counts, as a `request` step at that instant does in a file.
/// - An input method without `at:` plays at ``now``.
/// - ``advance(to:)`` and ``advance(by:)`` run everything due up to and
///   *including* the instant, then set the clock there: after
///   `advance(to: .milliseconds(790))` a window closing at 790 ms has
///   decided its tap. Input played afterwards at that instant comes after
///   it.
/// - ``runUntilIdle()`` runs until no timer or page request is pending, as
///   a scenario does after its last step.
///
/// ## Reading back
///
/// ``decisions``, ``trace`` and ``events`` grow as the engine acts, each
/// entry stamped with its virtual instant. The overlay's callbacks (its
/// `TapOverlay/decider` and observers) run synchronously inside the
/// driver's calls, so code under test that listens through them has seen
/// every decision when the call returns. For code that reads an
/// `AsyncStream` of decisions, see ``decisionFeed()``.
///
/// ## Decisions the test did not expect
///
/// Each passing `expect…` (Swift Testing) or `assert…` (XCTest) takes the
/// decisions it expected, as a `TestStore` takes the actions a test
/// receives: `expectTap` and its siblings the first matching decision not
/// yet taken, `expectOutcomes` and `expectTrace` every decision.
/// ``unexpectedDecisions`` are the rest. `expectNoOtherDecisions(_:)` (or
/// `assertNoOtherDecisions(_:)`) fails on them; so does ``finish(fileID:filePath:line:column:)``
/// on a driver made `exhaustive`, after running what is still pending, and
/// an exhaustive driver that goes unfinished reports them at the line that
/// made it.
///
/// ```swift
/// let driver = try TapDriver(setup: ReaderScreen.setup, exhaustive: true)
/// driver.tap(160, 200, at: .milliseconds(0))
/// driver.tap(100, 392, at: .milliseconds(1_000))
/// expectTap(driver, on: "web", at: .milliseconds(790))
/// driver.finish()  // fails: the link at 1340 ms was not expected
/// ```
///
/// A driver is confined to the thread or actor that created it (it is not
/// `Sendable`), which is what makes it deterministic: while a test awaits,
/// nothing can move its clock.
public final class TapDriver {
  /// The simulation the driver plays through.
  public let simulation: Simulation
  /// What the timeline runs against.
  public let setup: TapSetup
  /// The steps played so far, each at the instant it was played.
  public private(set) var steps: [Step] = []
  private var feeds: [DecisionFeed] = []
  /// Whether decisions no expectation took fail the test, at
  /// ``finish(fileID:filePath:line:column:)`` or when the driver goes
  /// unfinished. Off by default: then ``finish(fileID:filePath:line:column:)``
  /// only returns them.
  public var exhaustive: Bool
  /// The indices, in ``decisions``, of the decisions expectations took.
  private var taken = Set<Int>()
  private var finished = false
  private let madeAt: CallSite

  /// Creates a driver for a setup, its clock at the origin.
  ///
  /// - Parameters:
  ///   - setup: the screen, the page and the settings.
  ///   - exhaustive: whether decisions no expectation took fail the test
  ///     (see "Decisions the test did not expect" above).
  ///   - fileID: where the driver is made: an exhaustive driver that goes
  ///     unfinished reports its leftovers there (as `filePath`, `line` and
  ///     `column`).
  ///   - filePath: the file where the driver is made.
  ///   - line: the line where the driver is made.
  ///   - column: the column where the driver is made.
  /// - Throws: `ScenarioSetupError` when the views are malformed or have
  ///   no web view to cover.
  public init(
    setup: TapSetup, exhaustive: Bool = false, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(ScenarioSetupError) {
    self.setup = setup
    self.exhaustive = exhaustive
    self.madeAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.simulation = try setup.makeSimulation()
    simulation.overlay.addObserver { [weak self] event in
      if case .decided(let decision) = event.kind, let self {
        for feed in feeds { feed.yield(decision) }
      }
    }
  }

  /// Creates a driver for views and settings, its clock at the origin.
  ///
  /// The simulated page answers nothing by itself unless `pageAnswerDelay`
  /// is given: then, that long after each still lift (a finger lifted
  /// within the slop), it answers `link` when the lift point is on one of `links` and
  /// `content` otherwise, as a page running the page script would (the
  /// engine hears answers only with `configuration.strategy` set to
  /// `.pageAnswers`). Without it, give answers yourself with
  /// ``answer(_:_:_:at:)``.
  ///
  /// ```swift
  /// let driver = try TapDriver(
  ///   views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
  ///   configuration: OverlayConfiguration(strategy: .pageAnswers),
  ///   pageAnswerDelay: .milliseconds(20))
  /// driver.tap(160, 200, at: .milliseconds(0))
  /// driver.runUntilIdle()
  /// expectTap(driver, on: "web", at: .milliseconds(60))   // up at 40 ms + 20 ms
  /// ```
  ///
  /// - Parameters:
  ///   - views: the window's views, back to front.
  ///   - covering: the view the overlay covers; the first web view by default.
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - links: the page's links, in the web view's own coordinates.
  ///   - controls: the page's own controls (a button, a field), in the web
  ///     view's own coordinates: a still lift on one is clicked as the
  ///     page would (see ``tapControl(_:_:_:finger:at:holding:clickAfter:)``).
  ///   - configuration: the engine's settings.
  ///   - clickDelay: how long after touch-up the page requests a tapped link.
  ///   - router: the touch router's priority views.
  ///   - probeFromLinks: with the `probe` strategy, answer the probe from
  ///     `links`.
  ///   - pageAnswerDelay: how long after touch-up the simulated page
  ///     answers what lies under the lift point; `nil` (the default) for a
  ///     page that answers only when the test says so.
  ///   - exhaustive: whether decisions no expectation took fail the test.
  ///   - fileID: where the driver is made: an exhaustive driver that goes
  ///     unfinished reports its leftovers there.
  ///   - filePath: the file where the driver is made.
  ///   - line: the line where the driver is made.
  ///   - column: the column where the driver is made.
  /// - Throws: `ScenarioSetupError` when the views are malformed or have
  ///   no web view to cover.
  public convenience init(
    views: [View], covering: ViewID? = nil, firstPage: String? = nil, links: [WebLink] = [],
    controls: [WebControl] = [], configuration: OverlayConfiguration = OverlayConfiguration(),
    clickDelay: Duration = TapDefaults.clickDelay, router: TouchRouter = TouchRouter(),
    probeFromLinks: Bool = true, pageAnswerDelay: Duration? = nil, exhaustive: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(ScenarioSetupError) {
    try self.init(
      setup: TapSetup(
        views: views, covering: covering, firstPage: firstPage, links: links, controls: controls,
        configuration: configuration, clickDelay: clickDelay, router: router,
        probeFromLinks: probeFromLinks, pageAnswerDelay: pageAnswerDelay),
      exhaustive: exhaustive, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    for feed in feeds { feed.finish() }
    if exhaustive, !finished, let failure = TapCheck.noOtherDecisions(in: decisions, taken: taken) {
      reportFailure(failure, at: madeAt)
    }
  }

  // MARK: - The engine

  /// The engine under test: set its `TapOverlay/decider`, or add the code
  /// you are testing as an observer (`TapOverlay/addObserver(_:)`); the
  /// driver's own observer, which records the trace, keeps running.
  public var overlay: TapOverlay { simulation.overlay }

  /// The virtual clock.
  public var scheduler: ManualScheduler { simulation.scheduler }

  // MARK: - Time

  /// The current virtual instant.
  public var now: Instant { simulation.now }

  /// Runs everything due up to and including `instant`, in order, then sets
  /// the clock to it. An instant earlier than ``now`` changes nothing: the
  /// clock never goes back.
  public func advance(to instant: Instant) {
    simulation.advance(to: instant, inclusive: true)
  }

  /// Runs everything due within `duration` from ``now`` (inclusive), then
  /// moves the clock on by `duration`.
  public func advance(by duration: Duration) {
    advance(to: now + duration)
  }

  /// Runs until no engine timer or page request is pending, moving the
  /// clock to each one's instant.
  public func runUntilIdle() {
    simulation.finish()
  }

  /// Ends the test, as swift-nio's `EmbeddedChannel.finish()` does: runs
  /// until idle, then returns the decisions no expectation took. A driver
  /// made `exhaustive` fails the test on them, at the caller's line.
  /// Either way they count as taken afterwards.
  @discardableResult
  public func finish(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> [Decision] {
    runUntilIdle()
    let leftovers = unexpectedDecisions
    let failure = TapCheck.noOtherDecisions(in: decisions, taken: taken)
    takeAllDecisions()
    finished = true
    if exhaustive, let failure {
      reportFailure(
        failure, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return leftovers
  }

  // MARK: - Reading back

  /// Every decision so far, in the order the engine made them.
  public var decisions: [Decision] { simulation.decisions }

  /// The outcome of every decision so far.
  public var outcomes: [Outcome] { decisions.map(\.outcome) }

  /// The decisions no passing expectation has taken yet, in order.
  public var unexpectedDecisions: [Decision] {
    let all = decisions
    return all.indices.filter { !taken.contains($0) }.map { all[$0] }
  }

  /// The indices, in ``decisions``, of the decisions expectations took.
  package var takenDecisions: Set<Int> { taken }

  /// Takes the first decision `expected` matches that no expectation took
  /// yet, if any.
  package func takeFirstDecision(matching expected: ExpectedOutcome) {
    let all = decisions
    if let index = all.indices.first(where: { !taken.contains($0) && expected.matches(all[$0]) }) {
      taken.insert(index)
    }
  }

  /// Takes every decision so far.
  package func takeAllDecisions() {
    taken.formUnion(decisions.indices)
  }

  /// The trace so far, as a scenario run prints it (`790ms: tap web 160 200`).
  public var trace: [TraceEvent] { simulation.trace }

  /// Every engine event so far, including those the trace leaves out.
  public var events: [OverlayEvent] { simulation.events }

  /// Every late link so far, in order: a request that came after its
  /// gesture was already decided `tap` (or `control`), which an app may
  /// use to undo what it did for the tap (see `LateLink`).
  public var lateLinks: [LateLink] {
    events.compactMap { if case .lateLink(let late) = $0.kind { late } else { nil } }
  }

  /// The trace so far, one event a line.
  public var traceText: String { trace.map(\.description).joined(separator: "\n") }

  /// The setup and the steps played so far: a timeline to replay in real
  /// time with ``RealTimeReplay``, or to paste into a scenario file with
  /// `TapTimeline.stepLines` (TapScriptTesting).
  ///
  /// Played again, steps at one instant come before the timers due then.
  /// That is also the driver's order, except for input played after
  /// ``advance(to:)`` reached its instant: there the driver ran the timers
  /// first.
  public var timeline: TapTimeline { TapTimeline(setup: setup, steps: steps) }

  /// A new feed of the decisions made from now on, for code under test that
  /// reads decisions with `for await` (see ``DecisionFeed``). The driver
  /// finishes its feeds when it is deallocated.
  public func decisionFeed() -> DecisionFeed {
    let feed = DecisionFeed()
    feeds.append(feed)
    return feed
  }

  // MARK: - Playing

  /// Moves the clock up to `time` (exclusive) for input at that instant,
  /// and records the step.
  package func prepare(_ command: Command, at time: Instant?) {
    if let time {
      precondition(
        time >= now,
        "TapDriver: input at \(time) is earlier than the driver's clock (\(now)); "
          + "time never goes backwards")
      simulation.advance(to: time, inclusive: false)
    }
    steps.append(Step(time: now, command: command))
  }

  /// Plays a command at `time` (or now), recording its step: every input
  /// method is this one.
  @discardableResult
  package func play(_ command: Command, at time: Instant?) -> TapReply {
    prepare(command, at: time)
    return simulation.perform(command)
  }
}
