import Foundation
import TapEvidence
import TapOrLink
import TapScript
import TestSupport
import Testing

/// The committed recordings of the real-web corpus (`Scenarios/real-web/`,
/// made by `Tools/browser/record-real-web.sh`), read back and judged:
/// Docs/RealWeb.md's tables come from these.
@Suite("Committed real-web recordings")
struct CommittedRealWebTests {
  static let folder = PackageRoot.appending("Scenarios/real-web")
  static let loaded = PageRecording.load([folder.path])
  static var taps: [RealWebEvaluation.Tap] { RealWebEvaluation.taps(loaded.recordings) }
  /// The corpus's targets (shared/realweb/targets.json).
  static let targets = 516

  /// The gestures an engine's folder says it could not record.
  static func notRecorded(_ engine: String) throws -> Int {
    let data = try Data(
      contentsOf: folder.appendingPathComponent(engine).appendingPathComponent(
        "not-recorded.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object["not_recorded"] as? [Any]).count
  }

  @Test("every recording reads as a tap with its truth, in both engines")
  func everyRecordingReads() {
    #expect(Self.loaded.errors.map(\.message) == [])
    #expect(Self.taps.count == Self.loaded.recordings.count)
    #expect(Set(Self.taps.map(\.recording.engine)) == ["chromium", "webkit"])
  }

  @Test("at least 90 % of the targets are recorded in Chromium, 75 % in WebKit, the rest named")
  func coverage() throws {
    for (engine, share) in [("chromium", 0.9), ("webkit", 0.75)] {
      let recorded = Self.taps.filter { $0.recording.engine == engine }.count
      #expect(Double(recorded) >= share * Double(Self.targets), "\(engine): \(recorded)")
      #expect(try recorded + Self.notRecorded(engine) == Self.targets, "\(engine)")
    }
  }

  @Test("the engine decides each recording as expected; each difference from the truth is named")
  func engineAgrees() {
    for recording in Self.loaded.recordings {
      let result = ScenarioRunner.run(recording.scenario)
      if case .passed = result.status {
      } else {
        Issue.record("\(recording.path) does not pass")
      }
      let decided =
        (try? ScenarioRunner.play(recording.scenario))?.decisions.map(\.outcome.kind) ?? []
      let wrong = zip(recording.truth, decided).filter { $0 != $1 }.count
      #expect(wrong == recording.blindSpots.count, "\(recording.path)")
    }
  }

  @Test("no link that requests a document is called a tap by the timer")
  func timerCallsNoDocumentLinkATap() {
    for engine in ["chromium"] {
      let figures = RealWebEvaluation.figures(
        Self.taps.filter { $0.recording.engine == engine })
      let timer = figures.first { $0.strategy == "timer" }
      #expect(timer?.documentLinksCalledTaps == 0, "\(engine)")
    }
  }

  @Test(
    "in both engines, where the engine itself navigated, no link is called a tap by the timer or page answers, nor answered content"
  )
  func noNavigatedLinkIsATap() {
    for engine in ["chromium", "webkit"] {
      let mine = Self.taps.filter { $0.recording.engine == engine }
      for figures in RealWebEvaluation.figures(mine)
      where ["timer", "page_answers"].contains(figures.strategy) {
        #expect(figures.linksCalledTapsThoughNavigated == 0, "\(engine) \(figures.strategy)")
      }
      #expect(RealWebEvaluation.answerFigures(mine).navigatedLinksAnsweredContent == 0, "\(engine)")
    }
  }

  @Test(
    "with page answers, in both engines: no control decided tap, no link decided control, 95 % of controls and at most 2 % of content decided control"
  )
  func threeAnswers() throws {
    for engine in ["chromium", "webkit"] {
      let mine = Self.taps.filter { $0.recording.engine == engine }
      let figures = try #require(
        RealWebEvaluation.threeWay(mine).first { $0.strategy == "page_answers" })
      let controls = figures.total(.control)
      #expect(controls > 0, "\(engine)")
      #expect(figures.count(.control, .tap) == 0, "\(engine)")
      #expect(figures.count(.link, .control) == 0, "\(engine)")
      #expect(Double(figures.count(.control, .control)) >= 0.95 * Double(controls), "\(engine)")
      #expect(
        Double(figures.count(.content, .control)) <= 0.02 * Double(figures.total(.content)),
        "\(engine)")
    }
  }
}
