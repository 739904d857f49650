import TapOrLink
import Testing

@Suite("Tap: a still finger with no counted request by the window's end")
struct TapDecisionTests {
  @Test("down and up with no request is a tap at up + window, on the target, at the up point")
  func plainTap() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.outcome == .tap(view: "web", point: pt(100, 200)))
    #expect(decision.time == ms(790))
    #expect(decision.reason == .windowClosed)
    #expect(decision.gesture == GestureID(1))
    #expect(h.overlay.undecidedCount == 0)
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("the tap is not decided before the window's end, and is decided exactly at it")
  func decidedExactlyAtWindowEnd() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.overlay.undecidedCount == 1)
    h.advance(to: 789.999)
    #expect(h.decisions.isEmpty)
    h.at(790)  // exclusive: input at 790 would still come first
    #expect(h.decisions.isEmpty)
    h.advance(to: 790)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("the tap names the delivery target and the up point, not the down point")
  func tapOnChildAtUpPoint() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)
    h.move(25, 444, at: 10)
    h.up(27.5, 446, at: 20)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(25, 444, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(27.5, 446, at: ms(20)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(1))),
      .decided(.tap(view: "likeButton", point: pt(27.5, 446)), at: ms(770)),
    ])
  }

  @Test("the window comes from the configuration")
  func customWindow() throws {
    let h = try Harness(configuration: OverlayConfiguration(window: .milliseconds(120.5)))
    h.press(100, 200, from: 10, to: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(150.5)),
    ])
  }

  @Test("a zero window decides the tap at the up instant, after the up's own events")
  func zeroWindow() throws {
    let h = try Harness(configuration: OverlayConfiguration(window: .zero))
    h.press(100, 200, from: 0, to: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(40)),
    ])
  }

  @Test("the up that leaves a gesture waiting for its window says so")
  func upDisposition() throws {
    let h = try Harness()
    #expect(h.down(100, 200, at: 0) == .delivered(to: "web", awaitingNavigation: nil))
    #expect(h.move(101, 200, at: 10) == .delivered(to: "web", awaitingNavigation: nil))
    #expect(h.up(101, 200, at: 20) == .delivered(to: "web", awaitingNavigation: GestureID(1)))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(101, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(101, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
    ])
  }

  @Test("an up exactly at the long-press time is a tap, not a long press")
  func upAtLongPressTimeIsNotLongPress() throws {
    let h = try Harness()  // long press 500ms
    h.down(100, 200, at: 0)
    h.up(100, 200, at: 500)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(500)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1250)),
    ])
  }

  @Test("the tap is reported to every observer, with its tappedView")
  func tapReported() throws {
    let h = try Harness()
    h.press(20, 440, from: 0, to: 40)
    h.runUntilIdle()
    #expect(h.taps.map(\.view) == ["likeButton"])
    #expect(h.taps.map(\.point) == [pt(20, 440)])
    #expect(h.observedDecisions == h.decisions)
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 440, at: ms(40)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(1))),
      .decided(.tap(view: "likeButton", point: pt(20, 440)), at: ms(790)),
    ])
  }

  @Test("the evidence records the whole gesture")
  func evidence() throws {
    let h = try Harness()
    h.down(100, 200, at: 5)
    h.move(103, 204, at: 10)
    h.up(101, 200, at: 40)
    h.runUntilIdle()
    let evidence = try onlyDecision(h).evidence
    #expect(evidence.finger == 1)
    #expect(evidence.target == "web")
    #expect(evidence.downTime == ms(5))
    #expect(evidence.downPoint == pt(100, 200))
    #expect(evidence.upTime == ms(40))
    #expect(evidence.upPoint == pt(101, 200))
    #expect(evidence.maxDistance == 5)
    #expect(evidence.slop == 10)
    #expect(evidence.windowEnd == ms(790))
    #expect(evidence.request == nil)
    #expect(evidence.requestTime == nil)
    h.expect([
      .delivered(.down(100, 200, at: ms(5)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(103, 204, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(101, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(101, 200)), at: ms(790)),
    ])
  }

  @Test("a request that does not count leaves the tap standing")
  func uncountedRequestLeavesTap() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/", type: .reload, at: 100)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/", type: .reload)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .countsForNothing(.notAnActivation(.reload))),
      .answered(request, .allow, at: ms(100)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }
}
