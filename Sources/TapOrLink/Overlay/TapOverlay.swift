/// The overlay engine: it forwards every touch to the view under the
/// finger's down point and decides, for each gesture, whether the person
/// tapped the content or activated a link (or moved, held, used two fingers
/// or was cancelled).
///
/// Feed it touches with ``handle(_:)`` and the web view's load requests with
/// ``shouldStartLoad(_:at:)``; read its decisions through ``delegate``,
/// ``onEvent``, ``onDecision`` or ``decisions()``.
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

  /// Receives deliveries, decisions and navigation callbacks.
  @exclusivity(unchecked) public weak var delegate: (any TapOverlayDelegate)?
  /// Called with every event, in order: the engine's trace.
  @exclusivity(unchecked) public var onEvent: ((OverlayEvent) -> Void)?
  /// Called with every decision.
  @exclusivity(unchecked) public var onDecision: ((Decision) -> Void)?
  /// Keeps recent inputs and decisions for a bug report, when set (see
  /// ``flightRecording()``); `nil`, recording nothing, by default.
  @exclusivity(unchecked) public var recorder: FlightRecorder?

  private struct FingerState {
    var finger: FingerID
    /// The locked delivery target's position in ``tree``; `nil` for a
    /// finger that went down outside the overlay.
    var target: Int?
    /// The routed priority view's position in ``tree``.
    var route: Int?
    var lastPoint: Point
  }

  // Exclusivity: the engine is confined to one thread, and it never holds an
  // access to its state across a call out (delegate, closures, scheduler),
  // so no two accesses can overlap; dynamic checks are turned off on these
  // properties because they cost more than the rest of a move event.
  @exclusivity(unchecked) private var fingers: ContiguousArray<FingerState> = []
  @exclusivity(unchecked) var active: GestureRecord?
  @exclusivity(unchecked) var waiting = GestureQueue()
  @exclusivity(unchecked) var clock: Instant
  @exclusivity(unchecked) var nextGesture: UInt64 = 1
  @exclusivity(unchecked) private var nextArm: UInt64 = 1
  @exclusivity(unchecked) private var wake: (deadline: Instant, timer: ScheduledTimer)?
  /// The one closure every wake-up runs, made once so that arming a timer
  /// allocates nothing.
  @exclusivity(unchecked) private var wakeHandler: () -> Void = {}
  let slopSquared: Double
  /// The window a gesture lifted now gets, and why: kept up to date when
  /// the page changes or the adaptive window learns, so an up only reads it.
  @exclusivity(unchecked) var currentWindow: Duration {
    didSet { currentWindowNanoseconds = currentWindow.nanoseconds }
  }
  /// ``currentWindow`` in nanoseconds, so an up adds it without unpacking a
  /// `Duration`.
  @exclusivity(unchecked) var currentWindowNanoseconds: Int64
  /// Why ``currentWindow`` is what it is, packed for the gesture record.
  @exclusivity(unchecked) var currentWindowNote = WindowNote.configured
  /// What the adaptive window has learned; `nil` when it is off.
  @exclusivity(unchecked) var learner: WindowLearner?
  /// The latest gesture decided `tap`, while a late link may still claim it.
  @exclusivity(unchecked) var lastTap: (gesture: GestureID, time: Instant, upTime: Instant?)?
  /// The latest gesture decided, and its last point: a page answer for it
  /// is reported as coming too late.
  @exclusivity(unchecked) var lastDecided: (gesture: GestureID, point: Point)?
  /// The latest link activation counted (a gesture decided, or a late
  /// link), while the other report of the same activation may still come
  /// (see ``TapDefaults/sameActivation``).
  @exclusivity(unchecked) var lastActivation: CountedActivation?
  @exclusivity(unchecked) private var streams: [Int: AsyncStream<Decision>.Continuation] = [:]
  @exclusivity(unchecked) private var nextStream = 0

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
    self.slopSquared = configuration.slop >= 0 ? configuration.slop * configuration.slop : -1
    self.learner = configuration.adaptiveWindow.map(WindowLearner.init(rule:))
    self.currentWindow = configuration.window
    self.currentWindowNanoseconds = configuration.window.nanoseconds
    fingers.reserveCapacity(10)
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
  public var undecidedCount: Int { waiting.count + (active == nil ? 0 : 1) }

  /// The fingers down, in the order they touched.
  public var fingersDown: [FingerID] { fingers.map(\.finger) }

  /// The instant of the latest input or timer the engine has handled.
  public var lastInstant: Instant { clock }

  /// Whether no finger is down and no gesture is undecided.
  var isIdle: Bool { fingers.isEmpty && active == nil && waiting.count == 0 }

  /// Whether any finger is down, inside the overlay or not.
  var anyFingerDown: Bool { !fingers.isEmpty }

  // MARK: - Touches

  /// Handles one touch: routes and delivers it, and decides any gesture it
  /// ends. Moves, ups and cancels of fingers that are not down, downs of
  /// fingers already down and touches stamped earlier than handled input
  /// are ignored and reported as ``EngineDiagnostic``s.
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    let time = touch.time
    if time < clock {
      return ignore(.timeWentBackwards(last: clock, given: time), at: clock)
    }
    runDue(until: time, inclusive: false)
    clock = time
    if recorder != nil {
      recordInput(.touch(touch.phase, touch.location, finger: touch.finger), at: time)
    }
    let disposition: TouchDisposition
    switch touch.phase {
    case .down: disposition = down(touch)
    case .move: disposition = move(touch)
    case .up: disposition = up(touch)
    case .cancel: disposition = cancel(touch)
    }
    rearmWake()
    return disposition
  }

  private func index(of finger: FingerID) -> Int? {
    fingers.firstIndex { $0.finger == finger }
  }

  private func down(_ touch: Touch) -> TouchDisposition {
    if index(of: touch.finger) != nil {
      return ignore(.fingerAlreadyDown(touch.finger), at: touch.time)
    }
    let point = touch.location
    let routeView = router.view(at: point, in: tree)
    let route = routeView.flatMap(tree.position(of:))
    if let routeView { emitRoute(touch, routeView) }
    guard frame.contains(point) else {
      fingers.append(FingerState(finger: touch.finger, target: nil, route: route, lastPoint: point))
      return .outsideOverlay
    }
    let target = tree.target(at: point, withinPosition: coveredPosition)
    let engineFingerWasDown = fingers.contains { $0.target != nil }
    fingers.append(
      FingerState(finger: touch.finger, target: target, route: route, lastPoint: point))
    let targetView = emitDelivery(touch, target)
    if !engineFingerWasDown {
      let record = GestureRecord(
        id: GestureID(nextGesture), finger: touch.finger, target: target, downTime: touch.time,
        downPoint: point,
        phase: .held(
          longPress: configuration.longPress.map {
            GestureRecord.Deadline(instant: touch.time + $0, sequence: takeArmSequence())
          }))
      nextGesture += 1
      active = record
    } else if let record = active {
      active = nil
      decide(record, .multiTouch, at: touch.time, reason: .secondFinger(touch.finger))
    }
    return .delivered(to: targetView, awaitingNavigation: nil)
  }

  private func move(_ touch: Touch) -> TouchDisposition {
    guard let position = index(of: touch.finger) else {
      return ignore(.fingerNotDown(touch.finger, .move), at: touch.time)
    }
    fingers[position].lastPoint = touch.location
    if let route = fingers[position].route { emitRoute(touch, tree.id(at: route)) }
    guard let target = fingers[position].target else { return .outsideOverlay }
    let targetView = emitDelivery(touch, target)
    if active?.finger == touch.finger,
      active?.travel(to: touch.location, slopSquared: slopSquared) == true,
      let record = active
    {
      active = nil
      decide(
        record, .moved, at: touch.time,
        reason: .travelledPastSlop(distance: record.maxSquaredDistance.squareRoot()))
    }
    return .delivered(to: targetView, awaitingNavigation: nil)
  }

  private func up(_ touch: Touch) -> TouchDisposition {
    guard let position = index(of: touch.finger) else {
      return ignore(.fingerNotDown(touch.finger, .up), at: touch.time)
    }
    let state = fingers.remove(at: position)
    if let route = state.route { emitRoute(touch, tree.id(at: route)) }
    guard let target = state.target else { return .outsideOverlay }
    let targetView = emitDelivery(touch, target)
    guard var record = active, record.finger == touch.finger else {
      return .delivered(to: targetView, awaitingNavigation: nil)
    }
    active = nil
    let distanceExceeded = record.travel(to: touch.location, slopSquared: slopSquared)
    record.phase = .lifted(time: touch.time, point: touch.location, window: nil)
    if distanceExceeded {
      decide(
        record, .moved, at: touch.time,
        reason: .travelledPastSlop(distance: record.maxSquaredDistance.squareRoot()))
      return .delivered(to: targetView, awaitingNavigation: nil)
    }
    if case .probe(let probe) = configuration.strategy {
      let pagePoint = tree.convert(touch.location, to: webView) ?? touch.location
      if probe(pagePoint) == .content {
        decide(
          record, .tap(view: targetView, point: touch.location), at: touch.time,
          reason: .probeFoundContent)
        return .delivered(to: targetView, awaitingNavigation: nil)
      }
    }
    if record.answerKind == .content {
      decide(
        record, .tap(view: targetView, point: touch.location), at: touch.time,
        reason: .pageAnswer(.content, at: record.answerTime))
      return .delivered(to: targetView, awaitingNavigation: nil)
    }
    openWindow(&record, at: touch.time, point: touch.location)
    waiting.append(record)
    return .delivered(to: targetView, awaitingNavigation: record.id)
  }

  private func cancel(_ touch: Touch) -> TouchDisposition {
    guard let position = index(of: touch.finger) else {
      return ignore(.fingerNotDown(touch.finger, .cancel), at: touch.time)
    }
    let state = fingers.remove(at: position)
    let located = Touch(
      finger: touch.finger, phase: .cancel, location: state.lastPoint, time: touch.time)
    if let route = state.route { emitRoute(located, tree.id(at: route)) }
    guard let target = state.target else { return .outsideOverlay }
    let targetView = emitDelivery(located, target)
    if let record = active, record.finger == touch.finger {
      active = nil
      decide(record, .cancelled, at: touch.time, reason: .cancelledBySystem)
    }
    return .delivered(to: targetView, awaitingNavigation: nil)
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
  /// run an action; other requests are allowed unless the delegate vetoes.
  /// Allowed main-frame `link`, `form` and `other` requests add a page to
  /// the history, as written. Whether a request is for the bridge is judged
  /// from its scheme alone, read as a browser reads it (``RequestURL``; a
  /// relative URL has the current page's scheme). A request counts by its
  /// type and frame whatever its URL text: a relative URL is read against
  /// the current page, and a URL that cannot be read is reported as an
  /// ``EngineDiagnostic/unparseableURL(_:)`` but still counts and is still
  /// added; its page has no origin, so the bridge refuses it.
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
    if couldGoBack { emitBackButton(false, at: now) }
    rearmWake()
  }

  func inputTime(_ given: Instant?) -> Instant {
    var time = given ?? scheduler.now
    if time < clock {
      emit(.diagnosed(.timeWentBackwards(last: clock, given: time)), at: clock)
      time = clock
    }
    runDue(until: time, inclusive: false)
    clock = time
    return time
  }

  private func answer(_ request: NavigationRequest, at given: Instant?, movingBack: Bool)
    -> NavigationPolicy
  {
    let time = inputTime(given)
    guard let recorder else { return respond(to: request, at: time, movingBack: movingBack) }
    let start = startIfWanted(recorder, at: time)
    let policy = respond(to: request, at: time, movingBack: movingBack)
    let input: RecordedInput = movingBack ? .back : .request(request, answered: policy)
    recorder.record(FlightRecord(time: time, entry: .input(input), start: start))
    return policy
  }

  private func respond(to request: NavigationRequest, at time: Instant, movingBack: Bool)
    -> NavigationPolicy
  {
    defer { rearmWake() }
    let page = history.currentLocation
    if let bridge = configuration.bridge, bridge.matches(urlText: request.url, relativeTo: page) {
      emit(.answered(request, .block), at: time)
      let verdict = bridge.verdict(
        forURLText: request.url, isMainFrame: request.isMainFrame,
        pageOrigin: history.currentOrigin)
      if case .run(let name) = verdict {
        emit(.actionRan(name), at: time)
        delegate?.overlay(self, runAction: name, for: request)
      } else {
        emit(.actionRefused(verdict), at: time)
      }
      return .block
    }
    // A request counts by its type and frame whatever its text; one that
    // cannot be read is noted, and its page will have no origin.
    if RequestURL(request.url, relativeTo: page) == nil {
      emit(.diagnosed(.unparseableURL(request.url)), at: time)
    }
    var sameActivation = false
    if request.isMainFrame, configuration.activation.contains(request.type) {
      sameActivation = pairsWithCounted(request.url, by: .navigation, at: time)
      if !sameActivation { countActivation(request, by: .request, at: time) }
    }
    let allowed = delegate?.overlay(self, shouldAllow: request) ?? true
    let policy: NavigationPolicy = allowed ? .allow : .block
    emit(.answered(request, policy), at: time)
    guard allowed, request.isMainFrame else { return policy }
    let couldGoBack = history.canGoBack
    if movingBack {
      history.goBack()
    } else if request.type.addsHistory, !(sameActivation && history.current == request.url) {
      history.visit(request.url)
    }
    if learner != nil { refreshWindow() }
    if history.canGoBack != couldGoBack { emitBackButton(history.canGoBack, at: time) }
    return policy
  }

  /// Counts a link activation, a request or a same-document navigation:
  /// it decides the oldest gesture whose finger is up, else the one in
  /// progress (unless `inProgress` is `false`), else it may be a late link
  /// (unless `late` is `false`).
  /// - Returns: the gesture decided a link, or reported late, if any.
  @discardableResult
  func countActivation(
    _ request: NavigationRequest, by source: CountedActivation.Source, at time: Instant,
    inProgress: Bool = true, late: Bool = true
  ) -> (gesture: GestureID, late: Bool)? {
    let record: GestureRecord
    if let lifted = waiting.removeFirst() {
      record = lifted
    } else if inProgress, let current = active {
      active = nil
      record = current
    } else {
      guard late, let gesture = reportLateLink(request, by: source, at: time) else { return nil }
      lastActivation = CountedActivation(url: request.url, time: time, source: source)
      return (gesture, true)
    }
    lastActivation = CountedActivation(url: request.url, time: time, source: source)
    var evidence = record.evidence(slop: configuration.slop, target: tree.id(at: record.target))
    evidence.request = request
    evidence.requestTime = time
    let afterUp = record.upTime.map { time - $0 }
    if let afterUp { learn(afterUp) }
    let reason: DecisionReason =
      switch source {
      case .request: .countedRequest(afterUp: afterUp)
      case .navigation(let kind): .sameDocumentNavigation(kind, afterUp: afterUp)
      }
    emitDecision(
      Decision(
        gesture: record.id, outcome: .link(request), time: time, reason: reason,
        evidence: evidence))
    return (record.id, false)
  }

  /// Whether a report of `url` at `time` is the other half of the latest
  /// counted activation, made by `other` (a request and a same-document
  /// navigation for one link): it then counts no second time, and the
  /// pairing is used up.
  func pairsWithCounted(
    _ url: String, by other: CountedActivation.Source.Family, at time: Instant
  ) -> Bool {
    guard let last = lastActivation, last.source.family == other, last.url == url,
      time - last.time <= TapDefaults.sameActivation
    else { return false }
    lastActivation = nil
    return true
  }

  /// Forwards the web view's `webViewDidStartLoad` to the delegate.
  public func webViewDidStartLoad() { delegate?.overlayWebViewDidStartLoad(self) }

  /// Forwards the web view's `webViewDidFinishLoad` to the delegate.
  public func webViewDidFinishLoad() { delegate?.overlayWebViewDidFinishLoad(self) }

  /// Forwards the web view's `didFailLoadWithError` to the delegate.
  public func webViewDidFailLoad(with error: any Error) {
    delegate?.overlay(self, webViewDidFailLoadWith: error)
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

  // MARK: - Decisions out

  /// A stream of every decision from now on. The stream ends when the
  /// overlay is deallocated. Buffers without limit, so a slow reader loses
  /// nothing.
  public func decisions() -> AsyncStream<Decision> {
    let (stream, continuation) = AsyncStream<Decision>.makeStream()
    let key = nextStream
    nextStream += 1
    streams[key] = continuation
    return stream
  }

  // MARK: - Timers

  func takeArmSequence() -> UInt64 {
    defer { nextArm += 1 }
    return nextArm
  }

  /// The earliest pending deadline, tie broken by arm order.
  private func nextDue() -> (deadline: Instant, fromActive: Bool)? {
    let held = active?.deadline
    let windowed = waiting.firstDeadline
    guard let held else { return windowed.map { ($0.instant, false) } }
    guard let windowed, windowed.precedes(held) else { return (held.instant, true) }
    return (windowed.instant, false)
  }

  /// Fires every deadline before `time` (and at it, when `inclusive`). Input
  /// runs this first with `inclusive: false`, so late real timers catch up
  /// and input at `time` sees the state the rules say it should.
  func runDue(until time: Instant, inclusive: Bool) {
    while let due = nextDue(), due.deadline < time || (inclusive && due.deadline == time) {
      fire(due)
    }
  }

  private func fire(_ due: (deadline: Instant, fromActive: Bool)) {
    if due.deadline > clock { clock = due.deadline }
    if due.fromActive, let record = active {
      active = nil
      decide(record, .longPress, at: due.deadline, reason: .heldPastLongPress)
    } else if let record = waiting.removeFirst() {
      decide(
        record, .tap(view: tree.id(at: record.target), point: record.lastPoint),
        at: due.deadline, reason: .windowClosed)
    }
  }

  func rearmWake() {
    let deadline = nextDue()?.deadline
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
  }

  // MARK: - Emitting

  func ignore(_ diagnostic: EngineDiagnostic, at time: Instant) -> TouchDisposition {
    emit(.diagnosed(diagnostic), at: time)
    return .ignored(diagnostic)
  }

  func decide(
    _ record: GestureRecord, _ outcome: Outcome, at time: Instant, reason: DecisionReason
  ) {
    emitDecision(
      Decision(
        gesture: record.id, outcome: outcome, time: time, reason: reason,
        evidence: record.evidence(slop: configuration.slop, target: tree.id(at: record.target))))
  }

  func emitDecision(_ decision: Decision) {
    recorder?.record(FlightRecord(time: decision.time, entry: .decision(decision.outcome)))
    emit(.decided(decision), at: decision.time)
    let evidence = decision.evidence
    lastDecided = (decision.gesture, evidence.upPoint ?? evidence.downPoint)
    if case .tap = decision.outcome {
      lastTap = (decision.gesture, decision.time, evidence.upTime)
    }
    if let delegate {
      delegate.overlay(self, didDecide: decision)
      if case .tap(let view, let point) = decision.outcome {
        delegate.overlay(self, tappedView: view, at: point)
      }
    }
    onDecision?(decision)
    for (key, continuation) in streams {
      // A stream whose reader has gone is dropped here, on the engine's own
      // thread (its termination handler could run on any thread).
      if case .terminated = continuation.yield(decision) { streams[key] = nil }
    }
  }

  private func emitRoute(_ touch: Touch, _ view: ViewID) {
    emit(.routed(touch.phase, view, touch.finger), at: touch.time)
    delegate?.overlay(self, route: touch, to: view)
  }

  /// Delivers a touch to the view at a tree position; returns its name.
  @discardableResult
  private func emitDelivery(_ touch: Touch, _ position: Int) -> ViewID {
    let view = tree.id(at: position)
    if let onEvent {
      onEvent(OverlayEvent(time: touch.time, kind: .delivered(touch.phase, view, touch.finger)))
    }
    delegate?.overlay(self, deliver: touch, to: view)
    return view
  }

  func emitBackButton(_ visible: Bool, at time: Instant) {
    emit(.backButton(visible: visible), at: time)
    delegate?.overlay(self, backButtonVisible: visible)
  }

  func emit(_ kind: OverlayEvent.Kind, at time: Instant) {
    onEvent?(OverlayEvent(time: time, kind: kind))
  }
}
