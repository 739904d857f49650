import TapOrLink
import Testing

@Suite("Page answers: what the page says lies under a finger, whenever it says it")
struct PageAnswerTests {
  func harness(
    _ strategy: DecisionStrategy = .pageAnswers, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    try Harness(
      configuration: OverlayConfiguration(strategy: strategy), sourceLocation: sourceLocation)
  }

  @Test("a content answer after touch-up decides the tap when it arrives, and says so")
  func contentAfterUp() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.content, .point(Point(x: 100, y: 200)), at: 56) == .decided(GestureID(1)))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(100, 200))), at: ms(56)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(56)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
    ])
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
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(5)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .delivered(.up(103, 200, at: ms(40)), to: "web"),
      .decided(.tap(view: "web", point: pt(103, 200)), at: ms(40)), .replied(.delivered(to: "web")),
    ])
    #expect(try onlyDecision(h).reason == .pageAnswer(.content, at: ms(5)))
  }

  @Test("a link answer keeps the window open: the request makes a link")
  func linkKeepsWindow() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.link, .gesture(GestureID(1)), at: 50) == .recorded(GestureID(1)))
    h.request("https://example.com/a", at: 340)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.link, for: .gesture(GestureID(1))), at: ms(50)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
    ])
    #expect(try onlyDecision(h).evidence.pageAnswer == .link)
  }

  @Test("a link answer and no request: the window decides; no answer at all: the window too")
  func windowFallback() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.answer(.link, .gesture(GestureID(1)), at: 50)
    h.press(100, 200, from: 1000, to: 1040)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.link, for: .gesture(GestureID(1))), at: ms(50)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1790)),
    ])
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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .pageAnswered(PageAnswer(.link, for: .point(pt(100, 200))), at: ms(5)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.unknown, for: .point(pt(100, 200))), at: ms(45)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(100, 200))), at: ms(60)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(60)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
    ])
  }

  @Test("a content answer for an older waiting gesture takes it out of the middle")
  func answerForOlderGesture() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(200, 200, from: 100, to: 140)
    h.press(150, 300, from: 200, to: 240)
    #expect(h.answer(.content, .gesture(GestureID(2)), at: 250) == .decided(GestureID(2)))
    h.request("https://example.com/a", at: 300)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(200, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(200, 200, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .delivered(.down(150, 300, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 300, at: ms(240)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(2))), at: ms(250)),
      .decided(.tap(view: "web", point: pt(200, 200)), at: ms(250)),
      .replied(.pageAnswer(.decided(GestureID(2)))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(300)), .answered(request, .allow, at: ms(300)),
      .backButton(visible: true, at: ms(300)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(150, 300)), at: ms(990)),
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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(9))), at: ms(41)),
      .diagnosed(.answerForUnknownGesture(GestureID(9)), at: ms(41)),
      .replied(.pageAnswer(.ignored(.answerForUnknownGesture(GestureID(9))))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(0))), at: ms(42)),
      .diagnosed(.answerForUnknownGesture(GestureID(0)), at: ms(42)),
      .replied(.pageAnswer(.ignored(.answerForUnknownGesture(GestureID(0))))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(300, 10))), at: ms(43)),
      .diagnosed(.answerForNoGestureAt(pt(300, 10)), at: ms(43)),
      .replied(.pageAnswer(.ignored(.answerForNoGestureAt(pt(300, 10))))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    #expect(
      h.answer(.content, .gesture(GestureID(1)), at: 800)
        == .ignored(.answerForDecidedGesture(GestureID(1))))
    #expect(
      h.answer(.content, .point(Point(x: 101, y: 200)), at: 801)
        == .ignored(.answerForDecidedGesture(GestureID(1))))
    #expect(h.decisions.count == 1)
    h.expect([
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(800)),
      .diagnosed(.answerForDecidedGesture(GestureID(1)), at: ms(800)),
      .replied(.pageAnswer(.ignored(.answerForDecidedGesture(GestureID(1))))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(101, 200))), at: ms(801)),
      .diagnosed(.answerForDecidedGesture(GestureID(1)), at: ms(801)),
      .replied(.pageAnswer(.ignored(.answerForDecidedGesture(GestureID(1))))),
    ])
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
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .diagnosed(.fingerNotDown(5, .move), at: ms(60)),
      .diagnosed(.answerFromThePast(last: ms(60), given: ms(50)), at: ms(60)),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(60)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(60)),
    ])
  }

  @Test("with the timer strategy answers are reported and ignored")
  func timerIgnoresAnswers() throws {
    let h = try harness(.timer)
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.content, .gesture(GestureID(1)), at: 50) == .ignored(.pageAnswersOff))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50)),
      .diagnosed(.pageAnswersOff, at: ms(50)), .replied(.pageAnswer(.ignored(.pageAnswersOff))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("the probe is the special case answering at touch-up, and takes later answers too")
  func probeIsSpecialCase() throws {
    let h = try harness(.probe(ContentProbe { _ in .unknown }))
    h.press(100, 200, from: 0, to: 40)
    #expect(h.decisions.isEmpty)
    h.answer(.content, .gesture(GestureID(1)), at: 70)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(70)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(70)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
    ])
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
    h.expect([
      .delivered(.down(50, 150, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 150, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(50, 50))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(50, 150)), at: ms(50)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
    ])
  }
}
