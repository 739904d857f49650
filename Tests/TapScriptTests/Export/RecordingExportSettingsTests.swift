import TapOrLink
import TapScript
import Testing

/// Every setting that changes a decision travels with a recording: the
/// export writes it, or refuses with the reason (contract 1.3).
@Suite struct RecordingExportSettingsTests {
  /// The stored properties of a configuration, by name.
  static func settingNames() -> Set<String> {
    Set(Mirror(reflecting: OverlayConfiguration()).children.compactMap(\.label))
  }

  @Test("every setting of OverlayConfiguration has an export rule, and every rule a setting")
  func everySettingHasARule() {
    let names = Self.settingNames()
    let ruled = Set(ExportedSetting.rules.keys)
    #expect(
      names.subtracting(ruled).isEmpty,
      "settings without an export rule (add one to ExportedSetting.rules and the export): \(names.subtracting(ruled).sorted())"
    )
    #expect(ruled.subtracting(names).isEmpty, "rules for no setting: \(ruled.subtracting(names))")
  }

  @Test("each carried setting's key is one a scenario's config (or top level) reads")
  func carriedKeysAreRead() throws {
    for (name, rule) in ExportedSetting.rules {
      guard case .carried(let key) = rule, key != "bridge" else { continue }
      let value =
        switch key {
        case "page-answers": "manual"
        case "slop", "history-limit": "3"
        case "long-press": "off"
        case "activation": "[link]"
        case "double-tap": "held"
        case "history": "commits"
        case "double-tap-interval": "250ms"
        case "double-tap-distance": "30.5"
        default: "40ms"
        }
      let text = """
        name: \(name)
        config:
          \(key): \(value)
        views:
          - id: web
            kind: web
            frame: [0, 0, 320, 480]
        timeline: []
        expect: []
        """
      let result = ScenarioLoader.run(SourceFile(path: "\(name).yaml", text: text))
      #expect(result.passed, "\(key): \(result.status)")
    }
  }

  @Test(
    "a session with tuned settings and an app that blocks links replays to the same decisions",
    arguments: Array(UInt64(600)...620))
  func tunedSettingsTravel(seed: UInt64) throws {
    let session = RandomSession(seed: seed, count: 160, pageAnswers: true)
    let simulation = try session.play(
      capacity: 10_000, block: BlockList(["https://other.example/"])
    ) { configuration in
      configuration.controlWait = .milliseconds(37)
      configuration.lateLinkGrace = .milliseconds(120)
      configuration.historyLimit = 2
      configuration.window = .milliseconds(400)
    }
    let recording = try #require(simulation.overlay.flightRecording())
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "tuned \(seed)")
    #expect(text.contains("control-wait: 37ms"))
    #expect(text.contains("late-link-grace: 120ms"))
    #expect(text.contains("history-limit: 2"))
    #expect(!text.contains("the replay allows it"))
    let result = ScenarioLoader.run(SourceFile(path: "tuned-\(seed).yaml", text: text))
    #expect(result.passed, "seed \(seed):\n\(text)\n\(result.status)")
    #expect(
      FlightRecordingRoundTripTests.lines(
        result.decisions.map { ($0.time, $0.outcome) }, from: .zero)
        == FlightRecordingRoundTripTests.lines(
          simulation.decisions.map { ($0.time, $0.outcome) }, from: recording.startTime))
  }

  @Test("the issue's case: a 50 ms control wait replays to the app's decision, not the default's")
  func controlWaitTravels() throws {
    var configuration = OverlayConfiguration(strategy: .pageAnswers)
    configuration.controlWait = .milliseconds(50)
    let simulation = try Simulation(
      tree: RandomSession.tree(), firstPage: "https://example.com/", configuration: configuration)
    simulation.overlay.recorder = FlightRecorder()
    simulation.play(.touch(.down, Point(x: 40, y: 100), finger: 1))
    simulation.advance(to: .milliseconds(60))
    simulation.play(.touch(.up, Point(x: 40, y: 100), finger: 1))
    simulation.advance(to: .milliseconds(66))
    simulation.play(.pageAnswer(PageAnswer(control: .button, for: .point(Point(x: 40, y: 100)))))
    simulation.advance(to: .milliseconds(90))
    simulation.play(.request(NavigationRequest(url: "https://example.com/next", type: .other)))
    simulation.finish()
    #expect(simulation.trace.contains { $0.description == "90ms: link https://example.com/next" })
    let recording = try #require(simulation.overlay.flightRecording())
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "control wait")
    let result = ScenarioLoader.run(SourceFile(path: "control-wait.yaml", text: text))
    #expect(result.passed, "\(text)\n\(result.status)")
    #expect(result.decisions.map(\.outcome.kind) == [.link])
  }

  /// An app that vetoes exactly one URL.
  final class ExactVeto: TapOverlayDecider {
    let url: String
    init(_ url: String) { self.url = url }
    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      request.url != url
    }
    func runAction(_ name: String, for request: NavigationRequest) {}
  }

  /// The export of an app's session that asked `urls` in turn, vetoing
  /// `vetoed` only.
  static func exportedVetoes(_ urls: [String], vetoing vetoed: String) throws -> String {
    let overlay = try TapOverlay(
      tree: RandomSession.tree(), firstPage: "https://example.com/",
      scheduler: ManualScheduler())
    let decider = ExactVeto(vetoed)
    overlay.decider = decider
    overlay.recorder = FlightRecorder()
    for url in urls { overlay.send(.request(NavigationRequest(url: url))) }
    let recording = try #require(overlay.flightRecording())
    return try RecordingScenarioWriter.scenario(from: recording, name: "veto")
  }

  @Test("the app's vetoes travel as the scenario's decider when a prefix list says them exactly")
  func vetoesTravel() throws {
    let text = try Self.exportedVetoes(
      ["https://example.com/a", "https://example.com/b", "https://example.com/a"],
      vetoing: "https://example.com/a")
    #expect(text.contains("decider:\n  cancel:\n    - https://example.com/a\n"))
    #expect(!text.contains("the replay allows it"))
    let result = ScenarioLoader.run(SourceFile(path: "veto.yaml", text: text))
    #expect(result.passed, "\(text)\n\(result.status)")
    #expect(result.trace.map(\.description).filter { $0.hasPrefix("0ms: block") }.count == 2)
  }

  @Test("a veto that an allowed request's URL starts with is no block list: the export refuses")
  func ambiguousVetoIsRefused() throws {
    #expect(
      throws: RecordingExportError.vetoes(
        .answer(url: "https://example.com/ab", at: .zero, recorded: .allow, replayed: .block))
    ) {
      try Self.exportedVetoes(
        ["https://example.com/a", "https://example.com/ab"], vetoing: "https://example.com/a")
    }
  }
}
