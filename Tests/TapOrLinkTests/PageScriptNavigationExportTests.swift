import TapOrLink
import TapOrLinkPageScript
import TapScript
import Testing

/// A report the page script sends is the address the page moved to, as a
/// browser writes it, so one message can never make an overlay's flight
/// recording unexportable.
@Suite("Page script navigation reports: exportable as a flight recording")
struct PageScriptNavigationExportTests {
  static let spaced = [
    "https://app.example/a b", "https://app.example/?q=a b", "https://app.example/# top",
    " https://app.example/", "https://app.example/a  b/ #x",
  ]

  @Test("a URL with spaces reads with each space as %20, from a body and a bridge URL")
  func spacesAreEncoded() throws {
    for url in Self.spaced {
      let body = try #require(PageScriptNavigation(body: ["navigation": "push", "url": url]))
      #expect(!body.url.contains(" "))
      #expect(body.url == url.replacingOccurrences(of: " ", with: "%20"))
    }
    // `+` in a bridge URL's query is a space, as URLSearchParams reads it.
    #expect(
      PageScriptNavigation(bridgeURL: "taporlink://navigation?kind=push&url=a+b")
        == PageScriptNavigation(kind: .push, url: "a%20b"))
  }

  @Test("a URL that is too long once its spaces are encoded is not a navigation")
  func encodedLength() {
    let url = "https://a/" + String(repeating: " ", count: 3_000)
    #expect(url.utf8.count <= PageScriptNavigation.maximumURLLength)
    #expect(PageScriptNavigation(body: ["navigation": "push", "url": url]) == nil)
  }

  @Test("an overlay given spaced reports exports its flight recording, which replays the same")
  func exportable() throws {
    // Not exhaustive: the replay agreeing with the run is the check.
    let h = try Harness(
      firstPage: "https://app.example/",
      configuration: OverlayConfiguration(strategy: .pageAnswers),
      exhaustive: false)
    h.overlay.recorder = FlightRecorder()
    for (index, url) in Self.spaced.enumerated() {
      let start = Double(index) * 2_000
      h.press(50, 200, from: start, to: start + 40)
      let report = try #require(
        PageScriptReport(
          bridgeURL: "taporlink://navigation?kind=fragment&url="
            + url.replacingOccurrences(of: " ", with: "+")))
      h.at(start + 60)
      report.apply(to: h.overlay, at: ms(start + 60))
      h.advance(to: start + 1_500)
    }
    h.runUntilIdle()
    let decisions = h.decisions
    #expect(decisions.count == Self.spaced.count)
    let recording = try #require(h.overlay.flightRecording())
    let text = try RecordingScenarioWriter.scenario(from: recording, name: "spaced reports")
    let result = ScenarioLoader.run(SourceFile(path: "recorded.yaml", text: text))
    #expect(result.passed, "\(result.status)")
    #expect(result.decisions.map(\.outcome) == decisions.map(\.outcome))
  }
}
