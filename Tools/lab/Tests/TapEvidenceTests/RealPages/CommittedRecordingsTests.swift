import Foundation
import TapEvidence
import TapOrLink
import TapScript
import TestSupport
import Testing

/// The committed recordings of the test pages in real web engines
/// (`Scenarios/real-pages/`, made by `Tools/browser/record.py`), read back
/// and judged: Docs/RealPages.md's tables come from these.
@Suite("Committed page recordings")
struct CommittedRecordingsTests {
  static let loaded = PageRecording.load([PackageRoot.appending("Scenarios/real-pages").path])
  static var recordings: [PageRecording] { loaded.recordings }

  @Test("every recording reads, and both engines are recorded")
  func everyRecordingReads() {
    #expect(Self.loaded.errors.map(\.message) == [])
    #expect(Set(Self.recordings.map(\.engine)) == ["chromium", "webkit"])
    for engine in ["chromium", "webkit"] {
      let gestures = Set(Self.recordings.filter { $0.engine == engine }.map(\.gesture))
      #expect(gestures == ["tap", "drag", "longpress", "doubletap", "twofinger"], "\(engine)")
    }
  }

  @Test("the engine decides one outcome for each recorded gesture")
  func oneOutcomeAGesture() {
    for judgement in RealPageEvaluation.judged(Self.recordings) {
      #expect(judgement.outcome != nil, "\(judgement.path): \(judgement.gesture)")
    }
  }

  @Test("every outcome that differs from the page's truth is a named blind spot")
  func everyWrongOutcomeIsNamed() {
    for recording in Self.recordings {
      let wrong = RealPageEvaluation.judged([recording]).filter { $0.outcome != $0.truth }
      #expect(wrong.count == recording.blindSpots.count, "\(recording.path)")
    }
  }

  @Test("a tap on content is never called a link, but where a blind spot says the page asked")
  func contentTapsStayTaps() {
    let called = RealPageEvaluation.judged(Self.recordings).filter {
      $0.truth == .tap && $0.outcome == .link
    }
    #expect(called.map(\.element) == ["link whose touchend handler calls preventDefault"])
    #expect(called.map(\.engine) == ["webkit"])
  }

  @Test("WebKit's own navigation type of each request maps to the type recorded")
  func webKitTypesMap() throws {
    var checked = 0
    for recording in Self.recordings where recording.engine == "webkit" {
      let requests = recording.scenario.steps.compactMap { step -> NavigationRequest? in
        guard case .input(.request(let request)) = step.command else { return nil }
        return request
      }
      try #require(requests.count == recording.requestDetails.count, "\(recording.path)")
      for (request, detail) in zip(requests, recording.requestDetails) {
        let name = String(detail.prefix { $0 != "," })
        let type = try #require(WebKitNavigationType(rawValue: name), "\(recording.path): \(name)")
        #expect(type.navigationType == request.type, "\(recording.path): \(detail)")
        checked += 1
      }
    }
    #expect(checked >= 15)
  }

  @Test("Chromium and WebKit ask for a tapped link well inside the window")
  func linksComeEarly() {
    for sample in RealPageEvaluation.latencies(Self.recordings) where sample.kind == "link" {
      #expect(sample.milliseconds >= 0 && sample.milliseconds < 300, "\(sample)")
    }
  }

  /// The engine's first decision on a recording with the page script's
  /// answers (`page_answers`), or with them taken out (`timer`), and what it
  /// did with each same-document navigation.
  static func play(_ recording: PageRecording, answers: Bool) throws -> Simulation {
    var scenario = recording.scenario
    if !answers {
      scenario.config.pageAnswers = .off
      scenario.steps = scenario.steps.filter {
        if case .answer = $0.command { false } else { true }
      }
    }
    return try ScenarioRunner.play(scenario)
  }

  @Test(
    "a tapped link that navigates within the document is a link, with the timer and with the page's answers",
    arguments: [false, true])
  func sameDocumentLinksAreLinks(answers: Bool) throws {
    var checked = 0
    for recording in Self.recordings where recording.isSingleTap {
      guard recording.truth.first == .link,
        recording.scenario.steps.contains(where: {
          if case .input(.sameDocument(let navigation)) = $0.command {
            navigation.kind == .fragment || navigation.kind == .push
          } else {
            false
          }
        })
      else { continue }
      let simulation = try Self.play(recording, answers: answers)
      let first = simulation.decisions.min { $0.gesture < $1.gesture }
      #expect(first?.outcome.kind == .link, "\(recording.path)")
      checked += 1
    }
    // The routers', hash routes' and fragment links of Tests/Pages, in both engines.
    #expect(checked >= 20)
  }

  @Test(
    "no scroll-spy replace and no back or forward move counts as a link",
    arguments: [false, true])
  func scrollSpyAndTraverseDoNotCount(answers: Bool) throws {
    var checked = 0
    for recording in Self.recordings
    where recording.page == "scroll-spy.html" || recording.page == "history-traverse.html" {
      let simulation = try Self.play(recording, answers: answers)
      for outcome in simulation.navigations
      where outcome.navigation.kind == .replace || outcome.navigation.kind == .traverse {
        switch outcome.disposition {
        case .link, .lateLink:
          Issue.record("\(recording.path): \(outcome.explanation)")
        case .notCounted, .ignored:
          checked += 1
        }
      }
    }
    #expect(checked >= 4)
  }
}
