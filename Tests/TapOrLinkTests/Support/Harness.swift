import TapOrLink
import Testing

/// The one harness of the engine's tests, in the spirit of a `TestStore`:
/// it drives one ``TapOverlay`` on a ``ManualScheduler`` in virtual time,
/// and writes down every effect as a value (``Effect``), in order: each
/// event the overlay tells its observers, each question to the decider and
/// each bridge action it runs, and each input's reply.
///
/// It is exhaustive: an effect the test did not expect fails the test.
///
/// - ``expect(_:sourceLocation:)`` takes the effects written since the
///   last call and fails unless they are exactly the ones given, in order,
///   with a line diff of expected against actual at the test's line.
/// - ``finish(sourceLocation:)`` ends a test the way swift-nio's
///   `EmbeddedChannel.finish()` does: it runs what is still pending and
///   fails on every effect no `expect` took, returning those leftovers.
/// - A harness that goes without being finished reports its leftovers
///   too, at the line that made it. So a test whose last input's effects
///   it expects can simply end; one that forgets an effect still fails.
///
/// `exhaustive: false` is the explicit opt-out, for tests that read only
/// ``decisions``, ``outcomes`` or ``events`` (a stress test, a loop of
/// hundreds of gestures): `expect` still checks what it is given, and
/// leftovers are not reported.
///
/// Every input method takes the instant in milliseconds. It first moves the
/// scheduler to that instant *exclusively* (work due exactly then stays
/// pending), so input at an instant comes before the engine's timers at that
/// instant, as the contract orders them. ``advance(to:)``,
/// ``runUntilIdle()`` and ``finish(sourceLocation:)`` run the timers.
final class Harness {
  let scheduler: ManualScheduler
  let overlay: TapOverlay
  /// The app's side: the decider, which can refuse chosen URLs.
  let app = RecordingApp()
  /// Every effect so far, in order.
  private(set) var effects: [Effect] = []
  /// How many of ``effects`` an `expect` (or `finish`) has taken.
  private var taken = 0
  private(set) var events: [OverlayEvent] = []
  /// The decisions a second, independent observer saw.
  private(set) var observedDecisions: [Decision] = []
  /// Whether effects no `expect` took fail the test.
  let exhaustive: Bool
  /// Records a failure at a line: an issue of the running test. The
  /// harness's own tests catch it here instead.
  var report: (_ failure: String, _ at: SourceLocation) -> Void = { failure, location in
    Issue.record(Comment(rawValue: failure), sourceLocation: location)
  }
  private var finished = false
  private let createdAt: SourceLocation

  init(
    views: [View] = Fixtures.views, covering: ViewID? = nil,
    firstPage: String? = Fixtures.firstPage,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(), start: Instant = .zero, exhaustive: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    scheduler = ManualScheduler(start: start)
    overlay = try TapOverlay(
      tree: ViewTree(views), covering: covering, firstPage: firstPage,
      configuration: configuration, router: router, scheduler: scheduler)
    self.exhaustive = exhaustive
    createdAt = sourceLocation
    overlay.decider = app
    app.heard = { [unowned self] effect in self.effects.append(effect) }
    overlay.addObserver { [unowned self] event in
      self.events.append(event)
      self.effects.append(Effect(event))
    }
    overlay.addObserver { [unowned self] event in
      if let decision = event.decision { self.observedDecisions.append(decision) }
    }
  }

  deinit {
    guard exhaustive, !finished, let failure = leftoverReport(unexpected) else { return }
    report(failure, createdAt)
  }

  // MARK: Expecting

  /// The effects written since the last ``expect(_:sourceLocation:)``.
  var unexpected: [Effect] { Array(effects[taken...]) }

  /// Checks that the effects written since the last call are exactly
  /// `expected`, in order, and takes them.
  func expect(_ expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation) {
    if let mismatch = mismatch(expected) { report(mismatch, sourceLocation) }
    taken = effects.count
  }

  /// What ``expect(_:sourceLocation:)`` would report for `expected`, or
  /// `nil` when they are the effects written since the last call.
  func mismatch(_ expected: [Effect]) -> String? {
    let actual = unexpected
    guard actual != expected else { return nil }
    return "the effects differ from those expected (- expected, + actual):\n"
      + LineDiff.render(expected: expected, actual: actual, text: \.description)
  }

  /// Runs every timer still pending, then ends the test: every effect no
  /// `expect` took is a failure (unless the harness is not exhaustive).
  /// Returns those leftovers, empty when the test expected everything.
  @discardableResult
  func finish(sourceLocation: SourceLocation = #_sourceLocation) -> [Effect] {
    scheduler.runUntilIdle()
    let leftovers = unexpected
    taken = effects.count
    finished = true
    if exhaustive, let failure = leftoverReport(leftovers) { report(failure, sourceLocation) }
    return leftovers
  }

  /// The failure for effects no `expect` took, or `nil` when there are none.
  private func leftoverReport(_ leftovers: [Effect]) -> String? {
    guard !leftovers.isEmpty else { return nil }
    return "effects the test did not expect (+ actual):\n"
      + LineDiff.render(expected: [], actual: leftovers, text: \.description)
  }

  /// Writes down an input's reply and returns it.
  private func replied<Reply>(_ reply: Reply, as effect: (Reply) -> TapReply) -> Reply {
    effects.append(.replied(effect(reply)))
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

  /// Hands a touch on as stamped, the clock left where it is: a touch that
  /// comes while a real timer is late, so the engine catches up itself.
  @discardableResult
  func handle(_ touch: Touch) -> TouchDisposition {
    replied(overlay.handle(touch), as: TapReply.touch)
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
    effects.append(.replied(.selected))
  }

  /// Runs all work due up to and including `time`.
  func advance(to time: Double) {
    scheduler.advance(to: ms(time))
  }

  /// Runs until no timer is pending.
  func runUntilIdle() {
    scheduler.runUntilIdle()
  }

  // MARK: What happened

  /// The decisions, in order.
  var decisions: [Decision] {
    events.compactMap { event in
      if case .decided(let decision) = event.kind { decision } else { nil }
    }
  }

  /// The decisions, as the effects that told them: what a scenario's
  /// strict `expect` would list.
  var outcomes: [Effect] {
    effects.filter { if case .decided = $0 { true } else { false } }
  }

  /// The diagnostics, in order.
  var diagnostics: [EngineDiagnostic] {
    events.compactMap { event in
      if case .diagnosed(let diagnostic) = event.kind { diagnostic } else { nil }
    }
  }

  /// Every request the decider was asked about, in order.
  var asked: [NavigationRequest] {
    effects.compactMap { if case .asked(let request, _) = $0 { request } else { nil } }
  }

  /// Every bridge action the decider was told to run, in order.
  var actions: [String] {
    effects.compactMap { if case .ran(let name, _) = $0 { name } else { nil } }
  }

  /// Every tap's view and point, in order, as an observer reads them
  /// (`OverlayEvent.tappedView`).
  var taps: [(view: ViewID, point: Point)] { events.compactMap(\.tappedView) }

  /// Every late link, in order.
  var lateLinks: [LateLink] {
    events.compactMap { if case .lateLink(let late) = $0.kind { late } else { nil } }
  }
}

/// The app's side of an overlay: a decider that can refuse chosen URLs,
/// and tells the harness each question and action as an effect.
final class RecordingApp: TapOverlayDecider {
  /// Hears each question and action.
  var heard: (Harness.Effect) -> Void = { _ in }
  /// URLs whose load the app refuses.
  var veto: Set<String> = []

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    heard(.asked(request, as: role))
    return !veto.contains(request.url)
  }

  func runAction(_ name: String, for request: NavigationRequest) {
    heard(.ran(name, for: request))
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
