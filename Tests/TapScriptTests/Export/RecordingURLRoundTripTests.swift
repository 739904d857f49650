import TapOrLink
import TapScript
import Testing

/// The flight recorder's export writes every URL so that the replay reads
/// back the same URL, or refuses the recording with the reason: a step's
/// words are separated by spaces and tabs, so a URL holding one cannot be
/// a `request` step.
@Suite struct RecordingURLRoundTripTests {
  /// A session of taps, each made a link by a request to one of `urls`,
  /// then a `select` of the last one.
  static func recording(urls: [String]) throws -> (FlightRecording, [Outcome]) {
    let simulation = try Simulation(tree: RandomSession.tree())
    simulation.overlay.recorder = FlightRecorder()
    for (index, url) in urls.enumerated() {
      let start = Int64(index) * 2_000
      simulation.advance(to: .milliseconds(start))
      simulation.play(.touch(.down, Point(x: 10, y: 10), finger: 1))
      simulation.advance(to: .milliseconds(start + 40))
      simulation.play(.touch(.up, Point(x: 10, y: 10), finger: 1))
      simulation.advance(to: .milliseconds(start + 100))
      simulation.play(.request(NavigationRequest(url: url)))
    }
    if let last = urls.last { simulation.play(.select(last)) }
    simulation.finish()
    let recording = try #require(simulation.overlay.flightRecording())
    return (recording, simulation.decisions.map(\.outcome))
  }

  static let writable = [
    "https://example.com/a#top", "https://example.com/#a#b", "#", "#frag",
    "https://example.com/?q=a:b", "https://example.com/x:", "'quoted'", "\"double\"",
    "https://example.com/\\n", "https://example.com/a\nb", "https://example.com/a\rb",
    "https://example.com/\u{1B}[2J", "https://example.com/\u{202E}", "https://例え.jp/パス",
    "https://example.com/\u{0}", "-", "[x]",
    "https://example.com/" + String(repeating: "a", count: 50_000),
  ]

  @Test("URLs holding `#`, quotes, line ends and control characters replay as recorded")
  func writableURLs() throws {
    let (recording, outcomes) = try Self.recording(urls: Self.writable)
    #expect(outcomes.count == Self.writable.count)
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "hostile URLs")
    let result = ScenarioLoader.run(SourceFile(path: "recorded.yaml", text: text))
    #expect(result.passed, "\(result.status)")
    let replayed = result.decisions.map(\.outcome)
    #expect(replayed == outcomes)
    for (outcome, url) in zip(replayed, Self.writable) {
      guard case .link(let request) = outcome else {
        Issue.record("not a link: \(outcome)")
        continue
      }
      #expect(Array(request.url.unicodeScalars) == Array(url.unicodeScalars))
    }
  }

  @Test(
    "a URL holding a space, a tab or ` #` is refused at export, with the reason",
    arguments: [
      "https://example.com/a b", "https://example.com/a\tb", "https://example.com/ #top",
      " https://example.com/", "https://example.com/a #b",
    ])
  func spacedURLs(url: String) throws {
    let (recording, _) = try Self.recording(urls: ["https://example.com/ok", url])
    #expect(
      throws: RecordingExportError.unwritable(
        .splitsIntoWords(what: "the URL of a `request` step", value: url))
    ) {
      try RecordingScenarioWriter.scenario(from: recording, name: "spaced")
    }
    let error = RecordingExportError.unwritable(
      .splitsIntoWords(what: "the URL of a `request` step", value: url))
    #expect(error.description.contains("space or a tab"))
  }
}
