import TapOrLink
import Testing

@Suite("Long press: a still finger held for the long-press duration")
struct LongPressTests {
  @Test("held still for 500 ms is a long press at down + 500 ms, while the finger is down")
  func heldIsLongPress() throws {
    let h = try Harness()
    h.down(100, 200, at: 10)
    h.advance(to: 509.999)
    #expect(h.decisions.isEmpty)
    h.advance(to: 510)
    #expect(h.outcomes == ["510ms: longpress"])
    h.up(100, 200, at: 900)
    h.finish()
    #expect(h.outcomes == ["510ms: longpress"])
    #expect(h.trace.last == "900ms: deliver up web")
    let decision = try onlyDecision(h)
    #expect(decision.reason == .heldPastLongPress)
    #expect(decision.evidence.upTime == nil)
    #expect(h.app.taps.isEmpty)
  }

  @Test("an up exactly at down + long-press comes first: a tap")
  func upAtDeadline() throws {
    let h = try Harness()
    h.down(100, 200, at: 10)
    h.up(100, 200, at: 510)
    h.finish()
    #expect(h.outcomes == ["1260ms: tap web 100 200"])
  }

  @Test("an up 1 ms before is a tap; 1 ms after, the long press has happened")
  func aroundDeadline() throws {
    let before = try Harness()
    before.press(100, 200, from: 0, to: 499)
    before.finish()
    #expect(before.outcomes == ["1249ms: tap web 100 200"])

    let after = try Harness()
    after.press(100, 200, from: 0, to: 501)
    after.finish()
    #expect(after.outcomes == ["500ms: longpress"])
  }

  @Test("moving within slop does not prevent a long press")
  func jitterWithinSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(105, 205, at: 100)
    h.move(96, 197, at: 300)
    h.finish()
    #expect(h.outcomes == ["500ms: longpress"])
    #expect(try onlyDecision(h).evidence.maxDistance == (50.0).squareRoot())  // the (5, 5) move
  }

  @Test("moving past slop first is moved, and no long press follows")
  func movedFirst() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(100, 230, at: 100)
    h.advance(to: 2000)
    #expect(h.outcomes == ["100ms: moved"])
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("long press off (nil): a finger held for seconds is a tap")
  func longPressOff() throws {
    let h = try Harness(configuration: OverlayConfiguration(longPress: nil))
    h.down(100, 200, at: 0)
    #expect(h.scheduler.pendingCount == 0)  // no timer while the finger is down
    h.advance(to: 5000)
    #expect(h.decisions.isEmpty)
    h.up(100, 200, at: 5000)
    h.finish()
    #expect(h.outcomes == ["5750ms: tap web 100 200"])
  }

  @Test("the long-press duration comes from the configuration")
  func customDuration() throws {
    let h = try Harness(configuration: OverlayConfiguration(longPress: .milliseconds(1200)))
    h.down(100, 200, at: 0)
    h.finish()
    #expect(h.outcomes == ["1200ms: longpress"])
  }

  @Test("after a long press, a request or a second finger changes nothing")
  func afterLongPress() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.advance(to: 600)
    h.request("https://example.com/a", at: 650)
    h.down(150, 200, finger: 2, at: 700)
    h.cancel(finger: 1, at: 800)
    h.up(150, 200, finger: 2, at: 900)
    h.finish()
    #expect(h.outcomes == ["500ms: longpress"])
  }

  @Test("a long press waiting with earlier windows fires in arm order at a shared instant")
  func sharedInstantWithWindow() throws {
    // Gesture 1's window ends at 40 + 750 = 790; gesture 2 (down at 290) is
    // held until 290 + 500 = 790 too. The window was armed first.
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(100, 200, at: 290)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200", "790ms: longpress"])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }
}
