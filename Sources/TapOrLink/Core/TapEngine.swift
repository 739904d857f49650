/// Every rule of the overlay, as one value: it takes each ``TapInput`` with
/// its instant, changes its state, and writes everything the app must be
/// told into the ``EngineOutput`` it is given: events and bridge actions in
/// order, and flight records, which the output hands to the shell's
/// recorder as they are written. It has no clock, no timers, no observers, no
/// recorder and no decider: ``TapOverlay`` (the shell) stamps time, arms
/// one timer for ``nextDeadline``, asks the app the engine's questions and
/// performs the output.
///
/// Two answers come from the app, synchronously, before an input changes
/// anything: whether a request may load, and a `probe` strategy's probe.
/// For those, ``take(_:at:answer:)`` returns ``EngineResponse/ask(_:)``, and the
/// shell gives the input again with the answer.
struct TapEngine {
  /// The settings.
  let configuration: OverlayConfiguration
  /// The view the overlay covers.
  let coveredView: ViewID
  /// The web view whose requests, history and links the engine watches.
  let webView: ViewID
  /// Where the covered view is stored in ``tree``, looked up once.
  let coveredPosition: Int
  /// The views, as hit testing sees them now.
  var tree: ViewTree
  /// The web view's history.
  var history: WebHistory
  /// What the web view's main frame shows, under
  /// ``HistorySource/commits``: the document it last committed; `nil`
  /// before the first commit.
  var committed: CommittedDocument?
  /// Whether the latest allowed request that loads in the web view went
  /// back, under ``HistorySource/commits``: its commit then moves back.
  var backWaits = false
  /// The touch router's priority views.
  var router: TouchRouter
  /// The gesture rules and their state.
  var machine: GestureMachine
  /// The instant of the latest input or deadline handled.
  var clock: Instant
  /// Whether the shell's timer has decided deadlines at ``clock`` (a wake,
  /// not an input, moved it there): input that arrives then, stamped at
  /// or before ``clock``, is taken one nanosecond later, after them. At one
  /// instant input comes before timers; an input the app gives once the
  /// timers of its instant have fired (a live timer that fired on time or
  /// late) cannot, so it is taken just after them, and a replay plays it
  /// there, in the same order (issue 45, item 14).
  var timersFiredAtClock = false
  /// What the adaptive window has learned; `nil` when it is off.
  var learner: WindowLearner?
  /// Where the machine writes what the latest touch did.
  var step = GestureMachine.TouchStep()

  /// Places an engine over `tree`.
  init(
    tree: ViewTree, covering coveredView: ViewID?, firstPage: String?,
    configuration: OverlayConfiguration, router: TouchRouter, start: Instant
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
    self.history = WebHistory(first: firstPage, limit: configuration.historyLimit)
    self.clock = start
    self.machine = GestureMachine(configuration: configuration)
    self.learner = configuration.adaptiveWindow.map(WindowLearner.init(rule:))
    refreshWindow()
  }

  /// The overlay's frame: the covered view's current frame in window
  /// coordinates.
  var frame: Rect { tree.windowFrame(at: coveredPosition) }

  /// The earliest deadline: when the shell must wake the engine.
  var nextDeadline: Instant? {
    @inline(__always) get { machine.nextDeadline }
  }

  // MARK: - Input

  /// Takes one input at `time`, writing what it did into `out`, and
  /// replies as the input's case says (each input kind also has an entry
  /// of its own, typed by its reply, that the shell calls). With `answer`
  /// `nil`, an input that needs the app's answer first returns
  /// ``EngineResponse/ask(_:)`` and writes nothing; give it again, at the
  /// engine's clock or later, with the answer.
  mutating func take(
    _ input: TapInput, at time: Instant, answer: AppRuling? = nil,
    into out: inout EngineOutput
  ) -> EngineResponse<TapReply> {
    switch input {
    case .touch(let phase, let point, let finger, let pointer):
      return touch(
        Touch(finger: finger, phase: phase, location: point, time: time, pointer: pointer),
        answer: answer, into: &out
      ).map(TapReply.touch)
    case .request(let request):
      return self.request(request, at: time, movingBack: false, answer, &out).map(TapReply.policy)
    case .back:
      return back(at: time, answer: answer, into: &out).map {
        $0.map(TapReply.policy) ?? .noPageBefore
      }
    case .select(let url):
      select(url, at: time, &out)
      return .reply(.selected)
    case .committed(let url):
      commit(url, at: time, &out)
      return .reply(.committed)
    case .setHidden(let view, let hidden):
      return .reply(.view(found: setHidden(hidden, for: view, into: &out)))
    case .setFrame(let view, let frame):
      return .reply(.view(found: setFrame(frame, for: view, into: &out)))
    case .pageAnswer(let pageAnswer):
      return .reply(.pageAnswer(self.pageAnswer(pageAnswer, at: time, &out)))
    case .dismisses(let dismissal, let subject):
      return .reply(.pageAnswer(dismisses(dismissal, about: subject, at: time, &out)))
    case .sameDocument(let navigation):
      return .reply(.sameDocument(sameDocument(navigation, at: time, &out)))
    }
  }

  /// The back button (``TapInput/back``): `nil` with no page before, when
  /// nothing is asked and no time passes.
  mutating func back(at time: Instant, answer: AppRuling?, into out: inout EngineOutput)
    -> EngineResponse<NavigationPolicy?>
  {
    guard let previous = history.previous else { return .reply(nil) }
    return request(
      NavigationRequest(url: previous, type: .back), at: time, movingBack: true, answer, &out
    ).map { $0 }
  }

  /// Hides or shows a view (``TapInput/setHidden(_:_:)``): whether it exists.
  mutating func setHidden(_ hidden: Bool, for view: ViewID, into out: inout EngineOutput) -> Bool {
    if out.wantsRecords, tree.contains(view) {
      record(.setHidden(view, hidden), at: unstampedInputTime, out)
    }
    return tree.setHidden(hidden, for: view)
  }

  /// Moves a view (``TapInput/setFrame(_:_:)``): whether it exists.
  mutating func setFrame(_ frame: Rect, for view: ViewID, into out: inout EngineOutput) -> Bool {
    if out.wantsRecords, tree.contains(view) {
      record(.setFrame(view, frame), at: unstampedInputTime, out)
    }
    return tree.setFrame(frame, for: view)
  }

  /// The instant input given at `time` is handled at: never before input
  /// already handled (reported as `fromThePast` says, and taken at the
  /// latest instant). Decides the deadlines due before it. Every input
  /// that has an instant comes through here; a touch keeps the same rule in
  /// ``touch(_:answer:into:)``.
  mutating func inputTime(
    _ given: Instant,
    fromThePast: (_ last: Instant, _ given: Instant) -> EngineDiagnostic =
      EngineDiagnostic.timeWentBackwards,
    _ out: inout EngineOutput
  ) -> Instant {
    let time = takenAt(given, fromThePast: fromThePast, &out)
    runDue(until: time, inclusive: false, &out)
    clock = time
    timersFiredAtClock = false
    return time
  }

  /// The instant an input without a time of its own (a view hidden, shown
  /// or moved) is recorded at: the clock, after the timers that fired
  /// there.
  var unstampedInputTime: Instant {
    timersFiredAtClock ? clock + .nanoseconds(1) : clock
  }

  /// The one rule for input stamped in the past: it is taken at the
  /// engine's clock, and reported as `fromThePast` says; input at or after
  /// the clock is taken at its own instant. When the shell's timer has
  /// decided deadlines at the clock, input stamped at or before it is
  /// taken one nanosecond after them (``timersFiredAtClock``); stamped at
  /// the clock, it is not reported.
  @inline(__always)
  func takenAt(
    _ given: Instant,
    fromThePast: (_ last: Instant, _ given: Instant) -> EngineDiagnostic =
      EngineDiagnostic.timeWentBackwards,
    _ out: inout EngineOutput
  ) -> Instant {
    if given > clock || (given == clock && !timersFiredAtClock) { return given }
    if given < clock { out.tell(.diagnosed(fromThePast(clock, given)), at: clock) }
    return unstampedInputTime
  }

  // MARK: - Touches

  /// Takes one touch at its instant (``TapInput/touch(_:_:finger:pointer:)``), or
  /// at the engine's latest instant when it is stamped before it (reported,
  /// as every input's: ``inputTime(_:fromThePast:_:)``): under a `probe`
  /// strategy an up first asks the probe.
  @inline(__always)
  mutating func touch(
    _ touch: Touch, answer: AppRuling?, into out: inout EngineOutput
  ) -> EngineResponse<TouchDisposition> {
    if let refused = touch.nonFinitePoint {
      step.stillLift = nil  // the machine resets it for every touch it takes
      out.tell(.diagnosed(refused), at: clock)
      return .reply(.ignored(refused))
    }
    let time = takenAt(touch.time, &out)
    let touch = time == touch.time ? touch : touch.stamped(time)
    let fired = runDue(until: touch.time, inclusive: false, &out)
    clock = touch.time
    timersFiredAtClock = false
    var hit = GestureMachine.Hit()
    switch touch.phase {
    case .down: hit = hitTest(touch.location)
    case .up:
      if case .probe(let probe) = configuration.strategy, machine.asksProbe(touch) {
        guard case .probed(let found) = answer else {
          return .ask(.probe(probe, tree.convert(touch.location, to: webView) ?? touch.location))
        }
        hit.probe = found
      }
    case .move, .cancel: break
    }
    if out.wantsRecords {
      record(
        .touch(touch.phase, touch.location, finger: touch.finger, pointer: touch.pointer),
        at: touch.time, out)
    }
    machine.handle(touch, hit: hit, into: &step)
    if touch.phase == .move, !fired, !step.decided { out.deadlinesKept = true }
    return .reply(performStep(&out))
  }

  /// What lies under a down at `point`: the router's priority view, and the
  /// delivery target within the covered view (none outside the overlay).
  // Inlined: called from the mutating `touch`, an outlined call copied the
  // whole engine to pass it (a 1.5 KB memcpy and its retains every down).
  @inline(__always)
  private func hitTest(_ point: Point) -> GestureMachine.Hit {
    var hit = GestureMachine.Hit()
    if let routeView = router.view(at: point, in: tree) { hit.route = tree.position(of: routeView) }
    if frame.contains(point) {
      hit.target = tree.target(at: point, withinPosition: coveredPosition)
    }
    return hit
  }

  /// Tells the latest touch's effects: routing, delivery, decision.
  @inline(__always)
  private mutating func performStep(_ out: inout EngineOutput) -> TouchDisposition {
    let touch = step.touch
    if let ignored = step.ignored {
      let diagnostic: EngineDiagnostic =
        switch ignored {
        case .fingerAlreadyDown: .fingerAlreadyDown(touch.finger)
        case .fingerNotDown: .fingerNotDown(touch.finger, touch.phase)
        case .tooManyFingers: .tooManyFingers(touch.finger, limit: GestureMachine.fingerLimit)
        }
      out.tell(.diagnosed(diagnostic), at: touch.time)
      return .ignored(diagnostic)
    }
    if let route = step.route { out.tell(.routed(touch, to: tree.id(at: route)), at: touch.time) }
    guard let delivery = step.delivery else { return .outsideOverlay }
    let view = tree.id(at: delivery)
    // Checked here, not through `tell`: built first, the event would
    // retain the view's name on every move.
    if out.wantsEvents {
      out.effects.append(.event(OverlayEvent(time: touch.time, kind: .delivered(touch, to: view))))
    }
    if step.decided, let decision = step.decision { decided(decision, &out) }
    return .delivered(to: view, awaitingNavigation: step.awaiting)
  }

  // MARK: - Deadlines

  /// Decides every deadline before `time` (and at it, when `inclusive`).
  /// Input runs this first with `inclusive: false`, so late real timers
  /// catch up and input at `time` sees the state the rules say it should.
  ///
  /// - Returns: whether it decided any.
  @discardableResult
  mutating func runDue(until time: Instant, inclusive: Bool, _ out: inout EngineOutput) -> Bool {
    var fired = false
    while let deadline = machine.nextDeadline,
      deadline < time || (inclusive && deadline == time),
      let decision = machine.fireDue(before: time, inclusive: inclusive)
    {
      fired = true
      if decision.time > clock { clock = decision.time }
      if inclusive, decision.time == clock { timersFiredAtClock = true }
      decided(decision, &out)
    }
    return fired
  }

  /// The shell's timer fired at `now`: decides what is due by then.
  mutating func wake(at now: Instant, into out: inout EngineOutput) {
    runDue(until: now, inclusive: true, &out)
  }

  // MARK: - Effects

  /// Turns the machine's decision into a ``Decision``, records it and
  /// tells it.
  mutating func decided(
    _ gesture: GestureMachine.DecidedGesture, request: NavigationRequest? = nil,
    _ out: inout EngineOutput
  ) {
    guard out.wantsEvents || out.wantsRecords else { return }
    let record = gesture.record
    let target = tree.id(at: record.target)
    let outcome: Outcome =
      switch gesture.kind {
      case _ where record.pointer.button != .primary && gesture.kind.isAClick:
        .auxiliaryClick(record.pointer.button)
      case .tap: .tap(view: target, point: record.lastPoint)
      case .control: .control(view: target, point: record.lastPoint, kind: record.answerControl)
      case .moved: .moved
      case .cancelled: .cancelled
      case .longPress: .longPress
      case .multiTouch: .multiTouch
      case .dismiss(let dismissal): .dismiss(dismissal)
      case .doubleTap(let first): .doubleTap(view: target, point: record.lastPoint, first: first)
      }
    decided(record, outcome, at: gesture.time, reason: gesture.reason, request: request, &out)
  }

  /// Turns a link decision into a ``Decision`` that carries its request.
  mutating func decided(_ link: GestureMachine.DecidedLink, _ out: inout EngineOutput) {
    guard out.wantsEvents || out.wantsRecords else { return }
    decided(
      link.record, .link(link.request), at: link.time, reason: link.reason,
      request: link.request, &out)
  }

  private mutating func decided(
    _ record: GestureRecord, _ outcome: Outcome, at time: Instant, reason: DecisionReason,
    request: NavigationRequest? = nil, _ out: inout EngineOutput
  ) {
    let target = tree.id(at: record.target)
    var evidence = record.evidence(slop: configuration.slop, target: target)
    evidence.uncountedNavigation = machine.uncounted(for: record.id)
    if let request {
      evidence.request = request
      evidence.requestTime = time
    }
    let decision = Decision(
      gesture: record.id, outcome: outcome, time: time, reason: reason, evidence: evidence)
    out.record(FlightRecord(time: time, entry: .decision(outcome)))
    out.tell(.decided(decision), at: time)
  }
}
