// No Harness: it tests the isolation adapters (MainTapOverlay, SharedTapOverlay) on real queues.
import Dispatch
import TapOrLink
import Testing

/// Every callback arrives on the isolation its API declares: on the main
/// actor for `MainTapOverlay`, on the overlay's queue for
/// `SharedTapOverlay`. Real timers; each wait is bounded by a generous
/// timeout that only a hung run reaches.
@Suite struct CallbackIsolationTests {
  /// Marks a queue so that code can ask whether it runs there.
  struct QueueMark: Sendable {
    let key = DispatchSpecificKey<Bool>()

    init(_ queue: DispatchQueue) { queue.setSpecific(key: key, value: true) }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
  }

  /// Records, for each callback, whether it ran on the main queue.
  @MainActor final class MainApp: @MainActor TapOverlayDecider {
    let mark: QueueMark
    var calls: [(name: String, onMain: Bool)] = []
    var decided: [Decision] = []
    var lateLinks: [LateLink] = []

    init(mark: QueueMark) { self.mark = mark }

    private func note(_ name: String) { calls.append((name, mark.isCurrent)) }

    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      note("shouldAllow")
      return true
    }
    func runAction(_ name: String, for request: NavigationRequest) {
      note("runAction")
    }
    func observe(_ event: OverlayEvent) {
      switch event.kind {
      case .delivered: note("deliver")
      case .backButton: note("backButton")
      case .decided(let decision):
        note("didDecide")
        decided.append(decision)
        if event.tappedView != nil { note("tappedView") }
      case .lateLink(let late):
        note("lateLink")
        lateLinks.append(late)
      default: break
      }
    }

    /// Makes this the overlay's decider and an observer.
    func attach(to overlay: MainTapOverlay) {
      overlay.decider = self
      overlay.addObserver { [weak self] event in self?.observe(event) }
    }
  }

  @Test("MainTapOverlay: touches, requests and timers all call back on the main actor")
  @MainActor func mainOverlay() async throws {
    let mark = QueueMark(.main)
    let overlay = try MainTapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage,
      configuration: OverlayConfiguration(
        // The tap and the link touch one point at once: two gestures here,
        // not a double tap.
        window: .milliseconds(40), longPress: .milliseconds(60), doubleTap: .off))
    let app = MainApp(mark: mark)
    app.attach(to: overlay)
    var closures: [Bool] = []
    overlay.addObserver { _ in closures.append(mark.isCurrent) }

    // A tap: its window closes on a main-queue timer.
    overlay.touch(.down, at: pt(100, 200))
    overlay.touch(.up, at: pt(100, 200))
    // A link: decided inside the request.
    overlay.touch(.down, at: pt(100, 200))
    overlay.touch(.up, at: pt(100, 200))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/a"))
    // The main actor is free while this sleeps, so main-queue timers fire.
    try await Self.poll { app.decided.count >= 2 }
    // A long press: decided by a main-queue timer while the finger is down.
    overlay.touch(.down, at: pt(100, 200))
    try await Self.poll { app.decided.count >= 3 }
    overlay.touch(.up, at: pt(100, 200))

    let outcomes = app.decided.map(\.outcome.name).sorted()
    #expect(outcomes == ["link", "longpress", "tap"])
    let names = Set(app.calls.map(\.name))
    #expect(
      names.isSuperset(of: ["deliver", "tappedView", "shouldAllow", "didDecide", "backButton"]))
    let offMain = app.calls.filter { !$0.onMain }.map(\.name)
    #expect(offMain.isEmpty, "callbacks off the main queue: \(offMain)")
    #expect(!closures.isEmpty && closures.allSatisfy { $0 }, "observers off the main queue")
  }

  @Test("MainTapOverlay wraps a test driver's overlay on virtual time, on the main actor")
  @MainActor func wrapsVirtualTime() throws {
    let mark = QueueMark(.main)
    let scheduler = ManualScheduler()
    let engine = try TapOverlay(tree: Fixtures.tree(), scheduler: scheduler)
    var trace: [OverlayEvent] = []
    engine.addObserver { trace.append($0) }
    let overlay = MainTapOverlay(engine)
    let app = MainApp(mark: mark)
    app.attach(to: overlay)
    var events = 0
    overlay.addObserver { _ in events += 1 }
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(40)))
    scheduler.advance(to: ms(790), inclusive: true)
    #expect(app.decided.map(\.outcome) == [.tap(view: "web", point: pt(100, 200))])
    #expect(app.decided.first?.time == ms(790))
    #expect(trace.count == events && events == 3)  // the earlier observer still runs
  }

  @Test("MainTapOverlay reports a late link to its observers, on the main actor")
  @MainActor func lateLinkOnMain() throws {
    let mark = QueueMark(.main)
    let scheduler = ManualScheduler()
    let engine = try TapOverlay(
      tree: Fixtures.tree(), configuration: OverlayConfiguration(strategy: .pageAnswers),
      scheduler: scheduler)
    let overlay = MainTapOverlay(engine)
    let app = MainApp(mark: mark)
    app.attach(to: overlay)
    overlay.handle(Touch.down(100, 200, at: ms(0)))
    overlay.handle(Touch.up(100, 200, at: ms(40)))
    overlay.pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50))
    #expect(
      overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/a"), at: ms(90))
        == .allow)
    #expect(
      app.lateLinks == [
        LateLink(
          request: NavigationRequest(url: "https://example.com/a"), gesture: GestureID(1),
          tapTime: ms(50), lateness: .milliseconds(40))
      ])
    #expect(app.calls.contains { $0.name == "lateLink" && $0.onMain })
  }

  /// Counts callbacks, and those that ran off the overlay's queue.
  final class QueueApp: TapOverlayDecider, Sendable {
    let mark: QueueMark
    let calls = Locked<[String]>([])
    let offQueue = Locked<[String]>([])

    init(mark: QueueMark) { self.mark = mark }

    private func note(_ name: String) {
      calls.mutate { $0.append(name) }
      if !mark.isCurrent { offQueue.mutate { $0.append(name) } }
    }

    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      note("shouldAllow")
      return true
    }
    func runAction(_ name: String, for request: NavigationRequest) {
      note("runAction")
    }
    func observe(_ event: OverlayEvent) {
      switch event.kind {
      case .delivered: note("deliver")
      case .decided: note("didDecide")
      default: break
      }
    }
  }

  @Test("SharedTapOverlay: every callback runs on its queue, whatever thread called in")
  func sharedOverlay() async throws {
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), configuration: OverlayConfiguration(window: .milliseconds(40)))
    let mark = QueueMark(shared.queue)
    let app = QueueApp(mark: mark)
    let closures = Locked<[Bool]>([])
    shared.perform { overlay in overlay.decider = app }
    shared.addObserver { event in app.observe(event) }
    shared.addObserver { event in
      if event.decision != nil { closures.mutate { $0.append(mark.isCurrent) } }
    }
    let decisions = shared.decisions()
    shared.touch(.down, at: pt(100, 200))
    shared.touch(.up, at: pt(100, 200))
    shared.touch(.down, at: pt(100, 200))
    shared.touch(.up, at: pt(100, 200))
    _ = shared.shouldStartLoad(NavigationRequest(url: "https://example.com/a"))
    var iterator = decisions.makeAsyncIterator()
    try await Self.poll { app.calls.value.filter { $0 == "didDecide" }.count >= 2 }
    #expect(await iterator.next() != nil)
    #expect(Set(app.calls.value).isSuperset(of: ["deliver", "didDecide", "shouldAllow"]))
    #expect(app.offQueue.value.isEmpty, "off the queue: \(app.offQueue.value)")
    #expect(closures.value.count == 2 && closures.value.allSatisfy { $0 })
  }

  struct TimedOut: Error {}

  /// Waits until `done` holds, checking every millisecond, for at most
  /// ten seconds (a run that takes that long has hung: the timers here are
  /// tens of milliseconds).
  @MainActor static func poll(_ done: @MainActor () -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    while !done() {
      guard clock.now < deadline else { throw TimedOut() }
      try await Task.sleep(for: .milliseconds(1))
    }
  }
}
