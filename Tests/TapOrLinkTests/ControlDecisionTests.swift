import TapOrLink
import TapOrLinkPageScript
import Testing

@Suite("Controls: the page's own button, field or checkbox is neither content nor a link")
struct ControlDecisionTests {
  func harness(
    _ strategy: DecisionStrategy = .pageAnswers, wait: Duration = .milliseconds(10),
    window: Duration = .milliseconds(750), sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    try Harness(
      configuration: OverlayConfiguration(window: window, strategy: strategy, controlWait: wait),
      sourceLocation: sourceLocation)
  }

  let point = Point(x: 100, y: 200)

  @Test("a control answer after touch-up decides control the wait after it, and says why")
  func controlAfterUp() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.answer(.link, .point(point), at: 42) == .recorded(GestureID(1)))
    #expect(h.control(.toggle, .point(point), at: 45) == .recorded(GestureID(1)))
    h.advance(to: 54.999)
    #expect(h.decisions.isEmpty)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.link, for: .point(pt(100, 200))), at: ms(42)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .pageAnswered(PageAnswer(control: .toggle, for: .point(pt(100, 200))), at: ms(45)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .toggle), at: ms(55)),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.reason == .controlAnswered(at: ms(45)))
    #expect(decision.evidence.pageAnswer == .control)
    #expect(decision.evidence.pageAnswerControl == .toggle)
    #expect(decision.evidence.windowEnd == ms(55))
    #expect(
      decision.explanation
        == "55ms: control for gesture #1 on web: the page answered control (toggle) at 45ms, "
        + "5ms after touch-up; no counted request came by 55ms, 10ms after the answer")
    // The app's own "tapped" event is not sent for a control.
    #expect(h.events.compactMap(\.tappedView).isEmpty)
  }

  @Test("a control answer while the finger is down starts the wait at touch-up")
  func controlBeforeUp() throws {
    let h = try harness()
    h.down(100, 200, at: 0)
    #expect(h.control(.field, .gesture(GestureID(1)), at: 5) == .recorded(GestureID(1)))
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .pageAnswered(PageAnswer(control: .field, for: .gesture(GestureID(1))), at: ms(5)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .field), at: ms(50)),
    ])
    #expect(try onlyDecision(h).explanation.contains("10ms after touch-up"))
  }

  @Test("a request within the wait makes a link: a button whose handler navigates")
  func requestWithinWait() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 44)
    h.request("https://example.com/search", type: .other, at: 53)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/search", type: .other)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .button, for: .point(pt(100, 200))), at: ms(44)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(53)), .answered(request, .allow, at: ms(53)),
      .backButton(visible: true, at: ms(53)), .replied(.policy(.allow)),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.evidence.pageAnswer == .control)
    #expect(decision.explanation.contains("the page answered control (button) at 44ms"))
  }

  @Test("a request after the wait is the control's late link")
  func lateLinkAfterControl() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 44)
    h.request("https://example.com/later", type: .other, at: 300)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/later", type: .other)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .button, for: .point(pt(100, 200))), at: ms(44)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .button), at: ms(54)),
      .asked(request, as: .lateLink(GestureID(1))),
      .lateLink(
        LateLink(
          request: request, gesture: GestureID(1), tapTime: ms(54), lateness: .milliseconds(246),
          sameDocument: nil), at: ms(300)),
      .answered(request, .allow, at: ms(300)), .backButton(visible: true, at: ms(300)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("a same-document navigation within the wait makes a link too")
  func sameDocumentWithinWait() throws {
    let h = try harness()
    h.overlay.select("https://example.com/app")
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 44)
    h.navigate("https://example.com/app#/active", .push, at: 46)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .button, for: .point(pt(100, 200))), at: ms(44)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .decided(.link(NavigationRequest(url: "https://example.com/app#/active")), at: ms(46)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/app#/active", kind: .push), at: ms(46)),
      .backButton(visible: true, at: ms(46)), .replied(.sameDocument(.link(GestureID(1)))),
    ])
  }

  @Test("after a control answer, later answers about the gesture change nothing")
  func answersAfterControl() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.control(.select, .point(point), at: 44)
    #expect(
      h.answer(.content, .gesture(GestureID(1)), at: 45)
        == .ignored(.answerAfterControl(GestureID(1))))
    #expect(
      h.answer(.link, .gesture(GestureID(1)), at: 46) == .ignored(.answerAfterControl(GestureID(1)))
    )
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .select, for: .point(pt(100, 200))), at: ms(44)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(45)),
      .diagnosed(.answerAfterControl(GestureID(1)), at: ms(45)),
      .replied(.pageAnswer(.ignored(.answerAfterControl(GestureID(1))))),
      .pageAnswered(PageAnswer(.link, for: .gesture(GestureID(1))), at: ms(46)),
      .diagnosed(.answerAfterControl(GestureID(1)), at: ms(46)),
      .replied(.pageAnswer(.ignored(.answerAfterControl(GestureID(1))))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .select), at: ms(54)),
    ])
  }

  @Test("the wait ends no later than the window, and decides control there")
  func waitCappedByWindow() throws {
    let h = try harness(window: .milliseconds(100))
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 135)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .button, for: .point(pt(100, 200))), at: ms(135)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .button), at: ms(140)),
    ])
  }

  @Test("a second gesture's control waits no less than an older gesture's window")
  func controlsCloseInOrder() throws {
    let h = try harness()
    h.press(150, 300, from: 0, to: 20)  // waits for its window, to 770 ms
    h.press(100, 200, from: 30, to: 50)
    h.control(.toggle, .gesture(GestureID(2)), at: 52)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(150, 300, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 300, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .pageAnswered(PageAnswer(control: .toggle, for: .gesture(GestureID(2))), at: ms(52)),
      .replied(.pageAnswer(.recorded(GestureID(2)))),
      .decided(.tap(view: "web", point: pt(150, 300)), at: ms(770)),
      .decided(.control(view: "web", point: pt(100, 200), kind: .toggle), at: ms(770)),
    ])
    #expect(h.decisions.last?.evidence.windowRule == .alignedWithEarlierGesture(.milliseconds(720)))
  }

  @Test("the probe may find a control at touch-up: the wait starts there")
  func probeFindsControl() throws {
    let probe = ContentProbe { _ in .control }
    let h = try harness(.probe(probe))
    h.press(100, 200, from: 0, to: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .other), at: ms(50)),
    ])
    #expect(try onlyDecision(h).reason == .controlAnswered(at: ms(40)))
  }

  @Test("with the timer strategy a control answer is not taken: nothing changes")
  func timerTakesNoControls() throws {
    let h = try harness(.timer)
    h.press(100, 200, from: 0, to: 40)
    #expect(h.control(.button, .point(point), at: 44) == .ignored(.pageAnswersOff))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .button, for: .point(pt(100, 200))), at: ms(44)),
      .diagnosed(.pageAnswersOff, at: ms(44)), .replied(.pageAnswer(.ignored(.pageAnswersOff))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test(
    "the page script's words: `control KIND`, a bare `control`; unknown words refused where they arrive"
  )
  func namedControlAnswers() throws {
    #expect(throws: PageScriptRefusal.unknownWord(field: "control", text: "bogus")) {
      try PageScriptMessage(reading: ["kind": "control", "control": "bogus", "x": 100, "y": 200])
    }
    #expect(throws: PageScriptRefusal.unknownWord(field: "kind", text: "control field")) {
      try PageScriptMessage(reading: ["kind": "control field", "x": 100, "y": 200])
    }
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.at(41)
    let field = try PageScriptMessage(
      reading: ["kind": "control", "control": "field", "x": 100, "y": 200])
    #expect(h.overlay.pageAnswered(field.answer(for: .point(point))) == .recorded(GestureID(1)))
    h.press(100, 200, from: 1000, to: 1040)
    h.at(1041)
    let bare = try PageScriptMessage(reading: ["kind": "control", "x": 100, "y": 200])
    #expect(h.overlay.pageAnswered(bare.answer(for: .point(point))) == .recorded(GestureID(2)))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .field, for: .point(pt(100, 200))), at: ms(41)),
      .decided(.control(view: "web", point: pt(100, 200), kind: .field), at: ms(51)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .pageAnswered(PageAnswer(.control, for: .point(pt(100, 200))), at: ms(1041)),
      .decided(.control(view: "web", point: pt(100, 200), kind: .other), at: ms(1051)),
    ])
    #expect(PageAnswer(named: "link button", for: .point(point)) == nil)
    #expect(PageAnswer(named: "control toggle", for: .point(point))?.words == "control toggle")
  }

  @Test("a negative control wait is refused, naming the setting")
  func badWait() {
    let configuration = OverlayConfiguration(controlWait: .milliseconds(-1))
    #expect(throws: OverlayConfigurationError.controlWait(.milliseconds(-1))) {
      try configuration.validated()
    }
    #expect(OverlayConfigurationError.controlWait(.milliseconds(-1)).setting == "controlWait")
  }

  @Test("the flight recorder keeps the control answer and its kind, and the decision")
  func recorded() throws {
    let h = try harness()
    h.overlay.recorder = FlightRecorder(capacity: 64)
    h.press(100, 200, from: 0, to: 40)
    h.control(.toggle, .point(point), at: 45)
    h.runUntilIdle()
    let records = h.overlay.recorder?.records ?? []
    #expect(
      records.contains {
        $0.entry == .input(.pageAnswer(PageAnswer(control: .toggle, for: .gesture(GestureID(1)))))
      })
    #expect(
      records.contains {
        $0.entry == .decision(.control(view: "web", point: point, kind: .toggle))
      })
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(control: .toggle, for: .point(pt(100, 200))), at: ms(45)),
      .replied(.pageAnswer(.recorded(GestureID(1)))),
      .decided(.control(view: "web", point: pt(100, 200), kind: .toggle), at: ms(55)),
    ])
  }
}
