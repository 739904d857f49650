import TapOrLink
import TapScript
import Testing

/// Record → export → run: a recorded session, written as a scenario and
/// run by the scenario runner, makes exactly the decisions it made.
@Suite struct FlightRecordingRoundTripTests {
  /// The decisions as comparable lines, times counted from `origin`.
  static func lines(_ decisions: [(time: Instant, outcome: Outcome)], from origin: Instant)
    -> [String]
  {
    decisions.map { "\(Instant.zero + ($0.time - origin)): \($0.outcome)" }
  }

  @Test(
    "a whole random session replays to the same decisions",
    arguments: Array(UInt64(1)...40))
  func wholeSession(seed: UInt64) throws {
    let session = RandomSession(seed: seed, count: 120)
    let simulation = try session.play(capacity: 10_000)
    let recording = try #require(simulation.overlay.flightRecording())
    #expect(recording.undecided == 0)
    #expect(recording.decisions.count == simulation.decisions.count)
    try replay(
      recording, seed: seed, expecting: simulation.decisions.map { ($0.time, $0.outcome) })
  }

  /// Exports `recording` as a scenario, runs it, and checks that it passes
  /// and replays `decisions` (on the recording's clock) at the same
  /// offsets from its start. Returns the scenario's text.
  @discardableResult
  func replay(
    _ recording: FlightRecording, seed: UInt64,
    expecting decisions: [(time: Instant, outcome: Outcome)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "seed \(seed)")
    let result = ScenarioLoader.run(SourceFile(path: "recorded-\(seed).yaml", text: text))
    #expect(
      result.passed, "seed \(seed):\n\(text)\n\(result.status)", sourceLocation: sourceLocation)
    let replayed = result.decisions.map { ($0.time, $0.outcome) }
    #expect(
      Self.lines(replayed, from: .zero) == Self.lines(decisions, from: recording.startTime),
      "seed \(seed)", sourceLocation: sourceLocation)
    return text
  }

  @Test(
    "a session with page answers replays to the same decisions",
    arguments: Array(UInt64(200)...240))
  func pageAnswers(seed: UInt64) throws {
    let session = RandomSession(seed: seed, count: 160, pageAnswers: true)
    let simulation = try session.play(capacity: 10_000)
    let recording = try #require(simulation.overlay.flightRecording())
    let text = try replay(
      recording, seed: seed, expecting: simulation.decisions.map { ($0.time, $0.outcome) })
    #expect(text.contains("page-answers: manual"))
  }

  @Test(
    "a session with same-document navigations replays to the same decisions",
    arguments: Array(UInt64(400)...430))
  func sameDocumentNavigations(seed: UInt64) throws {
    let session = RandomSession(
      seed: seed, count: 160, pageAnswers: seed % 2 == 0, navigations: true)
    let simulation = try session.play(capacity: 10_000)
    let recording = try #require(simulation.overlay.flightRecording())
    let text = try replay(
      recording, seed: seed, expecting: simulation.decisions.map { ($0.time, $0.outcome) })
    #expect(text.contains("same-document "))
  }

  @Test("the sessions with navigations make links from them, and leave some uncounted")
  func sameDocumentNavigationsCount() throws {
    var links = 0
    var navigated = 0
    for seed in UInt64(400)...430 {
      let simulation = try RandomSession(
        seed: seed, count: 160, pageAnswers: seed % 2 == 0, navigations: true
      ).play(capacity: 10_000)
      links +=
        simulation.decisions.filter {
          if case .sameDocumentNavigation = $0.reason { true } else { false }
        }.count
      navigated +=
        simulation.events.filter {
          if case .navigatedWithinDocument = $0.kind { true } else { false }
        }.count
    }
    #expect(links > 10)
    #expect(navigated > links)
  }

  @Test(
    "page answers in a ring that dropped the session's start replay from an idle moment",
    arguments: Array(UInt64(300)...330))
  func pageAnswersTruncated(seed: UInt64) throws {
    let session = RandomSession(seed: seed, count: 240, pageAnswers: true)
    let simulation = try session.play(capacity: 50)
    guard let recording = simulation.overlay.flightRecording() else { return }
    try replay(recording, seed: seed, expecting: recording.decisions)
  }

  @Test("the sessions with page answers take some: content and control answers decide gestures")
  func pageAnswersAreTaken() throws {
    var answered = 0
    var decidedByAnswer = 0
    for seed in UInt64(200)...240 {
      let simulation = try RandomSession(seed: seed, count: 160, pageAnswers: true)
        .play(capacity: 10_000)
      let records = simulation.overlay.recorder?.records ?? []
      answered +=
        records.filter {
          if case .input(.pageAnswer) = $0.entry { true } else { false }
        }.count
      decidedByAnswer +=
        simulation.decisions.filter {
          switch $0.reason {
          case .pageAnswer, .controlAnswered: true
          default: false
          }
        }.count
    }
    #expect(answered > 20)
    #expect(decidedByAnswer > 5)
  }

  @Test("the adaptive window cannot be exported: what it learned before is not recorded")
  func adaptiveIsRefused() throws {
    let simulation = try Simulation(
      tree: RandomSession.tree(),
      configuration: OverlayConfiguration(
        adaptiveWindow: AdaptiveWindow()))
    simulation.overlay.recorder = FlightRecorder()
    simulation.play(.touch(.down, Point(x: 10, y: 10), finger: 1))
    simulation.play(.touch(.up, Point(x: 10, y: 10), finger: 1))
    let recording = try #require(simulation.overlay.flightRecording())
    #expect(throws: RecordingExportError.adaptiveWindow) {
      try RecordingScenarioWriter.scenario(from: recording, name: "adaptive")
    }
  }

  @Test(
    "a ring that dropped the session's start replays from the oldest idle moment it holds",
    arguments: Array(UInt64(100)...130))
  func truncatedRing(seed: UInt64) throws {
    let session = RandomSession(seed: seed, count: 200)
    let simulation = try session.play(capacity: 60)
    let recorder = try #require(simulation.overlay.recorder)
    guard let recording = simulation.overlay.flightRecording() else {
      // Fingers overlapped for the whole ring: no moment to start from.
      #expect(recorder.records.allSatisfy { $0.start == nil })
      return
    }
    #expect(recording.isTruncated)
    #expect(recording.records.count <= 60)
    try replay(recording, seed: seed, expecting: recording.decisions)
    // The recording's decisions are the simulation's last ones.
    let tail = simulation.decisions.suffix(recording.decisions.count)
    #expect(
      Self.lines(tail.map { ($0.time, $0.outcome) }, from: .zero)
        == Self.lines(recording.decisions, from: .zero))
  }

  @Test("maxAge keeps only the last stretch of time")
  func maxAge() throws {
    let session = RandomSession(seed: 7, count: 200)
    let simulation = try session.play(capacity: 10_000, maxAge: .seconds(5))
    let recording = try #require(simulation.overlay.flightRecording())
    let last = try #require(simulation.overlay.recorder?.records.last)
    #expect(recording.startTime >= last.time - .seconds(5))
    #expect(recording.isTruncated)
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "max age")
    #expect(ScenarioLoader.run(SourceFile(path: "recorded.yaml", text: text)).passed)
  }

  @Test("a wrong decision in the expectations fails the replay")
  func tamperedExpectationFails() throws {
    let session = RandomSession(seed: 3, count: 120)
    let simulation = try session.play(capacity: 10_000)
    let recording = try #require(simulation.overlay.flightRecording())
    var tampered = recording
    let index = try #require(
      tampered.records.firstIndex {
        if case .decision = $0.entry { return true } else { return false }
      })
    tampered.records[index].time = tampered.records[index].time + .nanoseconds(1)
    let text = try RecordingScenarioWriter.scenario(from: tampered, name: "tampered")
    #expect(!ScenarioLoader.run(SourceFile(path: "tampered.yaml", text: text)).passed)
  }

  @Test("without a recorder, or with a finger down throughout, there is nothing to export")
  func nothingToExport() throws {
    let simulation = try Simulation(tree: RandomSession.tree())
    #expect(simulation.overlay.flightRecording() == nil)
    simulation.play(.touch(.down, Point(x: 10, y: 10), finger: 1))
    simulation.overlay.recorder = FlightRecorder(capacity: 4)
    for step in 1...10 {
      simulation.advance(to: .milliseconds(step))
      simulation.play(.touch(.move, Point(x: 10, y: 10), finger: 1))
    }
    #expect(simulation.overlay.recorder?.count == 4)
    #expect(simulation.overlay.flightRecording() == nil)
  }

  @Test("the probe strategy cannot be exported: its page answers are not recorded")
  func probeIsRefused() throws {
    let simulation = try Simulation(
      tree: RandomSession.tree(), links: RandomSession.links,
      configuration: OverlayConfiguration(strategy: .probe(ContentProbe { _ in .content })))
    simulation.overlay.recorder = FlightRecorder()
    simulation.play(.touch(.down, Point(x: 10, y: 10), finger: 1))
    simulation.play(.touch(.up, Point(x: 10, y: 10), finger: 1))
    let recording = try #require(simulation.overlay.flightRecording())
    #expect(throws: RecordingExportError.probeStrategy) {
      try RecordingScenarioWriter.scenario(from: recording, name: "probe")
    }
  }
}
