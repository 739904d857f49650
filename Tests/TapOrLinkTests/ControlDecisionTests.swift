import TapOrLink
import TapOrLinkPageScript
import Testing

@Suite("Controls: the page's own button, field or checkbox is neither content nor a link")
struct ControlDecisionTests {
  func harness(
    _ strategy: DecisionStrategy = .pageAnswers, wait: Duration = .milliseconds(10),
    window: Duration = .milliseconds(750)
  ) throws -> Harness {
    try Harness(
      configuration: OverlayConfiguration(window: window, strategy: strategy, controlWait: wait))
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
    h.finish()
    #expect(h.outcomes == ["55ms: control web 100 200 toggle"])
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
    h.finish()
    #expect(h.outcomes == ["50ms: control web 100 200 field"])
    #expect(try onlyDecision(h).explanation.contains("10ms after touch-up"))
  }

  @Test("a request within the wait makes a link: a button whose handler navigates")
  func requestWithinWait() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 44)
    h.request("https://example.com/search", type: .other, at: 53)
    h.finish()
    #expect(h.outcomes == ["53ms: link https://example.com/search"])
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
    h.finish()
    #expect(h.outcomes == ["54ms: control web 100 200 button"])
    #expect(h.trace.contains("300ms: late-link https://example.com/later 246ms #1"))
  }

  @Test("a same-document navigation within the wait makes a link too")
  func sameDocumentWithinWait() throws {
    let h = try harness()
    h.overlay.select("https://example.com/app")
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 44)
    h.navigate("https://example.com/app#/active", .push, at: 46)
    h.finish()
    #expect(h.outcomes == ["46ms: link https://example.com/app#/active"])
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
    h.finish()
    #expect(h.outcomes == ["54ms: control web 100 200 select"])
  }

  @Test("the wait ends no later than the window, and decides control there")
  func waitCappedByWindow() throws {
    let h = try harness(window: .milliseconds(100))
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .point(point), at: 135)
    h.finish()
    #expect(h.outcomes == ["140ms: control web 100 200 button"])
  }

  @Test("a second gesture's control waits no less than an older gesture's window")
  func controlsCloseInOrder() throws {
    let h = try harness()
    h.press(150, 300, from: 0, to: 20)  // waits for its window, to 770 ms
    h.press(100, 200, from: 30, to: 50)
    h.control(.toggle, .gesture(GestureID(2)), at: 52)
    h.finish()
    #expect(h.outcomes == ["770ms: tap web 150 300", "770ms: control web 100 200 toggle"])
    #expect(h.decisions.last?.evidence.windowRule == .alignedWithEarlierGesture(.milliseconds(720)))
  }

  @Test("the probe may find a control at touch-up: the wait starts there")
  func probeFindsControl() throws {
    let probe = ContentProbe { _ in .control }
    let h = try harness(.probe(probe))
    h.press(100, 200, from: 0, to: 40)
    h.finish()
    #expect(h.outcomes == ["50ms: control web 100 200 other"])
    #expect(try onlyDecision(h).reason == .controlAnswered(at: ms(40)))
  }

  @Test("with the timer strategy a control answer is not taken: nothing changes")
  func timerTakesNoControls() throws {
    let h = try harness(.timer)
    h.press(100, 200, from: 0, to: 40)
    #expect(h.control(.button, .point(point), at: 44) == .ignored(.pageAnswersOff))
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
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
    h.finish()
    #expect(h.outcomes == ["51ms: control web 100 200 field", "1051ms: control web 100 200 other"])
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
    h.finish()
    let records = h.overlay.recorder?.records ?? []
    #expect(
      records.contains {
        $0.entry == .input(.pageAnswer(PageAnswer(control: .toggle, for: .gesture(GestureID(1)))))
      })
    #expect(
      records.contains {
        $0.entry == .decision(.control(view: "web", point: point, kind: .toggle))
      })
  }
}
