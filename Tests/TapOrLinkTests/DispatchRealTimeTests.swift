// No Harness: it runs SharedTapOverlay on the real clock, where the harness runs virtual time.
import Dispatch
@_spi(Lab) import TapOrLink
import Testing

/// The only tests that run on the real clock. They wait for real timers, so
/// they are serialized and their waits are bounded: no test can hang.
@Suite("Real time: SharedTapOverlay on DispatchTimerScheduler", .serialized)
struct DispatchRealTimeTests {
  /// How late a decision may arrive after its instant. Dispatch timers fire
  /// about 0.1 ms late on an idle machine, but this one has 2 cores shared
  /// with other engineers' builds and tests: a thread can wait hundreds of
  /// milliseconds for a core. One second is far above any delay we have seen
  /// and still far below anything a person would take for a lost tap.
  static let tolerance: Duration = .seconds(1)

  /// The longest any test waits for a decision before failing.
  static let timeout: Duration = .seconds(20)

  /// The first element of a stream, or `nil` if none comes within `timeout`.
  static func first<Element: Sendable>(
    of stream: AsyncStream<Element>, within timeout: Duration = Self.timeout
  ) async throws -> Element? {
    try await withThrowingTaskGroup(of: Element?.self) { group in
      group.addTask {
        for await element in stream { return element }
        return nil
      }
      group.addTask {
        try await Task.sleep(for: timeout)
        return nil
      }
      let first = try await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  /// An empty timer due at `deadline` on `scheduler`'s queue, scheduled
  /// after the engine's own timer due then: the stream gives how late it
  /// ran, which is at least how late this machine ran the engine's timer
  /// for want of a core. A decision may be that much later than the
  /// tolerance, so a loaded machine (both cores busy with another
  /// process) cannot fail a test that an engine firing late still fails.
  /// Call from off the queue.
  static func probe(_ scheduler: DispatchTimerScheduler, at deadline: Instant)
    -> AsyncStream<Duration>
  {
    let (stream, continuation) = AsyncStream<Duration>.makeStream()
    scheduler.queue.sync {
      _ = scheduler.schedule(at: deadline) {
        continuation.yield(scheduler.now - deadline)
        continuation.finish()
      }
    }
    return stream
  }

  /// How late a timer `probe`d ran; the timeout when it never did.
  static func lateness(of probe: AsyncStream<Duration>) async throws -> Duration {
    try await first(of: probe) ?? timeout
  }

  /// Records, on the overlay's queue, the scheduler's clock as each decision
  /// is made.
  static func recordArrivals(of shared: SharedTapOverlay) -> Locked<[Instant]> {
    let arrivals = Locked<[Instant]>([])
    let scheduler = shared.scheduler
    shared.addObserver { event in
      guard event.decision != nil else { return }
      let now = scheduler.now
      arrivals.mutate { $0.append(now) }
    }
    return arrivals
  }

  @Test("a tap is decided at exactly up + window, and arrives no earlier, within tolerance")
  func tapAtWindowEnd() async throws {
    let window = Duration.milliseconds(60)
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage,
      configuration: OverlayConfiguration(window: window, longPress: nil))
    let arrivals = Self.recordArrivals(of: shared)
    let decisions = shared.decisions()

    shared.touch(.down, at: pt(100, 200))
    let beforeUp = shared.now
    shared.touch(.up, at: pt(100, 200))
    let afterUp = shared.now
    let probe = Self.probe(shared.scheduler, at: afterUp + window)

    let decision = try #require(await Self.first(of: decisions), "no decision within the timeout")
    let machineLate = try await Self.lateness(of: probe)
    #expect(decision.outcome == .tap(view: "web", point: pt(100, 200)))
    let up = try #require(decision.evidence.upTime)
    #expect(up >= beforeUp && up <= afterUp)  // stamped at the call
    #expect(decision.time == up + window)  // the logical instant, exactly
    #expect(decision.evidence.windowEnd == up + window)
    let arrival = try #require(arrivals.value.first)
    #expect(arrival >= decision.time, "decided \(decision.time - arrival) early")
    #expect(
      arrival - decision.time <= Self.tolerance + machineLate,
      "decided \(arrival - decision.time) late, the machine \(machineLate)")
    #expect(shared.perform { $0.undecidedCount } == 0)
  }

  @Test("a content answer from another thread decides the tap long before the window")
  func contentAnswerFromAnotherThread() async throws {
    // A 10 s window: only the answer can decide the tap within the timeout.
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage,
      configuration: OverlayConfiguration(
        window: .seconds(10), longPress: nil, strategy: .pageAnswers))
    let decisions = shared.decisions()
    shared.touch(.down, at: pt(100, 200))
    shared.touch(.up, at: pt(100, 200))
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        shared.pageAnswered(PageAnswer(.content, for: .point(pt(100, 200))))
        continuation.resume()
      }
    }
    let decision = try #require(await Self.first(of: decisions), "no decision within the timeout")
    #expect(decision.outcome == .tap(view: "web", point: pt(100, 200)))
    guard case .pageAnswer(.content, let at) = decision.reason else {
      Issue.record("decided by \(decision.reason)")
      return
    }
    #expect(decision.time == at)
    #expect(try #require(decision.evidence.windowEnd) > decision.time)
  }

  @Test("a link request sent from another thread within the window makes a link")
  func linkFromAnotherThread() async throws {
    // A long window: the request is sent at once, so only a stall of many
    // seconds could push it past the window's end.
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage,
      configuration: OverlayConfiguration(window: .seconds(10), longPress: nil))
    let decisions = shared.decisions()
    shared.touch(.down, at: pt(50, 200))
    shared.touch(.up, at: pt(50, 200))

    let request = NavigationRequest(url: "https://example.com/a")
    let policy = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: shared.shouldStartLoad(request))
      }
    }
    #expect(policy == .allow)

    let decision = try #require(await Self.first(of: decisions), "no decision within the timeout")
    #expect(decision.outcome == .link(request))
    let up = try #require(decision.evidence.upTime)
    let requestTime = try #require(decision.evidence.requestTime)
    #expect(requestTime >= up && requestTime < up + .seconds(10))
    #expect(decision.time == requestTime)
    #expect(shared.perform { $0.history.current } == "https://example.com/a")
    #expect(shared.perform { $0.scheduler.now } >= requestTime)
  }

  @Test("a long press fires on the real clock at exactly down + long-press")
  func longPressOnRealClock() async throws {
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), configuration: OverlayConfiguration(longPress: .milliseconds(40)))
    let arrivals = Self.recordArrivals(of: shared)
    let decisions = shared.decisions()
    shared.touch(.down, at: pt(100, 200))
    let probe = Self.probe(shared.scheduler, at: shared.now + .milliseconds(40))
    let decision = try #require(await Self.first(of: decisions), "no decision within the timeout")
    let machineLate = try await Self.lateness(of: probe)
    #expect(decision.outcome == .longPress)
    #expect(decision.time == decision.evidence.downTime + .milliseconds(40))
    let arrival = try #require(arrivals.value.first)
    #expect(arrival >= decision.time)
    #expect(
      arrival - decision.time <= Self.tolerance + machineLate,
      "decided \(arrival - decision.time) late, the machine \(machineLate)")
    shared.touch(.up, at: pt(100, 200))
    #expect(shared.perform { $0.fingersDown } == [])
  }

  @Test("touches from many threads at once are each handled, none dropped")
  func manyThreads() async throws {
    // Stamps are taken on the calling threads, so touches can reach the
    // queue out of stamp order; none may be lost as "time went backwards",
    // or its finger would stay down for good.
    for _ in 0..<20 {
      let events = Locked<[OverlayEvent]>([])
      let shared = try SharedTapOverlay(
        tree: Fixtures.tree(), configuration: OverlayConfiguration(longPress: nil),
        router: TouchRouter(priorityViews: ["toolbar"]),
        observer: { event in events.mutate { $0.append(event) } })
      await withTaskGroup(of: Void.self) { group in
        for finger in 1...8 {
          group.addTask {
            // On the toolbar, outside the overlay: routed, no gesture.
            shared.touch(.down, at: pt(100, 500), finger: FingerID(finger))
            shared.touch(.up, at: pt(100, 500), finger: FingerID(finger))
            _ = shared.shouldStartLoad(NavigationRequest(url: "https://example.com/\(finger)"))
          }
        }
      }
      let pages = shared.perform { $0.history.pages.count }  // after every queued touch
      #expect(pages == 8)
      #expect(shared.perform { $0.fingersDown } == [])
      let all = events.value
      let routed = all.filter { if case .routed = $0.kind { true } else { false } }
      #expect(routed.count == 16)
      let times = all.map(\.time)
      #expect(times == times.sorted())
      let touchDiagnostics = all.filter { event in
        guard case .diagnosed(let diagnostic) = event.kind else { return false }
        if case .unparseableURL = diagnostic { return true }
        // Requests are stamped before they reach the queue too; one that
        // arrives behind a later touch is answered at the latest instant.
        if case .timeWentBackwards = diagnostic { return false }
        return true
      }
      #expect(touchDiagnostics.isEmpty)
    }
  }

  @Test("perform may be called from the overlay's own queue without deadlock")
  func performOnQueue() async throws {
    let shared = try SharedTapOverlay(tree: Fixtures.tree())
    let nested = await withCheckedContinuation { continuation in
      shared.queue.async {
        continuation.resume(returning: shared.perform { $0.undecidedCount })
      }
    }
    #expect(nested == 0)
  }

  @Test("dropping a SharedTapOverlay with a timer pending, off its queue, is safe")
  func dropWithPendingTimer() async throws {
    var shared: SharedTapOverlay? = try SharedTapOverlay(
      tree: Fixtures.tree(), configuration: OverlayConfiguration(longPress: .seconds(30)))
    shared?.touch(.down, at: pt(100, 200))  // arms the long-press timer
    let armed = shared?.perform { $0.undecidedCount }
    #expect(armed == 1)
    shared = nil  // released here, on the test's thread
    #expect(shared == nil)
  }

  @Test("DispatchTimerScheduler: work runs on its queue, not early; cancelled work never runs")
  func dispatchScheduler() async throws {
    let queue = DispatchQueue(label: "test.scheduler")
    let scheduler = DispatchTimerScheduler(queue: queue)
    let ran = Locked<[String]>([])
    let (stream, continuation) = AsyncStream<Instant>.makeStream()
    let deadline = queue.sync { () -> Instant in
      let deadline = scheduler.now + .milliseconds(30)
      let doomed = scheduler.schedule(at: scheduler.now + .milliseconds(10)) {
        ran.mutate { $0.append("cancelled work") }
      }
      scheduler.schedule(at: deadline) {
        dispatchPrecondition(condition: .onQueue(queue))
        ran.mutate { $0.append("work") }
        continuation.yield(scheduler.now)
      }
      scheduler.cancel(doomed)
      #expect(scheduler.pendingCount == 1)
      return deadline
    }
    let probe = Self.probe(scheduler, at: deadline)
    let firedAt = try #require(await Self.first(of: stream), "the timer never fired")
    let machineLate = try await Self.lateness(of: probe)
    #expect(firedAt >= deadline)
    #expect(
      firedAt - deadline <= Self.tolerance + machineLate,
      "fired \(firedAt - deadline) late, the machine \(machineLate)")
    #expect(ran.value == ["work"])
    #expect(queue.sync { scheduler.pendingCount } == 0)
    #expect(
      scheduler.dispatchTime(of: .zero).uptimeNanoseconds <= DispatchTime.now().uptimeNanoseconds)
  }
}

@Suite struct UptimeConversionTests {
  @Test("uptime seconds (UITouch.timestamp's clock) land on the scheduler's timeline")
  func uptime() {
    let scheduler = DispatchTimerScheduler()
    let before = scheduler.now
    let uptime = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    let after = scheduler.now
    let instant = scheduler.instant(ofUptime: uptime)
    // A double holds uptime seconds to well under a microsecond.
    #expect(instant >= before - .microseconds(1) && instant <= after + .microseconds(1))
    let later = scheduler.instant(ofUptime: uptime + 0.75) - instant
    #expect(later > .microseconds(749_999) && later < .microseconds(750_001))
    #expect(
      scheduler.instant(of: scheduler.dispatchTime(of: .milliseconds(12))) == .milliseconds(12))
  }
}
