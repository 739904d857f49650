import TapOrLink
import TapOrLinkTesting
import TapScript
import TapScriptTesting
import Testing

/// The driver's clock: synchronous, never sleeping, and ordering work at one
/// instant as the scenario contract does.
@Suite("TapDriver: virtual time")
struct TapDriverTimeTests {
  @Test("input given `at:` an instant comes before the timers due then")
  func inputBeforeTimersAtOneInstant() throws {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))  // window closes at 40 + 750 = 790
    driver.request("https://example.com/b", at: ms(790))
    driver.runUntilIdle()
    #expect(driver.outcomes == [.link(NavigationRequest(url: "https://example.com/b"))])
    #expect(driver.decisions.map(\.time) == [ms(790)])
  }

  @Test(
    "advance(to:) runs what is due at the instant itself; later input comes after it, 1 ns on")
  func advanceIsInclusive() throws {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))
    driver.advance(to: ms(789))
    #expect(driver.decisions.isEmpty)
    driver.advance(to: ms(790))
    #expect(driver.outcomes == [.tap(view: "web", point: Point(x: 160, y: 200))])
    driver.request("https://example.com/b")
    #expect(driver.decisions.count == 1)
    // The request comes after the timer that fired at 790 ms: one
    // nanosecond later, past the window (a replay plays it there too).
    #expect(
      driver.trace.filter { $0.time >= ms(790) }.map(\.description) == [
        "790ms: tap web 160 200", "790.000001ms: allow https://example.com/b",
        "790.000001ms: back shown",
      ])
  }

  @Test("a page's request comes before an engine timer at the same instant")
  func pageRequestBeforeTimer() throws {
    var setup = Fixtures.setup
    setup.clickDelay = .milliseconds(750)  // the link's request lands as the window closes
    let driver = try TapDriver(setup: setup)
    driver.tap(50, 20, at: ms(0))
    driver.runUntilIdle()
    expectOutcomes(driver, [.link(to: Fixtures.link, at: ms(790))])
  }

  @Test("a step comes before a page's request at the same instant")
  func stepBeforePageRequest() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))  // the page requests the link at 340
    driver.request("https://example.com/step", at: ms(340))
    driver.runUntilIdle()
    #expect(
      driver.trace.filter { $0.time == ms(340) }.map(\.description) == [
        "340ms: link https://example.com/step",
        "340ms: allow https://example.com/step",
        "340ms: back shown",
        "340ms: allow https://example.com/a",
      ])
  }

  @Test("engine timers due at one instant fire in the order they were armed")
  func timersInArmOrder() throws {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))  // window armed at 40, closes at 790
    driver.down(160, 300, at: ms(290))  // long press armed at 290, due at 790
    driver.runUntilIdle()
    expectOutcomes(driver, [.tap(at: ms(790)), .longPress(at: ms(790))])
  }

  @Test("advance(by:) moves the clock; an hour of virtual time passes at once")
  func advanceBy() throws {
    let driver = try Fixtures.driver()
    driver.advance(by: .milliseconds(40))
    #expect(driver.now == ms(40))
    driver.advance(by: .seconds(3_600))
    #expect(driver.now == ms(3_600_040))
    driver.advance(to: ms(10))
    #expect(driver.now == ms(3_600_040))
  }

  @Test("input without `at:` plays at the current instant")
  func inputAtNow() throws {
    let driver = try Fixtures.driver()
    driver.advance(to: ms(100))
    driver.down(160, 200)
    driver.advance(by: .milliseconds(30))
    driver.up(160, 200)
    driver.runUntilIdle()
    #expect(driver.trace.first?.description == "100ms: deliver down web")
    expectTap(driver, at: ms(880))
  }

  @Test("callbacks run inside the driver's call, before it returns")
  func callbacksAreSynchronous() throws {
    let driver = try Fixtures.driver()
    var seen: [Instant] = []
    driver.overlay.addObserver { event in
      if let decision = event.decision { seen.append(decision.time) }
    }
    driver.tap(160, 200, at: ms(0))
    driver.advance(to: ms(790))
    #expect(seen == [ms(790)])
  }

  @Test("runUntilIdle finishes pending timers and page requests, as a scenario does")
  func runUntilIdle() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.down(160, 200, at: ms(100))
    driver.runUntilIdle()
    #expect(driver.scheduler.pendingCount == 0)
    #expect(driver.now == ms(600))
    expectOutcomes(driver, [.link(to: Fixtures.link, at: ms(340)), .longPress(at: ms(600))])
  }

  @Test("the trace and the engine's events are read back with their virtual instants")
  func readBack() throws {
    let driver = try Fixtures.driver()
    driver.down(160, 200, at: ms(0))
    driver.move(200, 200, at: ms(20))
    driver.up(200, 200, at: ms(30))
    driver.cancel(at: ms(40))
    #expect(
      driver.traceText == """
        0ms: deliver down web
        20ms: deliver move web
        20ms: moved
        30ms: deliver up web
        40ms: ignored cancel 1
        """)
    #expect(driver.events.map(\.time) == [ms(0), ms(20), ms(20), ms(30), ms(40)])
    #expect(driver.decisions.first?.reason == .travelledPastSlop(distance: 40))
  }

  @Test("views can be hidden, shown and resized between gestures")
  func viewChanges() throws {
    let driver = try TapDriver(
      views: [
        View(
          id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web,
          children: [View(id: "banner", frame: Rect(x: 0, y: 0, width: 320, height: 50))])
      ])
    driver.hide("banner", at: ms(0))
    driver.tap(10, 10, at: ms(10))
    driver.show("banner", at: ms(100))
    driver.tap(10, 10, at: ms(110))
    driver.resize("banner", to: Rect(x: 0, y: 100, width: 320, height: 50), at: ms(200))
    driver.tap(10, 10, at: ms(210))
    driver.runUntilIdle()
    #expect(
      driver.trace.filter { $0.name == "deliver" && $0.arguments[0] == "down" }
        .map(\.description) == [
          "10ms: deliver down web", "110ms: deliver down banner", "210ms: deliver down web",
        ])
  }

  @Test("back and select drive the page's history")
  func history() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.runUntilIdle()
    #expect(driver.back(at: ms(1_000)) == .allow)
    #expect(driver.back(at: ms(1_100)) == nil)
    driver.tap(50, 20, at: ms(2_000))
    driver.runUntilIdle()
    driver.select("https://example.com/c", at: ms(3_000))
    #expect(driver.overlay.history.pages == ["https://example.com/c"])
    expectTrace(
      driver,
      matches: """
        - 340ms: link https://example.com/a
        - 340ms: back shown
        - 1000ms: allow https://example.com/
        - 1000ms: back hidden
        - 2340ms: link https://example.com/a
        - 2340ms: back shown
        - 3000ms: back hidden
        - never: tap
        """)
  }

  @Test("every played step is recorded at its instant")
  func stepsAreRecorded() throws {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0), holding: .milliseconds(55))
    driver.advance(to: ms(900))
    driver.request("nativeaction://x?y", type: .other, subframe: true)
    driver.down(5, 5, finger: 2)
    driver.resize("web", to: Rect(x: 0, y: 0, width: 300, height: 400.5))
    driver.back()
    driver.select("https://example.com/s")
    driver.cancel(finger: 2)
    driver.hide("web")
    driver.show("web")
    #expect(
      try driver.timeline.stepLines == [
        "- 0ms: down 160 200",
        "- 55ms: up 160 200",
        "- 900ms: request nativeaction://x?y type other subframe",
        "- 900ms: down 5 5 finger 2",
        "- 900ms: resize web 0 0 300 400.5",
        "- 900ms: back",
        "- 900ms: select https://example.com/s",
        "- 900ms: cancel finger 2",
        "- 900ms: hide web",
        "- 900ms: show web",
      ])
  }

  @Test("input earlier than the clock stops the test with a clear message")
  func inputEarlierThanClock() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let driver = try Fixtures.driver()
      driver.advance(to: .milliseconds(40))
      driver.down(1, 1, at: .milliseconds(30))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("input at 30ms is earlier than the driver's clock (40ms)"))
  }

  @Test("malformed views are a setup error")
  func setupErrors() {
    #expect(throws: ScenarioSetupError.self) {
      try TapDriver(views: [View(id: "plain", frame: Rect(x: 0, y: 0, width: 1, height: 1))])
    }
    let twice = View(id: "web", frame: Rect(x: 0, y: 0, width: 1, height: 1), kind: .web)
    #expect(throws: ScenarioSetupError.self) { try TapDriver(views: [twice, twice]) }
  }
}
