import TapOrLink
import Testing

/// The one harness of the engine's tests, in the spirit of a `TestStore`:
/// it drives one ``TapOverlay`` on a ``ManualScheduler`` in virtual time,
/// and writes down every effect in one text form, in order: each event as
/// a trace line that reads like the scenario format's (`790ms: tap web 100
/// 200`), each question to the decider (`ask allow URL`), each bridge
/// action it runs (`run hideShow`) and each input's reply (`→ allow`).
///
/// ``expect(_:sourceLocation:)`` takes the effects written since the last
/// call and fails unless they are exactly the lines given. Made
/// `exhaustive`, a harness fails its test when it goes with effects that
/// no `expect` took: an effect a test did not expect is a failure.
/// Tests that only read ``trace``, ``outcomes`` or ``decisions`` leave it
/// off.
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
  /// Every effect written since the last ``expect(_:sourceLocation:)``.
  private(set) var unexpected: [String] = []
  /// Whether effects no `expect` took fail the test when the harness goes.
  let exhaustive: Bool
  private let createdAt: SourceLocation

  init(
    views: [View] = Fixtures.views, covering: ViewID? = nil,
    firstPage: String? = Fixtures.firstPage,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), start: Instant = .zero, exhaustive: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    scheduler = ManualScheduler(start: start)
    overlay = try TapOverlay(
      tree: ViewTree(views), covering: covering, firstPage: firstPage,
      configuration: configuration, router: router, scheduler: scheduler)
    self.exhaustive = exhaustive
    createdAt = sourceLocation
    overlay.decider = app
    app.heard = { [unowned self] line in self.unexpected.append(line) }
    overlay.addObserver { [unowned self] event in
      self.events.append(event)
      self.unexpected.append(Self.line(event))
    }
    overlay.addObserver { [app] event in app.observe(event) }
    overlay.addObserver { [unowned self] event in
      if let decision = event.decision { self.observedDecisions.append(decision) }
    }
  }

  deinit {
    if let leftover { Issue.record(Comment(rawValue: leftover), sourceLocation: createdAt) }
  }

  /// Checks that the effects written since the last call are exactly
  /// `lines`, in order, and takes them.
  func expect(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    if let mismatch = mismatch(lines) {
      Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
    unexpected.removeAll()
  }

  /// What ``expect(_:sourceLocation:)`` would report for `lines`, or `nil`
  /// when they are the effects written since the last call.
  func mismatch(_ lines: [String]) -> String? {
    guard unexpected != lines else { return nil }
    return "the effects were:\n" + unexpected.joined(separator: "\n") + "\nnot as expected:\n"
      + lines.joined(separator: "\n")
  }

  /// What an exhaustive harness reports when it goes: the effects no
  /// `expect` took, or `nil`.
  var leftover: String? {
    guard exhaustive, !unexpected.isEmpty else { return nil }
    return "effects no test expected:\n" + unexpected.joined(separator: "\n")
  }

  /// Writes down an input's reply and returns it.
  private func replied<Reply>(_ reply: Reply, as text: (Reply) -> TapReply) -> Reply {
    unexpected.append("→ " + Self.text(text(reply)))
    return reply
  }

  // MARK: Input

  /// Gives the overlay any input at `time`, as the app would.
  @discardableResult
  func send(_ input: TapInput, at time: Double) -> TapReply {
    at(time)
    return replied(overlay.send(input, at: ms(time))) { $0 }
  }

  /// Moves virtual time to `time`, leaving work due exactly then pending.
  func at(_ time: Double) {
    scheduler.advance(to: ms(time), inclusive: false)
  }

  @discardableResult
  func down(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return replied(overlay.handle(.down(x, y, finger: finger, at: ms(time))), as: TapReply.touch)
  }

  @discardableResult
  func move(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return replied(overlay.handle(.move(x, y, finger: finger, at: ms(time))), as: TapReply.touch)
  }

  @discardableResult
  func up(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return replied(overlay.handle(.up(x, y, finger: finger, at: ms(time))), as: TapReply.touch)
  }

  @discardableResult
  func cancel(finger: FingerID = 1, at time: Double) -> TouchDisposition {
    at(time)
    return replied(overlay.handle(.cancel(finger: finger, at: ms(time))), as: TapReply.touch)
  }

  /// A tap-sized gesture: down and up at the same point.
  func press(_ x: Double, _ y: Double, finger: FingerID = 1, from down: Double, to up: Double) {
    self.down(x, y, finger: finger, at: down)
    self.up(x, y, finger: finger, at: up)
  }

  /// The page answers what lies under a finger.
  @discardableResult
  func answer(_ kind: AnswerKind, _ subject: PageAnswer.Subject, at time: Double)
    -> PageAnswerDisposition
  {
    at(time)
    return replied(
      overlay.pageAnswered(PageAnswer(kind, for: subject), at: ms(time)), as: TapReply.pageAnswer)
  }

  /// The page answers that its click landed on a control of that kind.
  @discardableResult
  func control(_ kind: ControlKind, _ subject: PageAnswer.Subject, at time: Double)
    -> PageAnswerDisposition
  {
    at(time)
    return replied(
      overlay.pageAnswered(PageAnswer(control: kind, for: subject), at: ms(time)),
      as: TapReply.pageAnswer)
  }

  /// The web view asks whether to load `url`.
  @discardableResult
  func request(
    _ url: String, type: NavigationType = .link, subframe: Bool = false, at time: Double
  ) -> NavigationPolicy {
    at(time)
    return replied(
      overlay.shouldStartLoad(
        NavigationRequest(url: url, type: type, isMainFrame: !subframe), at: ms(time)),
      as: TapReply.policy)
  }

  /// The page moves within its document.
  @discardableResult
  func navigate(_ url: String, _ kind: SameDocumentKind, at time: Double)
    -> SameDocumentDisposition
  {
    at(time)
    return replied(
      overlay.sameDocumentNavigation(to: url, kind: kind, at: ms(time)), as: TapReply.sameDocument)
  }

  @discardableResult
  func back(at time: Double) -> NavigationPolicy? {
    at(time)
    return replied(overlay.goBack(at: ms(time))) { $0.map(TapReply.policy) ?? .noPageBefore }
  }

  func select(_ url: String, at time: Double) {
    at(time)
    overlay.select(url, at: ms(time))
    unexpected.append("→ " + Self.text(.selected))
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

  /// A reply in the harness's text form (`delivered web awaiting 1`,
  /// `allow`, `answer decided 1`).
  static func text(_ reply: TapReply) -> String {
    switch reply {
    case .touch(.delivered(let view, let awaiting)):
      "delivered \(view)" + (awaiting.map { " awaiting \($0)" } ?? "")
    case .touch(.outsideOverlay): "outside"
    case .touch(.ignored(let diagnostic)): "ignored \(name(diagnostic))"
    case .policy(let policy): policy.rawValue
    case .noPageBefore: "no page before"
    case .selected: "selected"
    case .view(let found): found ? "view found" : "no such view"
    case .pageAnswer(.decided(let id)): "answer decided \(id)"
    case .pageAnswer(.recorded(let id)): "answer recorded \(id)"
    case .pageAnswer(.ignored(let diagnostic)): "answer ignored \(name(diagnostic))"
    case .sameDocument(.link(let id)): "same-document link \(id)"
    case .sameDocument(.lateLink(let id)): "same-document late link \(id)"
    case .sameDocument(.notCounted): "same-document not counted"
    case .sameDocument(.ignored(let diagnostic)): "same-document ignored \(name(diagnostic))"
    }
  }

  /// A diagnostic's case name (`timeWentBackwards`), for lines that only
  /// say which.
  static func name(_ diagnostic: EngineDiagnostic) -> String {
    Mirror(reflecting: diagnostic).children.first?.label ?? "\(diagnostic)"
  }

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
  /// Hears each question and action, in the harness's text form.
  var heard: (String) -> Void = { _ in }
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
    heard("ask allow \(request.url)")
    return !veto.contains(request.url)
  }

  func runAction(_ name: String, for request: NavigationRequest) {
    actions.append(name)
    calls.append("runAction \(name)")
    heard("run \(name)")
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
