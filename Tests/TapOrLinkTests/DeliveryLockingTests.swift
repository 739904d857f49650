import TapOrLink
import Testing

@Suite("Delivery: each finger's target is hit-tested at its down and locked")
struct DeliveryLockingTests {
  @Test("the target is the deepest view under the down point within the covered view")
  func targetsAtDown() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 10)
    h.press(100, 30, from: 20, to: 30)
    h.press(20, 440, from: 40, to: 50)
    h.press(200, 440, from: 60, to: 70)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 30, at: ms(20)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.up(100, 30, at: ms(30)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(2))),
      .delivered(.down(20, 440, at: ms(40)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 440, at: ms(50)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(3))),
      .delivered(.down(200, 440, at: ms(60)), to: "footer"), .replied(.delivered(to: "footer")),
      .delivered(.up(200, 440, at: ms(70)), to: "footer"),
      .replied(.delivered(to: "footer", awaiting: GestureID(4))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(760)),
      .decided(.tap(view: "header", point: pt(100, 30)), at: ms(780)),
      .decided(.tap(view: "likeButton", point: pt(20, 440)), at: ms(800)),
      .decided(.tap(view: "footer", point: pt(200, 440)), at: ms(820)),
    ])
  }

  @Test("every phase goes to the down target even when the finger moves over another view")
  func lockedWhileMoving() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)  // likeButton
    h.move(20, 30, at: 10)  // over header
    h.move(100, 200, at: 20)  // over web
    h.up(100, 200, at: 30)
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(20, 30, at: ms(10)), to: "likeButton"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(100, 200, at: ms(20)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(100, 200, at: ms(30)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
    ])
  }

  @Test("hiding the target after the down does not move delivery; later downs see the change")
  func hiddenAfterDown() throws {
    // Quick taps at one point are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.down(20, 440, at: 0)
    #expect(h.overlay.setHidden(true, for: "likeButton"))
    h.move(21, 441, at: 10)
    h.up(21, 441, at: 20)
    h.down(20, 440, at: 30)  // a later down hit-tests the new tree
    h.overlay.setHidden(false, for: "likeButton")
    h.up(20, 440, at: 40)
    h.down(20, 440, at: 50)
    h.up(20, 440, at: 60)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.move(21, 441, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(21, 441, at: ms(20)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(1))),
      .delivered(.down(20, 440, at: ms(30)), to: "footer"), .replied(.delivered(to: "footer")),
      .delivered(.up(20, 440, at: ms(40)), to: "footer"),
      .replied(.delivered(to: "footer", awaiting: GestureID(2))),
      .delivered(.down(20, 440, at: ms(50)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 440, at: ms(60)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(3))),
      .decided(.tap(view: "likeButton", point: pt(21, 441)), at: ms(770)),
      .decided(.tap(view: "footer", point: pt(20, 440)), at: ms(790)),
      .decided(.tap(view: "likeButton", point: pt(20, 440)), at: ms(810)),
    ])
  }

  @Test("resizing after the down does not move delivery; later downs see the new frame")
  func resizedAfterDown() throws {
    // Quick taps at one point are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.down(20, 440, at: 0)
    #expect(h.overlay.setFrame(rect(200, 10, 50, 40), for: "likeButton"))
    h.up(20, 440, at: 10)
    h.press(20, 440, from: 20, to: 30)
    h.press(210, 440, from: 40, to: 50)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 440, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(1))),
      .delivered(.down(20, 440, at: ms(20)), to: "footer"), .replied(.delivered(to: "footer")),
      .delivered(.up(20, 440, at: ms(30)), to: "footer"),
      .replied(.delivered(to: "footer", awaiting: GestureID(2))),
      .delivered(.down(210, 440, at: ms(40)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(210, 440, at: ms(50)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(3))),
      .decided(.tap(view: "likeButton", point: pt(20, 440)), at: ms(760)),
      .decided(.tap(view: "footer", point: pt(20, 440)), at: ms(780)),
      .decided(.tap(view: "likeButton", point: pt(210, 440)), at: ms(800)),
    ])
    #expect(!h.overlay.setFrame(rect(0, 0, 1, 1), for: "nowhere"))
    #expect(!h.overlay.setHidden(true, for: "nowhere"))
    h.expect([])
  }

  @Test("each finger keeps its own target")
  func perFingerTargets() throws {
    let h = try Harness()
    h.down(100, 30, finger: 1, at: 0)
    h.down(20, 440, finger: 2, at: 10)
    h.move(20, 441, finger: 1, at: 20)
    h.move(100, 31, finger: 2, at: 30)
    h.up(20, 441, finger: 1, at: 40)
    h.cancel(finger: 2, at: 50)
    h.expect([
      .delivered(.down(100, 30, at: ms(0)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.down(20, 440, finger: 2, at: ms(10)), to: "likeButton"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "likeButton")),
      .delivered(.move(20, 441, at: ms(20)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.move(100, 31, finger: 2, at: ms(30)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 441, at: ms(40)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.cancel(100, 31, finger: 2, at: ms(50)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
    ])
  }

  @Test("downs outside the overlay are ignored: no delivery, no gesture")
  func outsideDownsIgnored() throws {
    let h = try Harness()
    #expect(h.down(100, 500, at: 0) == .outsideOverlay)
    #expect(h.move(100, 200, at: 10) == .outsideOverlay)  // even moving onto it
    #expect(h.up(100, 200, at: 20) == .outsideOverlay)
    #expect(h.down(-1, 200, finger: 2, at: 30) == .outsideOverlay)
    #expect(h.cancel(finger: 2, at: 40) == .outsideOverlay)
    #expect(h.down(320, 200, finger: 3, at: 50) == .outsideOverlay)  // right edge is outside
    #expect(h.up(320, 200, finger: 3, at: 60) == .outsideOverlay)
    h.runUntilIdle()
    h.expect([
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
    ])
    #expect(h.overlay.undecidedCount == 0)
  }

  @Test("an outside finger is still tracked as down, so its bad events are diagnosed correctly")
  func outsideFingerTracked() throws {
    let h = try Harness()
    h.down(100, 500, at: 0)
    #expect(h.overlay.fingersDown == [1])
    #expect(h.down(100, 200, at: 10) == .ignored(.fingerAlreadyDown(1)))
    h.up(100, 500, at: 20)
    #expect(h.overlay.fingersDown.isEmpty)
    h.expect([
      .replied(.outsideOverlay),
      .diagnosed(.fingerAlreadyDown(1), at: ms(10)), .replied(.touchIgnored(.fingerAlreadyDown(1))),
      .replied(.outsideOverlay),
    ])
  }

  @Test("the overlay follows its covered view's frame: resizing it moves the overlay")
  func overlayFollowsCoveredView() throws {
    let h = try Harness()
    #expect(h.overlay.frame == rect(0, 0, 320, 480))
    h.overlay.setFrame(rect(0, 0, 320, 600), for: "web")
    #expect(h.overlay.frame == rect(0, 0, 320, 600))
    #expect(h.down(100, 500, at: 0) == .delivered(to: "web", awaitingNavigation: nil))
    h.up(100, 500, at: 10)
    h.overlay.setFrame(rect(0, 100, 320, 380), for: "web")
    #expect(h.down(100, 50, at: 20) == .outsideOverlay)
    h.up(100, 50, at: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 500, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 500, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .replied(.outsideOverlay),
      .replied(.outsideOverlay),
      .decided(.tap(view: "web", point: pt(100, 500)), at: ms(760)),
    ])
  }

  @Test("covering a container: targets come from its subtree, requests from its web view")
  func coveringAContainer() throws {
    let views = [
      View(
        id: "container", frame: rect(0, 50, 320, 400),
        children: [
          View(id: "web", frame: rect(0, 0, 320, 350), kind: .web),
          View(id: "bar", frame: rect(0, 350, 320, 50)),
        ])
    ]
    let h = try Harness(views: views, covering: "container")
    #expect(h.overlay.coveredView == "container")
    #expect(h.overlay.webView == "web")
    #expect(h.overlay.frame == rect(0, 50, 320, 400))
    h.press(10, 420, from: 0, to: 10)  // bar
    h.press(10, 100, from: 20, to: 30)  // web
    h.request("https://example.com/a", at: 40)
    #expect(h.down(10, 20, at: 50) == .outsideOverlay)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(10, 420, at: ms(0)), to: "bar"), .replied(.delivered(to: "bar")),
      .delivered(.up(10, 420, at: ms(10)), to: "bar"),
      .replied(.delivered(to: "bar", awaiting: GestureID(1))),
      .delivered(.down(10, 100, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(10, 100, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(1), view: "bar", point: pt(10, 420))),
      .decided(.link(request), at: ms(40)), .answered(request, .allow, at: ms(40)),
      .backButton(visible: true, at: ms(40)), .replied(.policy(.allow)),
      .replied(.outsideOverlay),
      .decided(.tap(view: "web", point: pt(10, 100)), at: ms(780)),
    ])
  }

  @Test("hiding the covered web view keeps the overlay: downs go to the covered view itself")
  func hiddenCoveredView() throws {
    let h = try Harness()
    h.overlay.setHidden(true, for: "web")
    #expect(h.down(20, 440, at: 0) == .delivered(to: "web", awaitingNavigation: nil))
    h.up(20, 440, at: 10)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(20, 440, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(20, 440)), at: ms(760)),
    ])
  }

  @Test("the app hears every delivered phase with its touch")
  func delegateDelivery() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(101, 200, at: 5)
    h.up(102, 200, at: 10)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(101, 200, at: ms(5)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(102, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
    ])
  }
}
