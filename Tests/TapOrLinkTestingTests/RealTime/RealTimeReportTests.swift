import TapOrLink
import TapOrLinkTesting
import Testing

/// The comparison behind the real-time harness, on made-up measurements so
/// that every verdict is certain.
@Suite("RealTimeReport: comparing a real run with its virtual run")
struct RealTimeReportTests {
  static func decision(_ outcome: Outcome, at time: Instant, gesture: UInt64 = 1) -> Decision {
    Decision(
      gesture: GestureID(gesture), outcome: outcome, time: time, reason: .windowClosed,
      evidence: GestureEvidence(
        finger: 1, target: "web", downTime: .zero, downPoint: .zero, maxDistance: 0, slop: 10))
  }

  static let tap = decision(.tap(view: "web", point: Point(x: 1, y: 2)), at: ms(160))
  static let link = decision(
    .link(NavigationRequest(url: "https://example.com/a")), at: ms(280), gesture: 2)

  static func observed(_ decision: Decision, late: Duration, delivered extra: Duration = .zero)
    -> RealTimeObservation
  {
    var real = decision
    real.time = decision.time + late
    return RealTimeObservation(decision: real, delivered: real.time + extra)
  }

  @Test("same outcomes within the tolerance pass, and the report gives the lateness")
  func passes() {
    let report = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap, Self.link],
      real: [
        Self.observed(Self.tap, late: .microseconds(120), delivered: .microseconds(100)),
        Self.observed(Self.link, late: .milliseconds(1)),
      ],
      stepLateness: [.microseconds(50), .microseconds(170)])
    #expect(report.failure == nil)
    #expect(report.maxLateness == .milliseconds(1))
    #expect(report.maxStepLateness == .microseconds(170))
    #expect(report.rows.map(\.lateness) == [.microseconds(220), .milliseconds(1)])
    #expect(
      report.description == """
        real-time replay: 2 decisions, max lateness +1ms (tolerance 5ms); \
        steps played up to +0.17ms late
            virtual                              real
            160ms: tap web 1 2                   ✓ 160.12ms: tap web 1 2  \
        (delivered at 160.22ms, +0.22ms late)
            280ms: link https://example.com/a    ✓ 281ms: link https://example.com/a  \
        (delivered at 281ms, +1ms late)
        """)
  }

  @Test("a decision later than the tolerance fails, saying by how much")
  func tooLate() throws {
    let report = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(4), delivered: .milliseconds(2))])
    let failure = try #require(report.failure)
    #expect(
      failure.hasPrefix(
        "decision 1 reached its callback 6ms late, more than the tolerance of 5ms\n"))
    #expect(failure.contains("✗ 164ms: tap web 1 2  (delivered at 166ms, +6ms late)"))
  }

  @Test("a step played late widens what is allowed for the decisions after it by that much")
  func loadAllowance() throws {
    // Steps at 0 and 40 ms; the tap is decided at 160 ms, after the second.
    let loaded = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(30))],
      stepLateness: [.milliseconds(2), .milliseconds(28)], stepTimes: [ms(0), ms(40)])
    #expect(loaded.stepLateness(before: ms(160)) == .milliseconds(28))
    #expect(loaded.allowedLateness(at: ms(160)) == .milliseconds(33))
    #expect(loaded.allowedLateness(at: ms(20)) == .milliseconds(7))
    #expect(loaded.failure == nil)
    // (A machine never later than the tolerance, so the run is judged.)
    let later = RealTimeReport(
      tolerance: .milliseconds(30), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(59))],
      stepLateness: [.milliseconds(28)], stepTimes: [ms(40)])
    #expect(later.inconclusive == nil)
    #expect(
      try #require(later.failure).hasPrefix(
        "decision 1 reached its callback 59ms late, more than the tolerance of 30ms beyond the "
          + "machine's own lateness of 28ms\n"))
    // An early step's lateness excuses nothing after a step played on time.
    let unrelated = RealTimeReport(
      tolerance: .milliseconds(30), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(40))],
      stepLateness: [.milliseconds(28), .zero], stepTimes: [ms(0), ms(40)])
    #expect(try #require(unrelated.failure).hasPrefix("decision 1 reached its callback 40ms late"))
    let early = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(-6))],
      stepLateness: [.milliseconds(28)], stepTimes: [ms(40)])
    #expect(try #require(early.failure).hasPrefix("decision 1 reached its callback 6ms early"))
  }

  @Test("a timer the machine ran late at a decision's instant widens what that decision may take")
  func timerAllowance() throws {
    // Steps played on time; an empty timer due at the tap's 160 ms ran 110 ms
    // late, as a loaded machine runs every timer.
    let loaded = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(112))],
      stepLateness: [.zero, .zero], stepTimes: [ms(0), ms(40)],
      timerLateness: [.milliseconds(110)], timerTimes: [ms(160)])
    #expect(loaded.timerLateness(at: ms(160)) == .milliseconds(110))
    #expect(loaded.timerLateness(at: ms(150)) == .zero)
    #expect(loaded.allowedLateness(at: ms(160)) == .milliseconds(115))
    #expect(loaded.failure == nil)
    #expect(loaded.description.contains("timers ran up to +110ms late"))
    // More than the tolerance beyond the timer's own lateness still fails
    // when that lateness is no stall (within the tolerance)...
    let later = RealTimeReport(
      tolerance: .milliseconds(50), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(90))],
      timerLateness: [.milliseconds(30)], timerTimes: [ms(160)])
    #expect(
      try #require(later.failure).hasPrefix(
        "decision 1 reached its callback 90ms late, more than the tolerance of 50ms beyond the "
          + "machine's own lateness of 30ms\n"))
    // ...and when it is later than even the longest stall allows for.
    let beyond = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(226))],
      timerLateness: [.milliseconds(110)], timerTimes: [ms(160)])
    #expect(beyond.inconclusive == nil)
    #expect(try #require(beyond.failure).hasPrefix("decision 1 reached its callback 226ms late"))
    // A late timer at another instant excuses nothing here.
    let elsewhere = RealTimeReport(
      tolerance: .milliseconds(50), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(60))],
      timerLateness: [.milliseconds(40)], timerTimes: [ms(40)])
    #expect(try #require(elsewhere.failure).hasPrefix("decision 1 reached its callback 60ms late"))
  }

  @Test("a different outcome fails, even on time")
  func differentOutcome() throws {
    var moved = Self.observed(Self.tap, late: .zero)
    moved.decision.outcome = .moved
    let report = RealTimeReport(tolerance: .milliseconds(5), virtual: [Self.tap], real: [moved])
    #expect(
      try #require(report.failure).hasPrefix(
        "decision 1 differs: `160ms: tap web 1 2` virtually, `160ms: moved` in real time\n"))
  }

  @Test("a different outcome after a step or timer later than the tolerance is inconclusive")
  func inconclusive() throws {
    var moved = Self.observed(Self.tap, late: .zero)
    moved.decision.outcome = .moved
    // A machine that played a step 40 ms late, beyond the 5 ms tolerance,
    // did not keep the timeline's spacing: no evidence either way.
    let stalled = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap], real: [moved],
      stepLateness: [.milliseconds(40)], stepTimes: [ms(0)])
    #expect(stalled.failure == nil)
    let why = try #require(stalled.inconclusive)
    #expect(why.hasPrefix("the machine played a step or ran a timer 40ms late, more than the "))
    #expect(stalled.description.hasSuffix("\ninconclusive: " + why))
    // So is a timer run that late, a page's click among them.
    let slowTimer = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap], real: [moved],
      timerLateness: [.milliseconds(6)], timerTimes: [ms(90)])
    #expect(slowTimer.inconclusive != nil)
    // Within the tolerance the timeline was played as written: it fails.
    let onTime = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap], real: [moved],
      stepLateness: [.milliseconds(5)], stepTimes: [ms(0)],
      timerLateness: [.milliseconds(4)], timerTimes: [ms(90)])
    #expect(onTime.inconclusive == nil)
    #expect(try #require(onTime.failure).hasPrefix("decision 1 differs: "))
    // The same outcomes on a machine that never stalled are judged on
    // their lateness.
    let same = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(60))],
      stepLateness: [.milliseconds(4)], stepTimes: [ms(0)])
    #expect(same.inconclusive == nil)
    #expect(try #require(same.failure).hasPrefix("decision 1 reached its callback 60ms late"))
  }

  @Test("a decision late by no more than a stall the machine showed is inconclusive, not failed")
  func lateDuringAStall() throws {
    // As seen on a loaded machine: the timer at decision 4's instant ran
    // 89.758 ms late, and the engine's own timer, just after it, later
    // still: 195.208 ms, beyond the tolerance of 50 ms plus 89.758.
    let stalled = RealTimeReport(
      tolerance: .milliseconds(50), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .microseconds(195_208))],
      stepLateness: [.milliseconds(1)], stepTimes: [ms(0)],
      timerLateness: [.microseconds(89_758)], timerTimes: [ms(160)])
    #expect(stalled.failure == nil, "\(stalled)")
    let why = try #require(stalled.inconclusive)
    #expect(
      why
        == "the machine played a step or ran a timer 89.758ms late, more than the tolerance of "
        + "50ms, so the real run did not keep the timeline's spacing and its lateness is no "
        + "evidence")
    #expect(stalled.description.hasSuffix("\ninconclusive: " + why))
    // A stall anywhere in the run counts (a heartbeat between decisions).
    let stallElsewhere = RealTimeReport(
      tolerance: .milliseconds(50), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .milliseconds(120))],
      timerLateness: [.milliseconds(2), .milliseconds(70)], timerTimes: [ms(160), ms(30)])
    #expect(stallElsewhere.inconclusive != nil)
    #expect(stallElsewhere.failure == nil)
    // The same lateness on a machine that never stalled fails.
    let quiet = RealTimeReport(
      tolerance: .milliseconds(50), virtual: [Self.tap],
      real: [Self.observed(Self.tap, late: .microseconds(195_208))],
      stepLateness: [.milliseconds(1)], stepTimes: [ms(0)],
      timerLateness: [.milliseconds(49)], timerTimes: [ms(160)])
    #expect(quiet.inconclusive == nil)
    #expect(try #require(quiet.failure).hasPrefix("decision 1 reached its callback 195.208ms late"))
  }

  @Test("heartbeats watch a replay every 10 ms up to its end, and none for an empty one")
  func heartbeats() {
    #expect(RealTimeDefaults.heartbeat == .milliseconds(10))
    #expect(RealTimeReplay.heartbeats(until: .zero).isEmpty)
    #expect(RealTimeReplay.heartbeats(until: ms(35)) == [ms(10), ms(20), ms(30)])
    #expect(RealTimeReplay.heartbeats(until: .milliseconds(1_000_000)).count == 2_000)
  }

  @Test("missing and extra decisions fail")
  func missingAndExtra() throws {
    let missing = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [Self.tap, Self.link],
      real: [Self.observed(Self.tap, late: .zero)], timedOut: true)
    #expect(
      try #require(missing.failure).hasPrefix(
        "the real run missed decision 2, `280ms: link https://example.com/a` "
          + "(it was still waiting for timers when stopped)\n"))
    let extra = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [],
      real: [Self.observed(Self.tap, late: .zero)])
    #expect(
      try #require(extra.failure).hasPrefix(
        "the real run made an extra decision 1, `160ms: tap web 1 2`\n"))
  }

  @Test("a run stopped with timers pending fails even when the decisions agree")
  func timedOut() {
    let report = RealTimeReport(tolerance: .milliseconds(5), virtual: [], real: [], timedOut: true)
    #expect(report.failure?.hasPrefix("the real run still had timers pending") == true)
  }

  @Test("a setup error is the whole story")
  func setupError() {
    let report = RealTimeReport(
      tolerance: .milliseconds(5), virtual: [], real: [], setupError: "no web view")
    #expect(report.failure == "the timeline cannot run: no web view")
  }
}
