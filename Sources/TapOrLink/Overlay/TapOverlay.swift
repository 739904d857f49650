/// The overlay engine: it forwards every touch to the view under the
/// finger's down point and decides, for each gesture, whether the person
/// tapped the content or activated a link (or moved, held, used two fingers
/// or was cancelled).
///
/// Feed it touches with ``handle(_:)`` and the web view's load requests with
/// ``shouldStartLoad(_:at:)``. It has one way out: the app *decides* only
/// what the ``decider`` answers (may this request load, run this bridge
/// action), and *observes* everything else (deliveries, routing, decisions,
/// the back button, late links, diagnostics) as ``OverlayEvent``s, through
/// any number of observers (``addObserver(_:)``) or the ``decisions()``
/// stream.
///
/// ## Calling back in
///
/// Each input (a touch, a request, a page answer, a deadline) first changes
/// the engine's state completely, then tells the app: observers get the
/// input's events, in order, and the decider runs any bridge action. The
/// decider's `shouldAllow` (and a `probe` strategy's probe) is asked
/// *before* the input changes anything. So a call into the overlay from any
/// callback (re-entrant) never sees a half-made change, and its result is
/// defined:
///
/// - From an observer or `runAction`: the call is handled at once, on the
///   finished state, and returns its real result; its events are told
///   after every event already waiting, so each observer hears all events
///   in time order.
/// - From `shouldAllow` (or the probe): the call is handled at once, before
///   the request (or touch) being asked about, which is then handled after
///   it, at the latest instant.
///
/// Either way every gesture is decided exactly once.
///
/// A `TapOverlay` is confined to its scheduler's thread or queue: call it only
/// from there (for ``ManualScheduler``, the test's thread), and it calls back
/// there. In an app on the main actor, use ``MainTapOverlay``; to call it
/// from any thread, use ``SharedTapOverlay``.
///
/// - Complexity: each touch and request costs O(1) in the number of pending
///   gestures (O(f) in the fingers down); a move does no heap allocation.
public final class TapOverlay {
  /// The clock and timers.
  public let scheduler: any TimerScheduler
  /// The settings.
  public let configuration: OverlayConfiguration
  /// The view the overlay covers.
  public let coveredView: ViewID
  /// The web view whose requests, history and links the overlay watches:
  /// the covered view if it is a web view, else the first in its subtree.
  public let webView: ViewID
  /// Where the covered view is stored in ``tree``, looked up once.
  private let coveredPosition: Int
  /// The views, as hit testing sees them now.
  @exclusivity(unchecked) public private(set) var tree: ViewTree
  /// The web view's history.
  @exclusivity(unchecked) public internal(set) var history: WebHistory
  /// The touch router's priority views.
  @exclusivity(unchecked) public var router: TouchRouter

  /// Answers what the app decides: whether a request may load, and running
  /// bridge actions. Held weakly; with none, every request is allowed and
  /// no action runs.
  @exclusivity(unchecked) public weak var decider: (any TapOverlayDecider)?
  /// Keeps recent inputs and decisions for a bug report, when set (see
  /// ``flightRecording()``); `nil`, recording nothing, by default.
  @exclusivity(unchecked) public var recorder: FlightRecorder?

  // Exclusivity: the engine is confined to one thread, and it never holds an
  // access to its state across a call out (the app is called only between
  // inputs, or before an input changes anything, see "Calling back in"),
  // so no two accesses can overlap; dynamic checks are turned off on these
  // properties because they cost more than the rest of a move event.

  /// The gesture rules and their state.
  @exclusivity(unchecked) var machine: GestureMachine
  /// The instant of the latest input or timer handled.
  @exclusivity(unchecked) var clock: Instant
  /// What the adaptive window has learned; `nil` when it is off.
  @exclusivity(unchecked) var learner: WindowLearner?
  /// Where the machine writes what the latest touch did.
  @exclusivity(unchecked) private var step = GestureMachine.Step()
  /// The armed wake-up, for the machine's earliest deadline.
  @exclusivity(unchecked) private var wake: (deadline: Instant, timer: ScheduledTimer)?
  /// The one closure every wake-up runs, made once so that arming a timer
  /// allocates nothing.
  @exclusivity(unchecked) private var wakeHandler: () -> Void = {}
  /// What to tell the app once the current input's state change is done,
  /// in order; kept only while someone listens.
  @exclusivity(unchecked) private var outbox = ContiguousArray<Outgoing>()
  /// Whether the outbox is being told (a call from there is re-entrant).
  @exclusivity(unchecked) private var telling = false
  /// Who hears every event, in the order they were added.
  @exclusivity(unchecked) private var observers:
    ContiguousArray<(token: ObservationToken, observe: (OverlayEvent) -> Void)> = []
  @exclusivity(unchecked) private var nextToken = 0
  /// The ``decisions()`` streams, ended when the overlay goes.
  @exclusivity(unchecked) private var streams:
    [ObservationToken: AsyncStream<Decision>.Continuation] =
      [:]

  /// One thing to tell the app.
  private enum Outgoing {
    case event(OverlayEvent)
    case runAction(String, NavigationRequest)
  }

  /// Creates an overlay over a view.
  ///
  /// - Parameters:
  ///   - tree: the window's views.
  ///   - coveredView: the view to cover; by default the first web view.
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - configuration: the settings.
  ///   - router: the touch router's priority views.
  ///   - scheduler: the clock and timers (a ``ManualScheduler`` in tests).
  /// - Throws: ``OverlaySetupError`` when the covered view or web view is
  ///   missing, or ``OverlaySetupError/invalidConfiguration(_:)`` when a
  ///   setting is out of range (see ``OverlayConfiguration/validated()``).
  public init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), scheduler: any TimerScheduler
  ) throws(OverlaySetupError) {
    do {
      _ = try configuration.validated()
    } catch {
      throw .invalidConfiguration(error)
    }
    guard let covered = coveredView ?? tree.firstView(ofKind: .web) else {
      throw .noWebView
    }
    guard tree.contains(covered) else { throw .unknownView(covered) }
    guard let web = tree.firstView(ofKind: .web, within: covered) else {
      throw .noWebViewUnder(covered)
    }
    self.tree = tree
    self.coveredView = covered
    self.webView = web
    // Views are never added or removed, so positions stay valid.
    self.coveredPosition = tree.position(of: covered) ?? 0
    self.configuration = configuration
    self.router = router
    self.scheduler = scheduler
    self.history = WebHistory(first: firstPage, limit: configuration.historyLimit)
    self.clock = scheduler.now
    self.machine = GestureMachine(configuration: configuration)
    self.learner = configuration.adaptiveWindow.map(WindowLearner.init(rule:))
    outbox.reserveCapacity(16)
    wakeHandler = { [weak self] in self?.wakeFired() }
    refreshWindow()
  }

  deinit {
    cancelWake()
    for continuation in streams.values { continuation.finish() }
  }

  /// Cancels the pending wake-up timer, if any. An owner that may release
  /// the overlay outside its scheduler's context calls this first, in that
  /// context (see ``SharedTapOverlay``).
  func cancelWake() {
    if let wake { scheduler.cancel(wake.timer) }
    wake = nil
  }

  // MARK: - Queries

  /// The overlay's frame: the covered view's current frame in window
  /// coordinates.
  public var frame: Rect { tree.windowFrame(at: coveredPosition) }

  /// The number of undecided gestures (at most one with its finger down,
  /// plus those waiting for their window).
  public var undecidedCount: Int { machine.undecidedCount }

  /// The fingers down, in the order they touched.
  public var fingersDown: [FingerID] { machine.fingers.map(\.finger) }

  /// The instant of the latest input or timer the engine has handled.
  public var lastInstant: Instant { clock }

  /// The gesture whose first finger the latest touch lifted still, if it
  /// did: within the slop of its down point, with no other finger of the
  /// engine down since it touched and no long press, whatever the engine
  /// decided about the gesture meanwhile (a page answer or a request may
  /// have decided it before the lift). `nil` after any other touch.
  ///
  /// A page clicks the link under such a lift, and answers about it, not
  /// knowing the engine's decision: a page simulated in tests does both
  /// for this gesture (answering with ``PageAnswer/Subject/lift(_:at:)``),
  /// so that a click after a decided `tap` comes as a ``LateLink``.
  public var lastStillLift: GestureID? { step.stillLift }

  // MARK: - Touches

  /// Handles one touch: routes and delivers it, and decides any gesture it
  /// ends. Moves, ups and cancels of fingers that are not down, downs of
  /// fingers already down and touches stamped earlier than handled input
  /// are ignored and reported as ``EngineDiagnostic``s.
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    var touch = touch
    if let refused = touch.nonFinitePoint {
      step.stillLift = nil  // the machine resets it for every touch it takes
      tellLater(.event(OverlayEvent(time: clock, kind: .diagnosed(refused))))
      tellApp()
      return .ignored(refused)
    }
    if touch.time < clock {
      step.stillLift = nil
      let diagnostic = EngineDiagnostic.timeWentBackwards(last: clock, given: touch.time)
      tellLater(.event(OverlayEvent(time: clock, kind: .diagnosed(diagnostic))))
      tellApp()
      return .ignored(diagnostic)
    }
    let pending = runDue(until: touch.time, inclusive: false)
    clock = touch.time
    var hit = GestureMachine.Hit()
    switch touch.phase {
    case .down: hit = hitTest(touch.location)
    case .up:
      if case .probe(let probe) = configuration.strategy, machine.asksProbe(touch) {
        // Asked before anything changes: input the probe feeds back in
        // (re-entrant) is handled first, and this touch after it.
        hit.probe = probe(tree.convert(touch.location, to: webView) ?? touch.location)
        touch.time = clock
      }
    case .move, .cancel: break
    }
    if recorder != nil {
      recordInput(.touch(touch.phase, touch.location, finger: touch.finger), at: touch.time)
    }
    machine.handle(touch, hit: hit, into: &step)
    let disposition = performStep()
    if touch.phase == .move, !step.decided {
      // A move that decided nothing changed no deadline: the earliest is
      // still the one `runDue` left, so it is not looked up a second time.
      assert(pending == machine.nextDeadline, "a move that decided nothing moved a deadline")
      rearmWake(for: pending)
    } else {
      rearmWake()
    }
    tellApp()
    return disposition
  }

  /// What lies under a down at `point`: the router's priority view, and the
  /// delivery target within the covered view (none outside the overlay).
  private func hitTest(_ point: Point) -> GestureMachine.Hit {
    var hit = GestureMachine.Hit()
    if let routeView = router.view(at: point, in: tree) { hit.route = tree.position(of: routeView) }
    if frame.contains(point) {
      hit.target = tree.target(at: point, withinPosition: coveredPosition)
    }
    return hit
  }

  /// Performs the latest touch's effects: routing, delivery, decision.
  @inline(__always)
  private func performStep() -> TouchDisposition {
    let touch = step.touch
    if let ignored = step.ignored {
      let diagnostic: EngineDiagnostic =
        switch ignored {
        case .fingerAlreadyDown: .fingerAlreadyDown(touch.finger)
        case .fingerNotDown: .fingerNotDown(touch.finger, touch.phase)
        case .tooManyFingers: .tooManyFingers(touch.finger, limit: GestureMachine.fingerLimit)
        }
      tellLater(.event(OverlayEvent(time: touch.time, kind: .diagnosed(diagnostic))))
      return .ignored(diagnostic)
    }
    if let route = step.route { tellLater(.routed(touch, to: tree.id(at: route)), at: touch.time) }
    guard let delivery = step.delivery else { return .outsideOverlay }
    let view = tree.id(at: delivery)
    if isListening {
      outbox.append(.event(OverlayEvent(time: touch.time, kind: .delivered(touch, to: view))))
    }
    if step.decided, let verdict = step.verdict { decided(verdict) }
    return .delivered(to: view, awaitingNavigation: step.awaiting)
  }

  // MARK: - Navigation

  /// Answers the web view's question whether to load a request
  /// (`shouldStartLoadWithRequest`), deciding a gesture as a link when the
  /// request counts.
  ///
  /// A request counts when it is for the main frame, its type is in
  /// ``OverlayConfiguration/activation``, it is not for the bridge scheme,
  /// and a gesture is undecided: it goes to the oldest gesture whose finger
  /// is up, else to the one in progress. Bridge requests are blocked and may
  /// run an action; other requests are allowed unless the ``decider``
  /// vetoes.
  /// Allowed main-frame `link`, `form` and `other` requests add a page to
  /// the history, as written, unless they open a new window
  /// (``NavigationRequest/opensNewWindow``: this web view stays where it
  /// is, though the request counts). Whether a request is for the bridge is judged
  /// from its scheme alone, read as a browser reads it (``RequestURL``; a
  /// relative URL has the current page's scheme). A request counts by its
  /// type and frame whatever its URL text: a relative URL is read against
  /// the current page, and a URL that cannot be read is reported as an
  /// ``EngineDiagnostic/unparseableURL(_:)`` but still counts and is still
  /// added; its page has no origin, so the bridge refuses it.
  ///
  /// The decider is asked whether to allow the request before anything
  /// changes (see "Calling back in" in ``TapOverlay``).
  ///
  /// - Parameters:
  ///   - request: the request.
  ///   - time: when it arrived; the scheduler's `now` by default.
  @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest, at time: Instant? = nil)
    -> NavigationPolicy
  {
    answer(request, at: time, movingBack: false)
  }

  /// Presses the back button: when there is a page before the current one,
  /// the web view asks to load it (a `back` request, answered as any
  /// request) and, if allowed, moves one page back.
  ///
  /// - Returns: the answer, or `nil` when there was no page to go back to.
  @discardableResult
  public func goBack(at time: Instant? = nil) -> NavigationPolicy? {
    guard let previous = history.previous else { return nil }
    return answer(NavigationRequest(url: previous, type: .back), at: time, movingBack: true)
  }

  /// Shows new content in the web view (seed: a master-list selection): the
  /// page becomes `url` and all history is cleared, hiding the back button.
  /// No request is made.
  public func select(_ url: String, at time: Instant? = nil) {
    let now = inputTime(time)
    if recorder != nil { recordInput(.select(url), at: now) }
    let couldGoBack = history.canGoBack
    history.reset(to: url)
    if learner != nil { refreshWindow() }
    if couldGoBack { tellLater(.event(OverlayEvent(time: now, kind: .backButton(visible: false)))) }
    rearmWake()
    tellApp()
  }

  /// The instant input given at `given` (now by default) is handled at:
  /// never before input already handled (reported, and taken at the latest
  /// instant). Runs the deadlines due before it.
  func inputTime(_ given: Instant?) -> Instant {
    var time = given ?? scheduler.now
    if time < clock {
      tellLater(
        .event(
          OverlayEvent(
            time: clock, kind: .diagnosed(.timeWentBackwards(last: clock, given: time)))))
      time = clock
    }
    runDue(until: time, inclusive: false)
    clock = time
    return time
  }

  private func answer(_ request: NavigationRequest, at given: Instant?, movingBack: Bool)
    -> NavigationPolicy
  {
    var time = inputTime(given)
    defer {
      rearmWake()
      tellApp()
    }
    let page = history.currentLocation
    if let bridge = configuration.bridge, bridge.matches(urlText: request.url, relativeTo: page) {
      let start = recordingStart(at: time)
      tellLater(.event(OverlayEvent(time: time, kind: .answered(request, .block))))
      let verdict = bridge.verdict(
        forURLText: request.url, isMainFrame: request.isMainFrame,
        pageOrigin: history.currentOrigin)
      if case .run(let name) = verdict {
        tellLater(.event(OverlayEvent(time: time, kind: .actionRan(name))))
        // Told even when no one observes: running the action is a decision.
        outbox.append(.runAction(name, request))
      } else {
        tellLater(.event(OverlayEvent(time: time, kind: .actionRefused(verdict))))
      }
      recordRequest(request, .block, movingBack: movingBack, at: time, start: start)
      return .block
    }
    // Asked before anything changes: input the decider feeds back in
    // (re-entrant) is handled first, and this request after it.
    let allowed = decider?.overlay(self, shouldAllow: request) ?? true
    time = max(time, clock)
    let start = recordingStart(at: time)
    // A request counts by its type and frame whatever its text; one that
    // cannot be read is noted, and its page will have no origin.
    if RequestURL(request.url, relativeTo: page) == nil {
      tellLater(.event(OverlayEvent(time: time, kind: .diagnosed(.unparseableURL(request.url)))))
    }
    var sameActivation = false
    if request.isMainFrame, configuration.activation.contains(request.type) {
      let step = machine.countedRequest(request, at: time)
      sameActivation = step.sameActivation
      if let verdict = step.verdict { decided(verdict, request: request) }
      if let delay = step.learn { learn(delay) }
      if let late = step.lateLink {
        tellLater(.event(OverlayEvent(time: time, kind: .lateLink(late))))
      }
    }
    let policy: NavigationPolicy = allowed ? .allow : .block
    tellLater(.event(OverlayEvent(time: time, kind: .answered(request, policy))))
    if allowed, request.loadsInThisWebView {
      let couldGoBack = history.canGoBack
      if movingBack {
        history.goBack()
      } else if request.type.addsHistory, !(sameActivation && history.current == request.url) {
        // The second report of one activation (a same-document navigation
        // came first) adds no second page.
        history.visit(request.url)
      }
      if learner != nil { refreshWindow() }
      if history.canGoBack != couldGoBack {
        tellLater(.event(OverlayEvent(time: time, kind: .backButton(visible: history.canGoBack))))
      }
    }
    recordRequest(request, policy, movingBack: movingBack, at: time, start: start)
    return policy
  }

  // MARK: - Views

  /// Hides or shows a view; later downs hit-test the new tree, fingers
  /// already down keep their targets.
  /// - Returns: whether the view exists.
  @discardableResult
  public func setHidden(_ hidden: Bool, for view: ViewID) -> Bool {
    if recorder != nil, tree.contains(view) { recordInput(.setHidden(view, hidden), at: clock) }
    return tree.setHidden(hidden, for: view)
  }

  /// Gives a view a new frame in its parent's coordinates; later downs
  /// hit-test the new tree.
  /// - Returns: whether the view exists.
  @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    if recorder != nil, tree.contains(view) { recordInput(.setFrame(view, frame), at: clock) }
    return tree.setFrame(frame, for: view)
  }

  // MARK: - Observing

  /// Adds an observer: from the next input on, it is called with every
  /// event, in order, once the input that made it has changed the engine's
  /// state. Observers are called in the order they were added, and do not
  /// replace or wrap each other.
  ///
  /// - Returns: the token that removes it (``removeObserver(_:)``).
  @discardableResult
  public func addObserver(_ observer: @escaping (OverlayEvent) -> Void) -> ObservationToken {
    let token = takeToken()
    observers.append((token, observer))
    return token
  }

  /// Removes an observer; it hears nothing more, from the next event on.
  /// Removing one already removed does nothing.
  public func removeObserver(_ token: ObservationToken) {
    observers.removeAll { $0.token == token }
  }

  /// A stream of every decision from now on. The stream ends when the
  /// overlay is deallocated. Buffers without limit, so a slow reader loses
  /// nothing; a stream whose reader has gone stops being fed.
  public func decisions() -> AsyncStream<Decision> {
    let (stream, continuation) = AsyncStream<Decision>.makeStream()
    streams[takeToken()] = continuation
    return stream
  }

  private func takeToken() -> ObservationToken {
    defer { nextToken += 1 }
    return ObservationToken(number: nextToken)
  }

  // MARK: - Timers

  /// Decides every deadline before `time` (and at it, when `inclusive`).
  /// Input runs this first with `inclusive: false`, so late real timers
  /// catch up and input at `time` sees the state the rules say it should.
  ///
  /// - Returns: the earliest deadline left (``GestureMachine/nextDeadline``
  ///   once it is done).
  @discardableResult
  func runDue(until time: Instant, inclusive: Bool) -> Instant? {
    while let deadline = machine.nextDeadline {
      guard deadline < time || (inclusive && deadline == time),
        let verdict = machine.fireDue(before: time, inclusive: inclusive)
      else { return deadline }
      if verdict.time > clock { clock = verdict.time }
      decided(verdict)
    }
    return nil
  }

  /// Arms the wake-up for the machine's earliest deadline, if it changed.
  func rearmWake() {
    rearmWake(for: machine.nextDeadline)
  }

  /// Arms the wake-up for `deadline`, the machine's earliest, if it changed.
  @inline(__always)
  private func rearmWake(for deadline: Instant?) {
    if wake?.deadline == deadline { return }
    if let wake { scheduler.cancel(wake.timer) }
    wake = nil
    guard let deadline else { return }
    wake = (deadline, scheduler.schedule(at: deadline, wakeHandler))
  }

  /// The armed wake-up fired: decide what is due. Any other wake-up (one
  /// cancelled too late to stop) finds nothing to do, or re-arms when it
  /// came before the armed deadline, so a timer is never lost.
  private func wakeFired() {
    guard let current = wake else { return }
    let now = scheduler.now
    wake = nil
    if now >= current.deadline {
      runDue(until: now, inclusive: true)
    } else {
      scheduler.cancel(current.timer)
    }
    rearmWake()
    tellApp()
  }

  // MARK: - Effects

  /// Turns a verdict into a ``Decision``, records it and tells it.
  func decided(_ verdict: GestureMachine.Verdict, request: NavigationRequest? = nil) {
    guard isListening || recorder != nil else { return }
    let target = tree.id(at: verdict.record.target)
    var evidence = verdict.record.evidence(slop: configuration.slop, target: target)
    evidence.uncountedNavigation = machine.uncounted(for: verdict.record.id)
    let outcome: Outcome
    switch verdict.kind {
    case .tap(let point): outcome = .tap(view: target, point: point)
    case .link:
      guard let request else { preconditionFailure("a link verdict comes with its request") }
      outcome = .link(request)
      evidence.request = request
      evidence.requestTime = verdict.time
    case .moved: outcome = .moved
    case .cancelled: outcome = .cancelled
    case .longPress: outcome = .longPress
    case .multiTouch: outcome = .multiTouch
    }
    let decision = Decision(
      gesture: verdict.record.id, outcome: outcome, time: verdict.time, reason: verdict.reason,
      evidence: evidence)
    recorder?.record(FlightRecord(time: decision.time, entry: .decision(decision.outcome)))
    tellLater(.event(OverlayEvent(time: decision.time, kind: .decided(decision))))
  }

  /// Whether anyone hears what the overlay does.
  private var isListening: Bool { !observers.isEmpty || !streams.isEmpty }

  /// Keeps `item` to tell once the current input is done.
  func tellLater(_ event: OverlayEvent.Kind, at time: Instant) {
    tellLater(.event(OverlayEvent(time: time, kind: event)))
  }

  private func tellLater(_ item: Outgoing) {
    if isListening { outbox.append(item) }
  }

  /// Tells the app what the input did, in order, now that its state change
  /// is complete. A call into the overlay from here (re-entrant) is handled
  /// at once, on that complete state, and what it does is told after
  /// everything already waiting, so the app hears every event in time order.
  @inline(__always)
  func tellApp() {
    if !telling, !outbox.isEmpty { tellOutbox() }
  }

  private func tellOutbox() {
    telling = true
    var index = 0
    while index < outbox.count {
      let item = outbox[index]
      index += 1
      tell(item)
    }
    outbox.removeAll(keepingCapacity: true)
    telling = false
  }

  private func tell(_ item: Outgoing) {
    switch item {
    case .event(let event):
      // A copy: an observer may add or remove observers (from the next
      // event on).
      let current = observers
      for entry in current { entry.observe(event) }
      if case .decided(let decision) = event.kind, !streams.isEmpty { feedStreams(decision) }
    case .runAction(let name, let request):
      decider?.overlay(self, runAction: name, for: request)
    }
  }

  private func feedStreams(_ decision: Decision) {
    for (key, continuation) in streams {
      // A stream whose reader has gone is dropped here, on the engine's own
      // thread (its termination handler could run on any thread).
      if case .terminated = continuation.yield(decision) { streams[key] = nil }
    }
  }
}
