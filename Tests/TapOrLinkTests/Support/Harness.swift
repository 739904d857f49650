import TapOrLink
import Testing

/// Drives one ``TapOverlay`` on a ``ManualScheduler`` in virtual time and
/// records everything it reports, as trace lines that read like the
/// scenario format's (`790ms: tap web 100 200`).
///
/// Every input method takes the instant in milliseconds. It first moves the
/// scheduler to that instant *exclusively* (work due exactly then stays
/// pending), so input at an instant comes before the engine's timers at that
/// instant, as the contract orders them. ``advance(to:)`` and ``finish()``
/// run the timers.
final class Harness {
  let scheduler: ManualScheduler
  let overlay: TapOverlay
  /// The app's side: it decides (vetoes, runs actions) and observes.
  let app = RecordingApp()
  private(set) var events: [OverlayEvent] = []
  /// The decisions a second, independent observer saw.
  private(set) var observedDecisions: [Decision] = []

  init(
    views: [View] = Fixtures.views, covering: ViewID? = nil,
    firstPage: String? = Fixtures.firstPage,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), start: Instant = .zero
  ) throws {
    scheduler = ManualScheduler(start: start)
    overlay = try TapOverlay(
      tree: ViewTree(views), covering: covering, firstPage: firstPage,
      configuration: configuration, router: router, scheduler: scheduler)
    overlay.decider = app
    overlay.addObserver { [unowned self] event in self.events.append(event) }
    overlay.addObserver { [app] event in app.observe(event) }
    overlay.addObserver { [unowned self] event in
      if let decision = event.decision { self.observedDecisions.append(decision) }
    }
  }

  // MARK: Input

  /// Moves virtual time to `time`, leaving work due exactly then pending.
  func at(_ time: Double) {
    scheduler.advance(to: ms(time), inclusive: false)
  }

  @discardableResult
  func down(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return overlay.handle(.down(x, y, finger: finger, at: ms(time)))
  }

  @discardableResult
  func move(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return overlay.handle(.move(x, y, finger: finger, at: ms(time)))
  }

  @discardableResult
  func up(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return overlay.handle(.up(x, y, finger: finger, at: ms(time)))
  }

  @discardableResult
  func cancel(finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return overlay.handle(.cancel(finger: finger, at: ms(time)))
  }

  /// A tap-sized gesture: down and up at the same point.
  func press(_ x: Double, _ y: Double, finger: FingerID = 1, from down: Double, to up: Double) {
    self.down(x, y, finger: finger, at: down)
    self.up(x, y, finger: finger, at: up)
  }

  /// The page answers what lies under a finger.
  @discardableResult
  func answer(_ kind: ProbeAnswer, _ subject: PageAnswer.Subject, at time: Double)
    -> PageAnswerDisposition
  {
    at(time)
    return overlay.pageAnswered(PageAnswer(kind, for: subject), at: ms(time))
  }

  /// The page answers that its click landed on a control of that kind.
  @discardableResult
  func control(_ kind: ControlKind, _ subject: PageAnswer.Subject, at time: Double)
    -> PageAnswerDisposition
  {
    at(time)
    return overlay.pageAnswered(PageAnswer(control: kind, for: subject), at: ms(time))
  }

  /// The web view asks whether to load `url`.
  @discardableResult
  func request(
    _ url: String, type: NavigationType = .link, subframe: Bool = false, at time: Double
  ) -> NavigationPolicy {
    at(time)
    return overlay.shouldStartLoad(
      NavigationRequest(url: url, type: type, isMainFrame: !subframe), at: ms(time))
  }

  /// The page moves within its document.
  @discardableResult
  func navigate(_ url: String, _ kind: SameDocumentKind, at time: Double)
    -> SameDocumentDisposition
  {
    at(time)
    return overlay.sameDocumentNavigation(to: url, kind: kind, at: ms(time))
  }

  @discardableResult
  func back(at time: Double) -> NavigationPolicy? {
    at(time)
    return overlay.goBack(at: ms(time))
  }

  func select(_ url: String, at time: Double) {
    at(time)
    overlay.select(url, at: ms(time))
  }

  /// Runs all work due up to and including `time`.
  func advance(to time: Double) {
    scheduler.advance(to: ms(time))
  }

  /// Runs until no timer is pending.
  func finish() {
    scheduler.runUntilIdle()
  }

  // MARK: What happened

  /// Every event, as a trace line.
  var trace: [String] { events.map(Self.line) }

  /// The decisions, in order.
  var decisions: [Decision] {
    events.compactMap { event in
      if case .decided(let decision) = event.kind { decision } else { nil }
    }
  }

  /// The outcome lines of the trace only: what the strict `expect` of a
  /// scenario would have to list.
  var outcomes: [String] {
    events.compactMap { event in
      if case .decided = event.kind { Self.line(event) } else { nil }
    }
  }

  /// The diagnostics, in order.
  var diagnostics: [EngineDiagnostic] {
    events.compactMap { event in
      if case .diagnosed(let diagnostic) = event.kind { diagnostic } else { nil }
    }
  }

  /// Trace lines at or after event number `start` (see ``mark()``).
  func trace(since start: Int) -> [String] { Array(trace[start...]) }

  /// The number of events so far, to read only what follows.
  func mark() -> Int { events.count }

  static func line(_ event: OverlayEvent) -> String {
    "\(event.time): \(text(event.kind))"
  }

  static func text(_ kind: OverlayEvent.Kind) -> String {
    func finger(_ finger: FingerID) -> String { finger == 1 ? "" : " finger \(finger)" }
    switch kind {
    case .routed(let touch, let view):
      return "route \(touch.phase.rawValue) \(view)\(finger(touch.finger))"
    case .delivered(let touch, let view):
      return "deliver \(touch.phase.rawValue) \(view)\(finger(touch.finger))"
    case .decided(let decision): return decision.outcome.description
    case .answered(let request, let policy): return "\(policy.rawValue) \(request.url)"
    case .actionRan(let name): return "action \(name)"
    case .actionRefused(let verdict): return "refused \(verdict)"
    case .backButton(let visible): return "back \(visible ? "shown" : "hidden")"
    case .diagnosed(let diagnostic):
      switch diagnostic {
      case .fingerNotDown(let id, let phase): return "ignored \(phase.rawValue) finger \(id)"
      case .fingerAlreadyDown(let id): return "ignored down finger \(id)"
      case .tooManyFingers(let id, _): return "ignored down finger \(id)"
      case .timeWentBackwards(let last, let given): return "backwards \(given) < \(last)"
      case .unparseableURL(let url): return "unparseable \(url)"
      default: return "diagnosed \(diagnostic)"
      }
    case .pageAnswered(let answer):
      switch answer.subject {
      case .gesture(let id): return "answer \(answer.words) \(id)"
      case .point(let point): return "answer \(answer.words) at \(point)"
      case .lift(let id, let point):
        return "answer \(answer.words) \(id) at \(point)"
      }
    case .lateLink(let late):
      return "late-link \(late.request.url) \(late.lateness.millisecondsText) \(late.gesture)"
    case .navigatedWithinDocument(let navigation):
      return "same-document \(navigation)"
    }
  }
}

/// The app's side of an overlay: a decider that writes down what it is
/// asked and can veto chosen URLs, and an observer that writes down what it
/// hears, one line a call, as an app would react to it.
final class RecordingApp: TapOverlayDecider {
  private(set) var calls: [String] = []
  private(set) var taps: [(view: ViewID, point: Point)] = []
  private(set) var decided: [Decision] = []
  private(set) var asked: [NavigationRequest] = []
  private(set) var actions: [String] = []
  private(set) var lateLinks: [LateLink] = []
  /// URLs whose load the app refuses.
  var veto: Set<String> = []

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole)
    -> Bool
  {
    asked.append(request)
    calls.append("shouldAllow \(request.url)")
    return !veto.contains(request.url)
  }

  func runAction(_ name: String, for request: NavigationRequest) {
    actions.append(name)
    calls.append("runAction \(name)")
  }

  func observe(_ event: OverlayEvent) {
    switch event.kind {
    case .delivered(let touch, let view):
      calls.append("deliver \(touch.phase.rawValue) \(view) finger \(touch.finger)")
    case .routed(let touch, let view):
      calls.append("route \(touch.phase.rawValue) \(view) finger \(touch.finger)")
    case .decided(let decision):
      decided.append(decision)
      calls.append("didDecide \(decision.outcome.name)")
      if let tap = event.tappedView {
        taps.append(tap)
        calls.append("tappedView \(tap.view) \(tap.point)")
      }
    case .backButton(let visible): calls.append("backButtonVisible \(visible)")
    case .lateLink(let late):
      lateLinks.append(late)
      calls.append("lateLink \(late.request.url)")
    case .answered, .actionRan, .actionRefused, .diagnosed, .pageAnswered,
      .navigatedWithinDocument:
      break
    }
  }
}

/// Expects exactly one decision and returns it.
func onlyDecision(
  _ harness: Harness, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Decision {
  let decisions = harness.decisions
  #expect(decisions.count == 1, "\(harness.outcomes)", sourceLocation: sourceLocation)
  return try #require(decisions.first, sourceLocation: sourceLocation)
}
