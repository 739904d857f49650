import TapOrLink
import Testing

/// `GestureMachine`'s rules, one test a rule, through the one harness made
/// exhaustive: every effect of every input is listed, so a rule that told
/// one thing more (or one less) fails here. Grouped as the machine is:
/// touches, deadlines, requests, page answers. The defaults: a slop of 10
/// points, a window of 750 ms, a long press at 500 ms, a control wait of
/// 5 ms, a late-link grace of 750 ms.
@Suite("GestureMachine's rules, every effect")
struct GestureMachineRulesTests {
  static var answered: OverlayConfiguration {
    var configuration = OverlayConfiguration()
    configuration.strategy = .pageAnswers
    return configuration
  }

  // MARK: - Touches

  @Test("a move past the slop decides `moved` at that move; the lift changes nothing")
  func movePastSlop() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    h.move(105, 200, at: 10)
    h.move(111, 200, at: 20)
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "10ms: deliver move web", "→ delivered web",
      "20ms: deliver move web", "20ms: moved", "→ delivered web",
    ])
    h.up(111, 200, at: 30)
    h.finish()
    h.expect(["30ms: deliver up web", "→ delivered web"])
  }

  @Test("a travel of exactly the slop is still a tap")
  func travelOfExactlyTheSlop() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    h.up(110, 200, at: 30)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "30ms: deliver up web", "→ delivered web awaiting #1",
      "780ms: tap web 110 200",
    ])
  }

  @Test("a second finger decides the undecided gesture `multitouch`; its own lift opens nothing")
  func secondFinger() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    h.down(150, 250, finger: 2, at: 10)
    h.up(100, 200, at: 20)
    h.up(150, 250, finger: 2, at: 30)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "10ms: deliver down web finger 2", "10ms: multitouch", "→ delivered web",
      "20ms: deliver up web", "→ delivered web",
      "30ms: deliver up web finger 2", "→ delivered web",
    ])
  }

  @Test("a cancel decides `cancelled`, delivered at the finger's last point")
  func cancel() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    h.cancel(at: 40)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "40ms: deliver cancel web", "40ms: cancelled", "→ delivered web",
    ])
  }

  @Test("a touch of a finger not down, or a second down of one, is ignored and told")
  func fingerBookkeeping() throws {
    let h = try Harness(exhaustive: true)
    h.move(100, 200, at: 0)
    h.down(100, 200, at: 10)
    h.down(100, 200, at: 20)
    h.expect([
      "0ms: ignored move finger 1", "→ ignored fingerNotDown",
      "10ms: deliver down web", "→ delivered web",
      "20ms: ignored down finger 1", "→ ignored fingerAlreadyDown",
    ])
  }

  @Test("a down outside the overlay is routed nowhere and starts no gesture")
  func downOutsideTheOverlay() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 500, at: 0)
    h.up(100, 500, at: 40)
    h.finish()
    h.expect(["→ outside", "→ outside"])
    #expect(h.overlay.undecidedCount == 0)
  }

  // MARK: - Deadlines

  @Test("a finger held still to the long-press instant decides `longpress` then")
  func longPress() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    h.advance(to: 499)
    h.expect(["0ms: deliver down web", "→ delivered web"])
    h.advance(to: 500)
    h.expect(["500ms: longpress"])
    h.up(100, 200, at: 600)
    h.finish()
    h.expect(["600ms: deliver up web", "→ delivered web"])
  }

  @Test("windows close in the order they opened, each at its own end")
  func windowsCloseInOrder() throws {
    let h = try Harness(exhaustive: true)
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 100, from: 100, to: 140)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "40ms: deliver up web", "→ delivered web awaiting #1",
      "100ms: deliver down web", "→ delivered web",
      "140ms: deliver up web", "→ delivered web awaiting #2",
      "790ms: tap web 100 200", "890ms: tap web 100 100",
    ])
  }

  @Test("input at a window's end comes first: a request then still makes the link")
  func inputAtTheDeadlineComesFirst() throws {
    let h = try Harness(exhaustive: true)
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 790)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "40ms: deliver up web", "→ delivered web awaiting #1",
      "ask allow https://example.com/a",
      "790ms: link https://example.com/a", "790ms: allow https://example.com/a",
      "790ms: back shown", "→ allow",
    ])
  }

  // MARK: - Requests

  @Test("a counted request with no gesture decides nothing; a frame's is never counted")
  func requestsThatCountForNothing() throws {
    let h = try Harness(exhaustive: true)
    h.request("https://example.com/a", at: 10)
    h.press(100, 200, from: 20, to: 60)
    h.request("https://ads.example/frame", subframe: true, at: 70)
    h.finish()
    h.expect([
      "ask allow https://example.com/a", "10ms: allow https://example.com/a",
      "10ms: back shown", "→ allow",
      "20ms: deliver down web", "→ delivered web",
      "60ms: deliver up web", "→ delivered web awaiting #1",
      "ask allow https://ads.example/frame", "70ms: allow https://ads.example/frame", "→ allow",
      "810ms: tap web 100 200",
    ])
  }

  @Test("a request while the finger is down makes the gesture a link at once")
  func requestWhileDown() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    h.request("https://example.com/a", at: 30)
    h.up(100, 200, at: 60)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "ask allow https://example.com/a",
      "30ms: link https://example.com/a", "30ms: allow https://example.com/a",
      "30ms: back shown", "→ allow",
      "60ms: deliver up web", "→ delivered web",
    ])
  }

  // MARK: - Page answers

  @Test("a `control` answer decides `control` when the control wait ends, and is final")
  func controlAnswer() throws {
    let h = try Harness(configuration: Self.answered, exhaustive: true)
    h.press(100, 200, from: 0, to: 40)
    h.control(.button, .gesture(GestureID(1)), at: 50)
    h.answer(.content, .gesture(GestureID(1)), at: 52)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "40ms: deliver up web", "→ delivered web awaiting #1",
      "50ms: answer control button #1", "→ answer recorded #1",
      "52ms: answer content #1",
      "52ms: diagnosed \(EngineDiagnostic.answerAfterControl(GestureID(1)))",
      "→ answer ignored answerAfterControl",
      "55ms: control web 100 200 button",
    ])
  }

  @Test("an answer about a decided gesture is ignored and told, and decides nothing")
  func answerForADecidedGesture() throws {
    let h = try Harness(configuration: Self.answered, exhaustive: true)
    h.press(100, 200, from: 0, to: 40)
    h.advance(to: 790)
    h.answer(.content, .gesture(GestureID(1)), at: 800)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "40ms: deliver up web", "→ delivered web awaiting #1",
      "790ms: tap web 100 200",
      "800ms: answer content #1",
      "800ms: diagnosed \(EngineDiagnostic.answerForDecidedGesture(GestureID(1)))",
      "→ answer ignored answerForDecidedGesture",
    ])
  }

  @Test("a window held behind an older gesture closes the instant that gesture is decided")
  func heldWindowClosesWithTheOlderGesture() throws {
    let h = try Harness(configuration: Self.answered, exhaustive: true)
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 100, from: 50, to: 60)
    // The second is answered `control`: its wait (5 ms) ends at 75 ms, but
    // the first is still open then; it is decided `tap` at 400 ms.
    h.control(.toggle, .gesture(GestureID(2)), at: 70)
    h.answer(.content, .gesture(GestureID(1)), at: 400)
    h.finish()
    h.expect([
      "0ms: deliver down web", "→ delivered web",
      "40ms: deliver up web", "→ delivered web awaiting #1",
      "50ms: deliver down web", "→ delivered web",
      "60ms: deliver up web", "→ delivered web awaiting #2",
      "70ms: answer control toggle #2", "→ answer recorded #2",
      "400ms: answer content #1", "400ms: tap web 100 200", "→ answer decided #1",
      "400ms: control web 100 100 toggle",
    ])
  }

  // MARK: - The harness itself

  @Test("an effect a test did not expect fails it: in an expectation, or left when it goes")
  func anUnexpectedEffectFails() throws {
    let h = try Harness(exhaustive: true)
    h.down(100, 200, at: 0)
    #expect(h.mismatch(["0ms: deliver down web"]) != nil)
    #expect(h.leftover?.contains("→ delivered web") == true)
    #expect(h.mismatch(["0ms: deliver down web", "→ delivered web"]) == nil)
    h.expect(["0ms: deliver down web", "→ delivered web"])
    #expect(h.leftover == nil)
  }
}
