import TapEvidence
import TapScript
import Testing

/// What the control wait must cover, measured on recordings: how long after
/// the browser's click, and after the page script's `control` answer, a
/// control's handler navigated.
@Suite("Real-web taps: a control's handler navigating")
struct ControlHandlerNavigationTests {
  static func tap(_ steps: [String]) throws -> RealWebEvaluation.Tap {
    try RecordedTapFixture.tap(
      recording: "engine=webkit page=p/index.html target=0 gesture=tap truth=link",
      recorded: "truth=link observed=document chosen=control scale=1 moved=no truth3=link "
        + "effects=control click=65",
      config: ["page-answers: manual"], steps: ["61ms: answer link at 10 10"] + steps,
      expect: "never: tap")
  }

  @Test("a request after the script's control answer is measured from the click and the answer")
  func afterControlAnswer() throws {
    let tap = try Self.tap([
      "66ms: answer control button at 10 10", "69.5ms: request https://e.test/a type other",
    ])
    #expect(RealWebEvaluation.handlerNavigations([tap]) == [4.5])
    #expect(RealWebEvaluation.requestsAfterControlAnswers([tap]) == [3.5])
  }

  @Test("a handler's navigation the script answered link for needs no wait")
  func answeredLink() throws {
    let tap = try Self.tap([
      "66ms: answer link at 10 10", "67ms: same-document push https://e.test/b",
    ])
    #expect(RealWebEvaluation.handlerNavigations([tap]) == [2])
    #expect(RealWebEvaluation.requestsAfterControlAnswers([tap]).isEmpty)
  }

  @Test("a frame's request, a reload or a traverse after a control answer is no navigation")
  func notNavigations() throws {
    for step in [
      "70ms: request https://e.test/ad subframe", "70ms: request https://e.test/ type reload",
      "70ms: same-document traverse https://e.test/#n",
    ] {
      let tap = try Self.tap(["66ms: answer control toggle at 10 10", step])
      #expect(RealWebEvaluation.requestsAfterControlAnswers([tap]).isEmpty, "\(step)")
      #expect(RealWebEvaluation.handlerNavigations([tap]).isEmpty, "\(step)")
    }
  }
}
