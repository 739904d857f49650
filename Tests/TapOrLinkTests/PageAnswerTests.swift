import TapOrLink
import Testing

@Suite("Page answers: what the page says lies under a finger, whenever it says it")
struct PageAnswerTests {
  func harness(_ strategy: DecisionStrategy = .pageAnswers) throws -> Harness {
    try Harness(configuration: OverlayConfiguration(strategy: strategy))
  }

  @Test("a content answer after touch-up decides the tap when it arrives, and says so")
  func contentAfterUp() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.content, .point(Point(x: 100, y: 200)), at: 56) == .decided(GestureID(1)))
    h.finish()
    #expect(h.outcomes == ["56ms: tap web 100 200"])
    let decision = try onlyDecision(h)
    #expect(decision.reason == .pageAnswer(.content, at: ms(56)))
    #expect(decision.evidence.pageAnswer == .content)
    #expect(decision.explanation.contains("the page answered content for 100 200 at 56ms"))
    #expect(decision.explanation.contains("16ms after touch-up"))
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("a content answer before touch-up decides the tap at touch-up")
  func contentBeforeUp() throws {
    let h = try harness()
    h.down(100, 200, at: 0)
    #expect(h.answer(.content, .gesture(GestureID(1)), at: 5) == .recorded(GestureID(1)))
    #expect(h.decisions.isEmpty)
    #expect(h.up(103, 200, at: 40) == .delivered(to: "web", awaitingNavigation: nil))
    #expect(h.outcomes == ["40ms: tap web 103 200"])
    #expect(try onlyDecision(h).reason == .pageAnswer(.content, at: ms(5)))
  }

  @Test("a link answer keeps the window open: the request makes a link")
  func linkKeepsWindow() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.link, .gesture(GestureID(1)), at: 50) == .recorded(GestureID(1)))
    h.request("https://example.com/a", at: 340)
    h.finish()
    #expect(h.outcomes == ["340ms: link https://example.com/a"])
    #expect(try onlyDecision(h).evidence.pageAnswer == .link)
  }

  @Test("a link answer and no request: the window decides; no answer at all: the window too")
  func windowFallback() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.answer(.link, .gesture(GestureID(1)), at: 50)
    h.press(100, 200, from: 1000, to: 1040)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200", "1790ms: tap web 100 200"])
    #expect(h.decisions.map(\.reason) == [.windowClosed, .windowClosed])
  }

  @Test("the latest answer wins: link before touch-up, content after, decides the tap")
  func latestWins() throws {
    let h = try harness()
    h.down(100, 200, at: 0)
    h.answer(.link, .point(Point(x: 100, y: 200)), at: 5)
    h.up(100, 200, at: 40)
    h.answer(.unknown, .point(Point(x: 100, y: 200)), at: 45)
    h.answer(.content, .point(Point(x: 100, y: 200)), at: 60)
    h.finish()
    #expect(h.outcomes == ["60ms: tap web 100 200"])
  }

  @Test("a content answer for an older waiting gesture takes it out of the middle")
  func answerForOlderGesture() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(200, 200, from: 100, to: 140)
    h.press(150, 300, from: 200, to: 240)
    #expect(h.answer(.content, .gesture(GestureID(2)), at: 250) == .decided(GestureID(2)))
    h.request("https://example.com/a", at: 300)
    h.finish()
    #expect(
      h.outcomes == [
        "250ms: tap web 200 200", "300ms: link https://example.com/a", "990ms: tap web 150 300",
      ])
  }

  @Test("bad answers are reported and change nothing")
  func badAnswers() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(
      h.answer(.content, .gesture(GestureID(9)), at: 41)
        == .ignored(.answerForUnknownGesture(GestureID(9))))
    #expect(
      h.answer(.content, .gesture(GestureID(0)), at: 42)
        == .ignored(.answerForUnknownGesture(GestureID(0))))
    #expect(
      h.answer(.content, .point(Point(x: 300, y: 10)), at: 43)
        == .ignored(.answerForNoGestureAt(Point(x: 300, y: 10))))
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
    #expect(
      h.answer(.content, .gesture(GestureID(1)), at: 800)
        == .ignored(.answerForDecidedGesture(GestureID(1))))
    #expect(
      h.answer(.content, .point(Point(x: 101, y: 200)), at: 801)
        == .ignored(.answerForDecidedGesture(GestureID(1))))
    #expect(h.decisions.count == 1)
  }

  @Test("an answer stamped in the past is reported and taken at the latest instant")
  func answerFromThePast() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.at(60)
    h.overlay.handle(.move(0, 0, finger: 5, at: ms(60)))
    let disposition = h.overlay.pageAnswered(
      PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50))
    #expect(disposition == .decided(GestureID(1)))
    #expect(h.diagnostics.contains(.answerFromThePast(last: ms(60), given: ms(50))))
    #expect(h.outcomes == ["60ms: tap web 100 200"])
  }

  @Test("with the timer strategy answers are reported and ignored")
  func timerIgnoresAnswers() throws {
    let h = try harness(.timer)
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.content, .gesture(GestureID(1)), at: 50) == .ignored(.pageAnswersOff))
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
  }

  @Test("the probe is the special case answering at touch-up, and takes later answers too")
  func probeIsSpecialCase() throws {
    let h = try harness(.probe(ContentProbe { _ in .unknown }))
    h.press(100, 200, from: 0, to: 40)
    #expect(h.decisions.isEmpty)
    h.answer(.content, .gesture(GestureID(1)), at: 70)
    #expect(h.outcomes == ["70ms: tap web 100 200"])
  }

  @Test("a point answer converts through the web view's frame")
  func pointInWebCoordinates() throws {
    let views = [
      View(
        id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 600),
        children: [View(id: "web", frame: Rect(x: 0, y: 100, width: 320, height: 480), kind: .web)])
    ]
    let h = try Harness(
      views: views, configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(50, 150, from: 0, to: 40)
    #expect(h.answer(.content, .point(Point(x: 50, y: 50)), at: 50) == .decided(GestureID(1)))
  }
}
