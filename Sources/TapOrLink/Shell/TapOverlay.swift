/// The overlay: the engine's shell. It stamps each ``TapInput`` with its
/// instant, hands it to the one engine value that holds every rule, arms
/// one timer for the engine's earliest deadline, asks the ``decider`` the
/// engine's questions, and performs what the engine wrote into its output:
/// it tells observers (``addObserver(_:)``), ``events()`` and
/// ``decisions()`` and runs bridge actions; flight records go through the
/// output to the ``recorder``.
///
/// Give it input with ``TapInputSending/send(_:at:)`` or the typed
/// spellings of ``TapInputSending``. Each input first changes the engine's state
/// completely, then the app is told; the decider's `shouldAllow` (and a
/// `probe` strategy's probe) is asked before the input changes anything. A
/// call in from an observer or `runAction` is handled at once, on the
/// finished state, and told after every event already waiting; a call in
/// from `shouldAllow` or the probe is handled before the input asked
/// about, which then follows at the latest instant. Every gesture is
/// decided exactly once.
///
/// Confined to its scheduler's thread or queue: on the main actor use
/// ``MainTapOverlay``, from any thread ``SharedTapOverlay``.
///
/// - Complexity: each input costs O(1) in the number of pending gestures
///   (a touch O(f) in the fingers down); a move does no heap allocation.
public final class TapOverlay: TapInputSending {
  /// The clock and timers.
  public let scheduler: any TimerScheduler

  // The engine and the shell's state. Confined to one thread, and no
  // access is held across a call out, so dynamic exclusivity checks (which
  // cost more than the rest of a move) are off.
  @exclusivity(unchecked) private var core: Core
  /// What the engine did for the app, performed in order and emptied.
  @exclusivity(unchecked) private var output = EngineOutput()

  private struct Core {
    var engine: TapEngine
    weak var decider: (any TapOverlayDecider)?
    /// Whether a decider was set (and not taken away by setting `nil`),
    /// and whether its loss has been reported.
    var deciderWasSet = false
    var deciderLossReported = false
    /// The armed wake-up, and its one closure (arming allocates nothing).
    var wake: (deadline: Instant, timer: ScheduledTimer)?
    var wakeHandler: () -> Void = {}
    /// Whether effects are being told (a call from there is re-entrant).
    var telling = false
    var observers: ContiguousArray<(token: ObservationToken, observe: (OverlayEvent) -> Void)> = []
    /// The streams: each feeds an event (`false` once its reader has
    /// gone) and ends when the overlay goes.
    var streams: [ObservationToken: (feed: (OverlayEvent) -> Bool, finish: () -> Void)] = [:]
    var nextToken = 0
  }

  /// Creates an overlay over `coveredView` (the first web view by default)
  /// of `tree`, its history starting at `firstPage`, on `scheduler`'s time.
  /// - Throws: ``OverlaySetupError`` when a view is missing, or a setting is
  ///   out of range (`OverlayConfiguration.validated()`).
  public init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), scheduler: any TimerScheduler
  ) throws(OverlaySetupError) {
    self.scheduler = scheduler
    core = Core(
      engine: try TapEngine(
        tree: tree, covering: coveredView, firstPage: firstPage, configuration: configuration,
        router: router, start: scheduler.now))
    #if compiler(>=6.2)
      // A `weak let`: a `[weak self]` capture is a variable, and reading
      // it cost every wake-up a dynamic exclusivity check (76 instructions
      // in callgrind).
      weak let overlay = self
      core.wakeHandler = { overlay?.wakeFired() }
    #else
      core.wakeHandler = { [weak self] in self?.wakeFired() }
    #endif
  }

  deinit {
    cancelWake()
    for stream in core.streams.values { stream.finish() }
  }

  /// The current instant on the scheduler's timeline.
  public var now: Instant { scheduler.now }

  /// The engine, borrowed in place for the state's queries
  /// (`TapInputSending+State.swift`).
  var engine: TapEngine { _read { yield core.engine } }
  /// The touch router's priority views.
  public var router: TouchRouter {
    get { core.engine.router }
    set { core.engine.router = newValue }
  }
  /// Answers whether a request may load, and runs bridge actions.
  ///
  /// The lifetime rules (a ``MainTapOverlay``'s ``MainTapOverlay/decider``
  /// is its overlay's):
  /// - The overlay holds its decider weakly (an app's view controller
  ///   usually holds the overlay): the app keeps the decider alive, and a
  ///   ``MainTapOverlay`` for as long as its overlay decides.
  /// - Set none and every request is allowed, no bridge action runs; set
  ///   `nil` and the same holds from then on, silently.
  /// - A decider that was set and is gone (released) is never silent: the
  ///   first request or bridge action that finds it gone reports
  ///   ``EngineDiagnostic/deciderGone`` once, as a `diagnosed` event,
  ///   and every request is then allowed until a decider is set again.
  public var decider: (any TapOverlayDecider)? {
    get { core.decider }
    set {
      core.decider = newValue
      core.deciderWasSet = newValue != nil
      core.deciderLossReported = false
    }
  }

  /// The decider that was set has gone: reported once (see ``decider``).
  private func deciderWentAway() {
    guard !core.deciderLossReported else { return }
    core.deciderLossReported = true
    output.tell(.diagnosed(.deciderGone), at: core.engine.clock)
  }

  /// The app's answer to the engine's question. Out of line: asked for
  /// requests and probes only, it keeps every other input's path short.
  @inline(never)
  private func answer(_ question: EngineQuestion) -> AppRuling {
    switch question {
    case .shouldAllow(let request):
      .allowed(allows(request, as: core.engine.role(of: request, at: core.engine.clock)))
    case .probe(let probe, let point): .probed(probe(point))
    }
  }

  /// Asks the decider whether `request` may load.
  private func allows(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    liveDecider()?.shouldAllow(request, as: role) ?? true
  }

  /// The decider, or `nil`, reporting (once) one that was set and is gone.
  private func liveDecider() -> (any TapOverlayDecider)? {
    if let decider = core.decider { return decider }
    if core.deciderWasSet { deciderWentAway() }
    return nil
  }
  /// Keeps recent inputs and decisions for a bug report, when set.
  public var recorder: FlightRecorder? {
    get { output.recorder }
    set { output.recorder = newValue }
  }

  /// The recorder's entries from the oldest moment a replay can start at
  /// (``TapInputSending/flightRecording()``).
  func recordedFlight() -> FlightRecording? {
    output.recorder.flatMap { core.engine.flightRecording(from: $0) }
  }

  /// The hop of ``TapInputSending``: the overlay is its own, so `body`
  /// runs at once, on the caller's thread, which must be the scheduler's.
  @inlinable
  public func handOn<Result: Sendable>(_ body: @Sendable (TapOverlay) -> Result) -> Result {
    body(self)
  }

  /// Handles one touch at its own instant (``TapInput/touch(_:_:finger:pointer:)``).
  ///
  /// The one input spelt on the overlay itself, for the hot path (moves
  /// come at the display's rate): a caller that holds the overlay reaches
  /// the engine without the hop of ``TapInputSending``, whose `handle`
  /// hops here.
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    // One call into the engine, so that it is inlined here; a touch the
    // engine must ask about first (a probe at the lift) takes the shell's
    // one path, which asks and gives it again (the first call wrote
    // nothing but what was due before the touch, which stays told once).
    if case .reply(let disposition) = core.engine.touch(touch, answer: nil, into: &output) {
      rearmWake()
      tellApp()
      return disposition
    }
    return run(at: touch.time) { engine, time, answer, output in
      engine.take(
        .touch(touch.phase, touch.location, finger: touch.finger, pointer: touch.pointer),
        at: time, answer: answer, into: &output
      ).map { $0.touch ?? .outsideOverlay }
    }
  }

  /// Runs one engine entry at `given` (the engine's clock when `nil`) and
  /// performs its output: the one path every input takes. An entry that
  /// asks the app first is asked before anything changes: input the app
  /// feeds back in (re-entrant) is handled first, and this input after
  /// it, at the latest instant.
  @inline(__always)
  func run<Reply>(
    at given: Instant?,
    _ take: (inout TapEngine, Instant, AppRuling?, inout EngineOutput) -> EngineResponse<Reply>
  ) -> Reply {
    let given = given ?? core.engine.clock
    var response = take(&core.engine, given, nil, &output)
    while true {
      switch response {
      case .reply(let reply):
        rearmWake()
        tellApp()
        return reply
      case .ask(let question):
        // The answer first: the clock it may have moved is read after it.
        let answer = self.answer(question)
        response = take(&core.engine, max(given, core.engine.clock), answer, &output)
      }
    }
  }

  /// Adds an observer, called from the next input on with every event, in
  /// order, after the observers added before it.
  /// - Returns: the token that removes it (``removeObserver(_:)``).
  @discardableResult
  public func addObserver(_ observer: @escaping (OverlayEvent) -> Void) -> ObservationToken {
    let token = takeToken()
    core.observers.append((token, observer))
    listenersChanged()
    return token
  }

  /// Removes an observer; it hears nothing more, from the next event on.
  public func removeObserver(_ token: ObservationToken) {
    core.observers.removeAll { $0.token == token }
    listenersChanged()
  }

  /// A stream of every event from now on (deliveries, decisions, answers,
  /// diagnostics); it ends with the overlay, buffers without limit, and is
  /// no longer fed once its reader has gone.
  public func events() -> AsyncStream<OverlayEvent> { stream { $0 } }

  /// A stream of every decision from now on (as ``events()``).
  public func decisions() -> AsyncStream<Decision> { stream(\.decision) }

  private func stream<Value>(_ pick: @escaping (OverlayEvent) -> Value?) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream()
    let feed = { (event: OverlayEvent) -> Bool in
      guard let value = pick(event), case .terminated = continuation.yield(value) else {
        return true
      }
      return false
    }
    core.streams[takeToken()] = (feed, { continuation.finish() })
    listenersChanged()
    return stream
  }

  private func takeToken() -> ObservationToken {
    defer { core.nextToken += 1 }
    return ObservationToken(number: core.nextToken)
  }

  private func listenersChanged() {
    output.wantsEvents = !core.observers.isEmpty || !core.streams.isEmpty
  }

  /// Cancels the pending wake-up (an owner releasing the overlay off its
  /// scheduler's context calls this first, there).
  func cancelWake() {
    if let wake = core.wake { scheduler.cancel(wake.timer) }
    core.wake = nil
  }

  /// Arms the wake-up for the engine's earliest deadline, if it changed.
  @inline(__always)
  private func rearmWake() {
    if output.deadlinesKept {
      output.deadlinesKept = false
      return
    }
    let deadline = core.engine.nextDeadline
    if core.wake?.deadline == deadline { return }
    cancelWake()
    guard let deadline else { return }
    core.wake = (deadline, scheduler.schedule(at: deadline, core.wakeHandler))
  }

  /// The armed wake-up fired: decide what is due. A wake-up cancelled too
  /// late finds nothing to do, or re-arms, so a timer is never lost.
  private func wakeFired() {
    guard let current = core.wake else { return }
    let now = scheduler.now
    core.wake = nil
    if now >= current.deadline {
      core.engine.wake(at: now, into: &output)
    } else {
      scheduler.cancel(current.timer)
    }
    rearmWake()
    tellApp()
  }

  /// Performs the engine's effects, in order; a call in from here is told
  /// after everything already waiting.
  @inline(__always)
  private func tellApp() {
    if !core.telling, !output.effects.isEmpty { tellEffects() }
  }

  private func tellEffects() {
    core.telling = true
    var index = 0
    while index < output.effects.count {
      let effect = output.effects[index]
      index += 1
      switch effect {
      case .event(let event):
        // A copy: an observer may add or remove observers.
        for entry in core.observers { entry.observe(event) }
        feedStreams(event)
      case .runAction(let name, let request):
        liveDecider()?.runAction(name, for: request)
      }
    }
    output.effects.removeAll(keepingCapacity: true)
    core.telling = false
  }

  private func feedStreams(_ event: OverlayEvent) {
    // A stream whose reader has gone is dropped here, on the engine's thread.
    for (token, stream) in core.streams where !stream.feed(event) { core.streams[token] = nil }
  }
}
