import TapOrLink
import Testing

/// Each of the seed's bugs (see `capturing-uiwebview-touches.txt`), shown
/// fixed.
@Suite("The seed's bugs, fixed")
struct SeedBugTests {
  /// Seed: `didShouldStartLoadViewRequestGetCalled` is set by any request and
  /// only cleared at the next still touch-up, so one stray request decides
  /// whatever comes next.
  @Test("the request flag is never stale: after a link, a later plain tap is still a tap")
  func requestFlagReset() throws {
    let h = try Harness()
    h.press(100, 30, from: 0, to: 40)
    h.request("https://example.com/a", at: 340)  // a link
    h.request("https://example.com/redirect", type: .other, at: 900)  // nothing undecided
    h.press(100, 200, from: 1000, to: 1040)  // a plain tap, no request
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/redirect", type: .other)
    h.expect([
      .delivered(.down(100, 30, at: ms(0)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.up(100, 30, at: ms(40)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(1))),
      .asked(request1, as: .decidesLink(GestureID(1), view: "header", point: pt(100, 30))),
      .decided(.link(request1), at: ms(340)), .answered(request1, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(900)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1790)),
    ])
    #expect(h.taps.map(\.view) == ["web"])
  }

  /// Seed: one `NSTimer` for all gestures, invalidated at each touch-up, so a
  /// second quick tap swallows the first; and a timer armed for one gesture
  /// reads flags that belong to the next.
  @Test("two quick taps are two taps, each reported exactly once")
  func twoQuickTapsBothReported() throws {
    // Quick taps at one point are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.press(100, 200, from: 0, to: 40)
    h.press(120, 220, from: 100, to: 140)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(120, 220, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(120, 220, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .decided(.tap(view: "web", point: pt(120, 220)), at: ms(890)),
    ])
    #expect(h.taps.map(\.point) == [pt(100, 200), pt(120, 220)])
  }

  @Test("a stale timer never decides a later gesture")
  func staleTimerDecidesNothingLater() throws {
    // Quick taps at one point are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    // Gesture 1 becomes a link; its window (until 790) must not end gesture 2.
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 100)
    h.down(100, 200, at: 300)
    h.up(100, 200, at: 700)  // held 400 ms: no long press; window until 1450
    h.advance(to: 1449)
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(300)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(700)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
    ])
    // Gesture 1's long-press timer (due at 500) must not fire on gesture 2 either.
    h.runUntilIdle()
    h.expect([
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1450))
    ])
  }

  @Test("a waiting tap's timer does not decide the gesture in progress")
  func waitingTimerLeavesGestureInProgress() throws {
    let h = try Harness(configuration: OverlayConfiguration(longPress: nil))
    h.press(100, 200, from: 0, to: 40)  // window until 790
    h.down(100, 200, at: 700)
    h.advance(to: 1000)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(700)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
    h.request("https://example.com/a", at: 1000)  // still undecided: a link
    h.up(100, 200, at: 1100)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(1000)), .answered(request, .allow, at: ms(1000)),
      .backButton(visible: true, at: ms(1000)), .replied(.policy(.allow)),
      .delivered(.up(100, 200, at: ms(1100)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  /// Seed: `shouldStartLoadWithRequest` returns the delegate's answer for
  /// `nativeaction://` URLs too, so the web view tries to load its own
  /// bridge scheme.
  @Test("the bridge scheme is always blocked, never loaded")
  func bridgeSchemeBlocked() throws {
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [try #require(Origin("https://example.com"))])
    let h = try Harness(configuration: OverlayConfiguration(bridge: bridge))
    h.press(100, 200, from: 0, to: 40)
    #expect(h.request("nativeaction://hideShow", at: 100) == .block)
    #expect(h.request("nativeaction://hideShow", type: .other, at: 110) == .block)
    h.runUntilIdle()
    #expect(h.asked.isEmpty)  // the decider, which allows all, is not asked
    #expect(h.actions == ["hideShow", "hideShow"])
    #expect(h.overlay.history.pages == [Fixtures.firstPage])
    let request1 = NavigationRequest(url: "nativeaction://hideShow")
    let request2 = NavigationRequest(url: "nativeaction://hideShow", type: .other)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .answered(request1, .block, at: ms(100)), .actionRan("hideShow", at: ms(100)),
      .ran("hideShow", for: request1), .replied(.policy(.block)),
      .answered(request2, .block, at: ms(110)), .actionRan("hideShow", at: ms(110)),
      .ran("hideShow", for: request2), .replied(.policy(.block)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  /// Seed: `findViewToHitForTouches` hit-tests every phase again, so a moving
  /// finger's touches go to whatever view is under it now.
  @Test("moved touches are not hit-tested again: delivery stays on the down target")
  func noReHitTesting() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)  // likeButton
    h.move(100, 30, at: 10)  // over header
    h.move(100, 200, at: 20)  // over web
    h.move(100, 700, at: 30)  // off the overlay
    h.up(100, 700, at: 40)
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(100, 30, at: ms(10)), to: "likeButton"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(100, 200, at: ms(20)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(100, 700, at: ms(30)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(100, 700, at: ms(40)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
    ])
  }
}
