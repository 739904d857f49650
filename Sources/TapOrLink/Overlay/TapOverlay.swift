/// The overlay: the engine's shell. It stamps each ``TapInput`` with its
/// instant, hands it to the one engine value that holds every rule, arms
/// one timer for the engine's earliest deadline, asks the ``decider`` the
/// engine's questions, and tells the app what the engine did.
///
/// Give it input with ``send(_:at:)`` (or the typed shorthand of
/// ``TapInputSending``: ``TapInputSending/handle(_:)``,
/// ``TapInputSending/shouldStartLoad(_:at:)`` and the others). The app
/// *decides* only what the decider answers (may this request load, run this
/// bridge action), and *observes* everything else as ``OverlayEvent``s:
/// through observers (``addObserver(_:)``), the ``events()`` stream, or the
/// ``decisions()`` stream.
///
/// ## Calling back in
///
/// Each input first changes the engine's state completely, then tells the
/// app: observers get the input's events, in order, and the decider runs
/// any bridge action. The decider's `shouldAllow` (and a `probe`
/// strategy's probe) is asked *before* the input changes anything. So a
/// call into the overlay from any callback never sees a half-made change:
///
/// - From an observer or `runAction`: the call is handled at once, on the
///   finished state; its events are told after every event already
///   waiting, so each observer hears all events in time order.
/// - From `shouldAllow` (or the probe): the call is handled at once, before
///   the input being asked about, which is then handled after it, at the
///   latest instant.
///
/// Either way every gesture is decided exactly once.
///
/// A `TapOverlay` is confined to its scheduler's thread or queue. In an app
/// on the main actor, use ``MainTapOverlay``; to call it from any thread,
/// use ``SharedTapOverlay``.
///
/// - Complexity: each input costs O(1) in the number of pending gestures
///   (a touch O(f) in the fingers down); a move does no heap allocation.
public final class TapOverlay: TapInputSending {
  /// The clock and timers.
  public let scheduler: any TimerScheduler

  /// The engine and the shell's own state, in one place. Exclusivity: the
  /// overlay is confined to one thread and never holds an access across a
  /// call out (the app is called between inputs, or before an input
  /// changes anything), so accesses cannot overlap; dynamic checks are off
  /// because they cost more than the rest of a move event.
  @exclusivity(unchecked) private var core: Core

  private struct Core {
    var engine: TapEngine
    /// Answers what the app decides; held weakly.
    weak var decider: (any TapOverlayDecider)?
    /// The armed wake-up, for the engine's earliest deadline.
    var wake: (deadline: Instant, timer: ScheduledTimer)?
    /// The one closure every wake-up runs, made once so that arming a
    /// timer allocates nothing.
    var wakeHandler: () -> Void = {}
    /// Whether effects are being told (a call from there is re-entrant).
    var telling = false
    var observers: ContiguousArray<(token: ObservationToken, observe: (OverlayEvent) -> Void)> = []
    var decisionStreams: [ObservationToken: AsyncStream<Decision>.Continuation] = [:]
    var eventStreams: [ObservationToken: AsyncStream<OverlayEvent>.Continuation] = [:]
    var nextToken = 0
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
    self.scheduler = scheduler
    core = Core(
      engine: try TapEngine(
        tree: tree, covering: coveredView, firstPage: firstPage, configuration: configuration,
        router: router, start: scheduler.now))
    core.wakeHandler = { [weak self] in self?.wakeFired() }
  }

  deinit {
    cancelWake()
    for continuation in core.decisionStreams.values { continuation.finish() }
    for continuation in core.eventStreams.values { continuation.finish() }
  }

  // MARK: - State

  /// The settings.
  public var configuration: OverlayConfiguration { core.engine.configuration }
  /// The view the overlay covers.
  public var coveredView: ViewID { core.engine.coveredView }
  /// The web view whose requests, history and links the overlay watches:
  /// the covered view if it is a web view, else the first in its subtree.
  public var webView: ViewID { core.engine.webView }
  /// The views, as hit testing sees them now.
  public var tree: ViewTree { core.engine.tree }
  /// The web view's history.
  public var history: WebHistory { core.engine.history }
  /// The touch router's priority views.
  public var router: TouchRouter {
    get { core.engine.router }
    set { core.engine.router = newValue }
  }
  /// Answers what the app decides: whether a request may load, and running
  /// bridge actions. Held weakly; with none, every request is allowed and
  /// no action runs.
  public var decider: (any TapOverlayDecider)? {
    get { core.decider }
    set { core.decider = newValue }
  }
  /// Keeps recent inputs and decisions for a bug report, when set (see
  /// ``flightRecording()``); `nil`, recording nothing, by default.
  public var recorder: FlightRecorder? {
    get { core.engine.recorder }
    set { core.engine.recorder = newValue }
  }
  /// The overlay's frame: the covered view's frame in window coordinates.
  public var frame: Rect { core.engine.frame }
  /// The number of undecided gestures (at most one with its finger down,
  /// plus those waiting for their window).
  public var undecidedCount: Int { core.engine.machine.undecidedCount }
  /// The fingers down, in the order they touched.
  public var fingersDown: [FingerID] { core.engine.machine.fingers.map(\.finger) }
  /// The instant of the latest input or timer the engine has handled.
  public var lastInstant: Instant { core.engine.clock }
  /// The newest gesture the engine started, if any: the one a page answer
  /// without a point is about.
  public var latestGesture: GestureID? { core.engine.machine.latestGesture }
  /// The gesture whose first finger the latest touch lifted still (within
  /// the slop of its down point, with no other finger down since it touched
  /// and no long press), whatever the engine decided about it meanwhile;
  /// `nil` after any other touch. A page clicks the link under such a lift:
  /// a simulated page answers about it with ``PageAnswer/Subject/lift(_:at:)``.
  public var lastStillLift: GestureID? { core.engine.step.stillLift }

  /// The recorder's entries from the oldest moment a replay can start at
  /// (where the engine was idle), with the state and settings of that
  /// moment; `nil` without a ``recorder``, or when no entry held found the
  /// engine idle. Entries older than the recorder's
  /// ``FlightRecorder/maxAge`` are left out. Make it once every gesture is
  /// decided, or a replay will decide the open gestures as well.
  public func flightRecording() -> FlightRecording? { core.engine.flightRecording() }

  // MARK: - Input

  /// Gives the engine one input at `time` (the scheduler's `now` by
  /// default), and tells the app what it did.
  ///
  /// - Returns: what the engine did with it; for a request, the answer to
  ///   give the web view.
  @discardableResult
  public func send(_ input: TapInput, at time: Instant? = nil) -> TapReply {
    let given = time ?? scheduler.now
    var step = core.engine.take(input, at: given)
    while case .ask(let question) = step {
      // Asked before anything changes: input the app feeds back in
      // (re-entrant) is handled first, and this input after it.
      let answer = ask(question)
      step = core.engine.take(input, at: max(given, core.engine.clock), answer: answer)
    }
    rearmWake()
    tellApp()
    guard case .reply(let reply) = step else { return .noPageBefore }  // the loop asked until a reply
    return reply
  }

  private func ask(_ question: EngineQuestion) -> EngineAnswer {
    switch question {
    case .shouldAllow(let request):
      return .allowed(core.decider?.overlay(self, shouldAllow: request) ?? true)
    case .probe(let point):
      guard case .probe(let probe) = configuration.strategy else { return .probed(.unknown) }
      return .probed(probe(point))
    }
  }

  // MARK: - Observing

  /// Adds an observer: from the next input on, it is called with every
  /// event, in order, once the input that made it has changed the engine's
  /// state; observers are called in the order they were added.
  ///
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

  /// A stream of every event from now on: deliveries, decisions, answers,
  /// diagnostics. It ends when the overlay is deallocated, buffers without
  /// limit, and stops being fed once its reader has gone.
  public func events() -> AsyncStream<OverlayEvent> {
    let (stream, continuation) = AsyncStream<OverlayEvent>.makeStream()
    core.eventStreams[takeToken()] = continuation
    listenersChanged()
    return stream
  }

  /// A stream of every decision from now on (as ``events()``, decisions
  /// only).
  public func decisions() -> AsyncStream<Decision> {
    let (stream, continuation) = AsyncStream<Decision>.makeStream()
    core.decisionStreams[takeToken()] = continuation
    listenersChanged()
    return stream
  }

  private func takeToken() -> ObservationToken {
    defer { core.nextToken += 1 }
    return ObservationToken(number: core.nextToken)
  }

  private func listenersChanged() {
    core.engine.keepsEvents =
      !core.observers.isEmpty || !core.decisionStreams.isEmpty || !core.eventStreams.isEmpty
  }

  // MARK: - The timer

  /// Cancels the pending wake-up, if any. An owner that may release the
  /// overlay outside its scheduler's context calls this first, there.
  func cancelWake() {
    if let wake = core.wake { scheduler.cancel(wake.timer) }
    core.wake = nil
  }

  /// Arms the wake-up for the engine's earliest deadline, if it changed.
  @inline(__always)
  private func rearmWake() {
    let deadline = core.engine.nextDeadline
    if core.wake?.deadline == deadline { return }
    cancelWake()
    guard let deadline else { return }
    core.wake = (deadline, scheduler.schedule(at: deadline, core.wakeHandler))
  }

  /// The armed wake-up fired: decide what is due. Any other wake-up (one
  /// cancelled too late to stop) finds nothing to do, or re-arms when it
  /// came before the armed deadline, so a timer is never lost.
  private func wakeFired() {
    guard let current = core.wake else { return }
    let now = scheduler.now
    core.wake = nil
    if now >= current.deadline {
      core.engine.wake(at: now)
    } else {
      scheduler.cancel(current.timer)
    }
    rearmWake()
    tellApp()
  }

  // MARK: - Telling the app

  /// Performs the engine's effects, in order, now that the input's state
  /// change is complete. A call in from here is handled at once, and what
  /// it does is told after everything already waiting.
  @inline(__always)
  private func tellApp() {
    if !core.telling, !core.engine.effects.isEmpty { tellEffects() }
  }

  private func tellEffects() {
    core.telling = true
    var index = 0
    while index < core.engine.effects.count {
      let effect = core.engine.effects[index]
      index += 1
      switch effect {
      case .event(let event):
        // A copy: an observer may add or remove observers.
        for entry in core.observers { entry.observe(event) }
        feedStreams(event)
      case .runAction(let name, let request):
        core.decider?.overlay(self, runAction: name, for: request)
      }
    }
    core.engine.effects.removeAll(keepingCapacity: true)
    core.telling = false
  }

  private func feedStreams(_ event: OverlayEvent) {
    // A stream whose reader has gone is dropped here, on the engine's own
    // thread (its termination handler could run on any thread).
    for (key, continuation) in core.eventStreams {
      if case .terminated = continuation.yield(event) { core.eventStreams[key] = nil }
    }
    guard case .decided(let decision) = event.kind, !core.decisionStreams.isEmpty else { return }
    for (key, continuation) in core.decisionStreams {
      if case .terminated = continuation.yield(decision) { core.decisionStreams[key] = nil }
    }
  }
}
