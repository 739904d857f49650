import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScript
import TapScriptTesting
import Testing

/// The shipping real-time stack follows the rules the virtual runs prove.
/// Each replay takes as long as its timeline (under a second in all).
@Suite("RealTimeReplay: the Dispatch scheduler against virtual time")
struct RealTimeReplayTests {
  /// Replays a timeline on real timers and checks it against the virtual
  /// run with the plain tolerance, which a loaded machine cannot fail: the
  /// report allows each decision `RealTimeDefaults.tolerance` (50 ms)
  /// beyond how late the run's own steps were played
  /// (``RealTimeReport/allowedLateness``).
  func replayAllowingForLoad(
    _ timeline: TapTimeline, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> RealTimeReport {
    let report = await RealTimeReplay.run(timeline)
    #expect(report.failure == nil, "\(report)", sourceLocation: sourceLocation)
    return report
  }

  @Test("a tap, a link, a move and a long press agree with the virtual run")
  func mixedTimeline() async throws {
    let report = await replayAllowingForLoad(RealTimeTimelines.mixed)
    #expect(report.stepLateness.count == 9)
    #expect(report.timerLateness.count == report.timerTimes.count)
    #expect(Array(report.timerTimes.prefix(4)) == report.rows.compactMap { $0.virtual?.time })
    // A machine that stalled through every attempt proves nothing either
    // way: the report says so (`inconclusive`), and only a run that can be
    // judged has to agree.
    if report.inconclusive == nil {
      #expect(report.rows.count == 4)
      #expect(report.rows.allSatisfy { $0.sameOutcome })
      #expect(report.maxLateness > .zero)
    }
    if ProcessInfo.processInfo.environment["TAPORLINK_PRINT_LATENESS"] != nil {
      print("LATENESS \(report.description.prefix { $0 != "\n" })")
    }
  }

  @Test("a scenario's timeline replays too, with its bridge, history and router")
  func scenarioTimeline() async throws {
    let text = """
      name: quick reader
      config:
        window: 100ms
        click-delay: 30ms
        long-press: off
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 436]
          url: https://reader.example.com/a
          links:
            - href: https://reader.example.com/b
              frame: [20, 380, 200, 24]
        - id: toolbar
          frame: [0, 436, 320, 44]
      priority: [toolbar]
      bridge:
        scheme: nativeaction
        actions: [hideShow]
        origins: [https://reader.example.com]
      timeline:
        - 0ms: down 160 200
        - 20ms: up 160 200
        - 21ms: request nativeaction://hideShow type other
        - 21ms: hide toolbar
        - 150ms: down 100 392
        - 170ms: up 100 392
        - 260ms: back
        - 270ms: down 10 450
        - 280ms: up 10 450
      expect:
        - 120ms: tap web 160 200
        - 200ms: link https://reader.example.com/b
      """
    let scenario = try ScenarioLoader.decode(SourceFile(path: "quick.yaml", text: text)).get()
    #expect(TapCheck.describe(ScenarioRunner.run(scenario)) == nil)
    let report = await replayAllowingForLoad(TapTimeline(scenario: scenario))
    if report.inconclusive == nil { #expect(report.rows.count == 2) }
  }

  @Test("with no tolerance at all the replay fails and reports the lateness it measured")
  func zeroTolerance() async throws {
    let driver = try TapDriver(setup: Fixtures.quickSetup)
    driver.tap(160, 200, at: ms(0))
    let report = await RealTimeReplay.run(
      driver.timeline, tolerance: .zero, allowingForLoad: false)
    let failure = try #require(report.failure)
    #expect(failure.hasPrefix("decision 1 reached its callback "))
    #expect(failure.contains("late, more than the tolerance of 0ms"))
    #expect(report.maxLateness > .zero)
  }

  @Test("views that cannot carry an overlay are reported, not crashed on")
  func setupError() async {
    let timeline = TapTimeline(
      setup: TapSetup(views: [View(id: "p", frame: Rect(x: 0, y: 0, width: 1, height: 1))]),
      steps: [])
    let report = await RealTimeReplay.run(timeline)
    #expect(
      report.failure == "the timeline cannot run: the view tree has no web view (`kind: web`)")
  }

  @Test("an empty timeline is over at once")
  func emptyTimeline() async {
    let report = await RealTimeReplay.run(TapTimeline(setup: Fixtures.quickSetup, steps: []))
    #expect(report.failure == nil)
    #expect(report.rows.isEmpty)
  }
}
