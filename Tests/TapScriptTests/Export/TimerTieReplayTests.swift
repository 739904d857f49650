import TapOrLink
import TapScript
import Testing

/// Issue 45, item 14: an input stamped at the instant of a timer that has
/// already fired (a live timer fires late, then a touch or request stamped
/// at its deadline arrives) replays in the order the app saw it.
@Suite struct TimerTieReplayTests {
  /// A live overlay on a clock the test moves: a tap lifted at 10 ms
  /// whose window (750 ms) closes at 760 ms; the timer fires late (the
  /// clock is moved to 765 ms), then `input` arrives stamped 760 ms.
  static func lateTimerSession(_ input: TapInput) throws -> (TapOverlay, [Decision]) {
    let scheduler = ManualScheduler()
    let overlay = try TapOverlay(
      tree: RandomSession.tree(), firstPage: "https://example.com/", scheduler: scheduler)
    overlay.recorder = FlightRecorder()
    var decisions: [Decision] = []
    overlay.addObserver { event in
      if case .decided(let decision) = event.kind { decisions.append(decision) }
    }
    overlay.send(.touch(.down, Point(x: 50, y: 100), finger: 1), at: .zero)
    scheduler.advance(to: .milliseconds(10))
    overlay.send(.touch(.up, Point(x: 50, y: 100), finger: 1), at: .milliseconds(10))
    scheduler.advance(to: .milliseconds(765))
    overlay.send(input, at: .milliseconds(760))
    scheduler.advance(to: .milliseconds(766))
    overlay.send(.touch(.up, Point(x: 50, y: 100), finger: 1), at: .milliseconds(766))
    scheduler.runUntilIdle()
    return (overlay, decisions)
  }

  @Test(
    "an input stamped at an already fired timer's instant replays after it",
    arguments: [
      TapInput.request(NavigationRequest(url: "https://example.com/next")),
      TapInput.touch(.down, Point(x: 50, y: 100), finger: 1),
    ])
  func lateInputAtTheTimersInstant(input: TapInput) throws {
    let (overlay, decisions) = try Self.lateTimerSession(input)
    #expect(decisions.first?.outcome.kind == .tap)
    let recording = try #require(overlay.flightRecording())
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "tie")
    let result = ScenarioLoader.run(SourceFile(path: "tie.yaml", text: text))
    #expect(result.passed, "\(text)\n\(result.status)")
    let expected = decisions.map { "\($0.time - recording.startTime) \($0.outcome)" }
    let actual = result.decisions.map { "\($0.time - Instant.zero) \($0.outcome)" }
    #expect(actual == expected, "Expected: \(expected)\nActual: \(actual)\n\(text)")
  }

  @Test(
    "the input comes after the timer, one nanosecond past its instant, and is not reported late")
  func orderIsKept() throws {
    let request = NavigationRequest(url: "https://example.com/next")
    let scheduler = ManualScheduler()
    let overlay = try TapOverlay(
      tree: RandomSession.tree(), firstPage: "https://example.com/", scheduler: scheduler)
    var events: [OverlayEvent] = []
    overlay.addObserver { events.append($0) }
    overlay.send(.touch(.down, Point(x: 50, y: 100), finger: 1), at: .zero)
    overlay.send(.touch(.up, Point(x: 50, y: 100), finger: 1), at: .milliseconds(10))
    scheduler.advance(to: .milliseconds(765))
    overlay.send(.request(request), at: .milliseconds(760))
    let tap = try #require(events.firstIndex { $0.decision?.outcome.kind == .tap })
    let answer = try #require(
      events.firstIndex {
        if case .answered = $0.kind { true } else { false }
      })
    #expect(tap < answer)
    #expect(events[tap].time == .milliseconds(760))
    #expect(events[answer].time == .milliseconds(760) + .nanoseconds(1))
    #expect(
      !events.contains {
        if case .diagnosed = $0.kind { true } else { false }
      })
  }
}
