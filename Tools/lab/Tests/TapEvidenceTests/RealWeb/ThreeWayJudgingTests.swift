import TapEvidence
import TapOrLink
import TapScript
import Testing

/// How the three answers' tables judge a recorded tap against the targets
/// file's truth in three: a control by the truth whose click in this run
/// landed on no control, the page not reacting, is judged by this run's
/// click, in every engine, and counted as written beside it.
@Suite("Real-web taps: the truth in three, judged")
struct ThreeWayJudgingTests {
  /// A recorded tap in `engine` that the page script answered `link` at
  /// touch-up and `answer` at the click; the targets file calls its target
  /// `chosen` and its truth in three `truth3`, and its run saw `effects`;
  /// by default answered `content` at the click and decided `tap` then.
  static func tap(
    engine: String, target: Int = 3, truth3: String, effects: String, chosen: String = "empty",
    answer: String = "content", expect: String = "66ms: tap web 10 10"
  ) throws -> RealWebEvaluation.Tap {
    try RecordedTapFixture.tap(
      recording: "engine=\(engine) page=p/index.html target=\(target) gesture=tap truth=content",
      recorded: "truth=content observed=none chosen=\(chosen) scale=1 moved=no truth3=\(truth3) "
        + "effects=\(effects) click=64",
      config: ["page-answers: manual"],
      steps: ["61ms: answer link at 10 10", "66ms: answer \(answer) at 10 10"],
      expect: expect)
  }

  /// A tap on a control, answered `control` at the click.
  static func controlTap(engine: String) throws -> RealWebEvaluation.Tap {
    try tap(
      engine: engine, target: 0, truth3: "control", effects: "control", chosen: "control",
      answer: "control button", expect: "71ms: control web 10 10 button")
  }

  @Test(
    "a control by the truth that this run's click missed is judged content, in every engine",
    arguments: ["chromium", "webkit"], ["none", "no-click"])
  func missedControl(engine: String, effects: String) throws {
    let tap = try Self.tap(engine: engine, truth3: "control", effects: effects)
    #expect(tap.clickedElsewhere)
    #expect(tap.truth3 == .control)
    #expect(tap.writtenTruth3 == .control)
    #expect(tap.judged3 == .content)
  }

  @Test("a control by the truth whose page reacted in this run stays a control")
  func reactedControl() throws {
    for effects in ["control", "reacted", "unrecorded"] {
      let tap = try Self.tap(engine: "chromium", truth3: "control", effects: effects)
      #expect(!tap.clickedElsewhere, "\(effects)")
      #expect(tap.judged3 == .control, "\(effects)")
    }
  }

  @Test("content by the truth is never judged otherwise, whatever this run saw")
  func contentStays() throws {
    for effects in ["none", "control", "reacted"] {
      let tap = try Self.tap(engine: "webkit", truth3: "content", effects: effects)
      #expect(!tap.clickedElsewhere)
      #expect(tap.judged3 == .content, "\(effects)")
    }
  }

  @Test("the table counts a missed control as content and keeps it as written")
  func tableCountsBoth() throws {
    let taps = [
      try Self.tap(engine: "chromium", truth3: "control", effects: "none"),
      try Self.controlTap(engine: "chromium"),
      try Self.tap(engine: "chromium", truth3: "content", effects: "none"),
    ]
    let figures = try #require(
      RealWebEvaluation.threeWay(taps).first { $0.strategy == "page_answers" })
    #expect(figures.count(.control, .control) == 1)
    #expect(figures.count(.control, .tap) == 0)
    #expect(figures.count(.content, .tap) == 2)
    #expect(figures.total(.link) == 0)
    #expect(figures.clickedElsewhere == 1)
    #expect(figures.writtenControls == [.control: 1, .tap: 1])
  }

  @Test("a recording without a truth in three (`truth3=-`) is judged by this run's effects")
  func noTruth3() throws {
    let handled = try Self.tap(engine: "webkit", truth3: "-", effects: "reacted")
    #expect(handled.truth3 == nil)
    #expect(handled.writtenTruth3 == .control)
    #expect(handled.judged3 == .control)
    let plain = try Self.tap(engine: "webkit", truth3: "-", effects: "none")
    #expect(plain.truth3 == nil)
    #expect(plain.judged3 == .content)
  }
}
