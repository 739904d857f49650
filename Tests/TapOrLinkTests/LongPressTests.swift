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
    h.expect([
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(510)),
    ])
    h.up(100, 200, at: 900)
    h.runUntilIdle()
    h.expect([
      .delivered(.up(100, 200, at: ms(900)), to: "web"), .replied(.delivered(to: "web")),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.reason == .heldPastLongPress)
    #expect(decision.evidence.upTime == nil)
    #expect(h.taps.isEmpty)
  }

  @Test("an up exactly at down + long-press comes first: a tap")
  func upAtDeadline() throws {
    let h = try Harness()
    h.down(100, 200, at: 10)
    h.up(100, 200, at: 510)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(510)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1260)),
    ])
  }

  @Test("an up 1 ms before is a tap; 1 ms after, the long press has happened")
  func aroundDeadline() throws {
    let before = try Harness()
    before.press(100, 200, from: 0, to: 499)
    before.runUntilIdle()
    before.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(499)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1249)),
    ])

    let after = try Harness()
    after.press(100, 200, from: 0, to: 501)
    after.runUntilIdle()
    after.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(500)), .delivered(.up(100, 200, at: ms(501)), to: "web"),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("moving within slop does not prevent a long press")
  func jitterWithinSlop() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(105, 205, at: 100)
    h.move(96, 197, at: 300)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(105, 205, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(96, 197, at: ms(300)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(500)),
    ])
    #expect(try onlyDecision(h).evidence.maxDistance == (50.0).squareRoot())  // the (5, 5) move
  }

  @Test("moving past slop first is moved, and no long press follows")
  func movedFirst() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(100, 230, at: 100)
    h.advance(to: 2000)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(100, 230, at: ms(100)), to: "web"), .decided(.moved, at: ms(100)),
      .replied(.delivered(to: "web")),
    ])
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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(5000)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(5750)),
    ])
  }

  @Test("the long-press duration comes from the configuration")
  func customDuration() throws {
    let h = try Harness(configuration: OverlayConfiguration(longPress: .milliseconds(1200)))
    h.down(100, 200, at: 0)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(1200)),
    ])
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
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(500)), .asked(request, as: .countsForNothing(.noGesture)),
      .answered(request, .allow, at: ms(650)), .backButton(visible: true, at: ms(650)),
      .replied(.policy(.allow)),
      .delivered(.down(150, 200, finger: 2, at: ms(700)), to: "web"),
      .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(800)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 200, finger: 2, at: ms(900)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test("a long press waiting with earlier windows fires in arm order at a shared instant")
  func sharedInstantWithWindow() throws {
    // Gesture 1's window ends at 40 + 750 = 790; gesture 2 (down at 290) is
    // held until 290 + 500 = 790 too. The window was armed first.
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(100, 200, at: 290)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(290)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .decided(.longPress, at: ms(790)),
    ])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }
}
