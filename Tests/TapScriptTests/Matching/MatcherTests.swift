import TapOrLink
import TapScript
import Testing

@Suite struct MatcherTests {
  func event(_ ms: Int64, _ name: String, _ args: String...) -> TraceEvent {
    TraceEvent(time: .milliseconds(ms), name: name, arguments: args)
  }

  func at(_ ms: Int64, _ name: String, _ args: String..., line: Int = 1) -> ExpectedEvent {
    ExpectedEvent(timing: .at(.milliseconds(ms)), event: name, arguments: args, line: line)
  }

  let trace: [TraceEvent]

  init() {
    trace = [
      TraceEvent(time: .zero, name: "deliver", arguments: ["down", "web"]),
      TraceEvent(time: .milliseconds(40), name: "deliver", arguments: ["up", "web"]),
      TraceEvent(time: .milliseconds(790), name: "tap", arguments: ["web", "50", "20"]),
    ]
  }

  @Test func timedExpectationsMatchInOrder() {
    let expectations = [at(0, "deliver", "down"), at(790, "tap", "web", "50.0", "20")]
    #expect(Matcher.check(expectations, against: trace, expectLine: 9) == nil)
  }

  @Test func argumentsLeftOutMatchAnything() {
    #expect(Matcher.check([at(790, "tap")], against: trace, expectLine: 9) == nil)
  }

  @Test func wrongTimeFailsAtTheExpectationsLine() throws {
    let expectations = [at(0, "deliver", "down", line: 3), at(780, "tap", line: 4)]
    let verdict = Matcher.check(expectations, against: trace, expectLine: 9)
    let failure = try #require(verdict)
    #expect(failure.line == 4)
    #expect(failure.expectationIndex == 1)
    #expect(failure.message.contains("780ms: tap"))
    #expect(failure.message.contains("nearest such event is `790ms: tap web 50 20`"))
  }

  @Test func outOfOrderExpectationsFail() throws {
    let expectations = [at(40, "deliver", "up", line: 3), at(0, "deliver", "down", line: 4)]
    let verdict = Matcher.check(expectations, against: trace, expectLine: 9)
    let failure = try #require(verdict)
    #expect(failure.line == 4)
  }

  @Test func neverFailsWhenTheEventOccurs() throws {
    let never = ExpectedEvent(timing: .never, event: "tap", arguments: ["web"], line: 5)
    let verdict = Matcher.check([at(790, "tap"), never], against: trace, expectLine: 9)
    let failure = try #require(verdict)
    #expect(failure.line == 5)
    #expect(failure.message.contains("790ms: tap web 50 20"))
  }

  @Test func neverWithOtherArgumentsPasses() {
    let never = ExpectedEvent(timing: .never, event: "tap", arguments: ["button"], line: 5)
    #expect(Matcher.check([at(790, "tap"), never], against: trace, expectLine: 9) == nil)
  }

  @Test func unexpectedOutcomesFailStrictly() throws {
    let verdict = Matcher.check([at(0, "deliver", "down")], against: trace, expectLine: 9)
    let failure = try #require(verdict)
    #expect(failure.line == 9)
    #expect(failure.message.contains("unexpected outcome `790ms: tap web 50 20`"))
  }

  @Test func nonOutcomeEventsNeedNotBeListed() {
    #expect(Matcher.check([at(790, "tap")], against: trace, expectLine: 9) == nil)
  }

  @Test func failureReportShowsExpectedAndActualSideBySide() throws {
    let scenario = Scenario(
      path: "s.yaml", name: "s",
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 10, height: 10), kind: .web)],
      steps: [], expectations: [at(0, "deliver", "down", line: 3), at(340, "link", line: 4)],
      expectLine: 2)
    let verdict = Matcher.check(scenario.expectations, against: trace, expectLine: 2)
    let failure = try #require(verdict)
    let report = FailureReport.render(failure, scenario: scenario, trace: trace)
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("s.yaml:4: expected `340ms: link`"))
    #expect(lines[1].contains("expected") && lines[1].contains("actual"))
    #expect(lines[2].contains("✓ 0ms: deliver down") && lines[2].contains("0ms: deliver down web"))
    #expect(lines[3].contains("✗ 340ms: link") && lines[3].contains("40ms: deliver up web"))
  }
}
