import TapOrLink
import Testing

@Suite("Touch router: priority views see fingers too")
struct TouchRouterTests {
  static func harness(_ priority: [ViewID], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Harness
  {
    try Harness(router: TouchRouter(priorityViews: priority), sourceLocation: sourceLocation)
  }

  @Test("a down on a priority view routes every phase of that finger, route before deliver")
  func routesPhases() throws {
    let h = try Self.harness(["footer"])
    h.down(200, 450, at: 0)
    h.move(200, 300, at: 10)  // leaves footer: still routed there
    h.up(200, 300, at: 20)
    h.expect([
      .routed(.down(200, 450, at: ms(0)), to: "footer"),
      .delivered(.down(200, 450, at: ms(0)), to: "footer"), .replied(.delivered(to: "footer")),
      .routed(.move(200, 300, at: ms(10)), to: "footer"),
      .delivered(.move(200, 300, at: ms(10)), to: "footer"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "footer")),
      .routed(.up(200, 300, at: ms(20)), to: "footer"),
      .delivered(.up(200, 300, at: ms(20)), to: "footer"), .replied(.delivered(to: "footer")),
    ])
  }

  @Test("the first listed view that is visible and contains the point wins")
  func firstListedWins() throws {
    let h = try Self.harness(["toolbar", "likeButton", "footer"])
    // likeButton and footer both contain the first point; likeButton is listed first.
    h.press(20, 440, from: 0, to: 10)
    h.press(200, 440, from: 20, to: 30)  // only footer
    h.press(100, 200, from: 40, to: 50)  // none
    h.expect([
      .routed(.down(20, 440, at: ms(0)), to: "likeButton"),
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .routed(.up(20, 440, at: ms(10)), to: "likeButton"),
      .delivered(.up(20, 440, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(1))),
      .routed(.down(200, 440, at: ms(20)), to: "footer"),
      .delivered(.down(200, 440, at: ms(20)), to: "footer"), .replied(.delivered(to: "footer")),
      .routed(.up(200, 440, at: ms(30)), to: "footer"),
      .delivered(.up(200, 440, at: ms(30)), to: "footer"),
      .replied(.delivered(to: "footer", awaiting: GestureID(2))),
      .delivered(.down(100, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
    ])
  }

  @Test("hidden priority views, or ones under a hidden ancestor, are skipped")
  func hiddenSkipped() throws {
    let h = try Self.harness(["likeButton", "header"])
    h.overlay.setHidden(true, for: "footer")
    h.press(20, 440, from: 0, to: 10)
    h.overlay.setHidden(false, for: "footer")
    h.overlay.setHidden(true, for: "header")
    h.press(20, 30, from: 20, to: 30)
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(20, 440, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(20, 30, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(20, 30, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
    ])
  }

  @Test("the router sees fingers outside the overlay, which the engine ignores")
  func outsideOverlayStillRouted() throws {
    let h = try Self.harness(["toolbar"])
    #expect(h.down(100, 500, at: 0) == .outsideOverlay)
    h.move(100, 200, at: 10)
    h.up(100, 200, at: 20)
    h.down(100, 500, finger: 2, at: 30)
    h.cancel(finger: 2, at: 40)
    h.runUntilIdle()
    h.expect([
      .routed(.down(100, 500, at: ms(0)), to: "toolbar"), .replied(.outsideOverlay),
      .routed(.move(100, 200, at: ms(10)), to: "toolbar"), .replied(.outsideOverlay),
      .routed(.up(100, 200, at: ms(20)), to: "toolbar"), .replied(.outsideOverlay),
      .routed(.down(100, 500, finger: 2, at: ms(30)), to: "toolbar"), .replied(.outsideOverlay),
      .routed(.cancel(100, 500, finger: 2, at: ms(40)), to: "toolbar"), .replied(.outsideOverlay),
    ])
  }

  @Test("each finger keeps its own routed view; the route is chosen at the down")
  func perFingerRoutes() throws {
    let h = try Self.harness(["header", "footer"])
    h.down(100, 30, finger: 1, at: 0)
    h.down(100, 450, finger: 2, at: 10)
    h.move(100, 31, finger: 2, at: 20)
    h.up(100, 31, finger: 1, at: 30)
    h.up(100, 31, finger: 2, at: 40)
    h.expect([
      .routed(.down(100, 30, at: ms(0)), to: "header"),
      .delivered(.down(100, 30, at: ms(0)), to: "header"), .replied(.delivered(to: "header")),
      .routed(.down(100, 450, finger: 2, at: ms(10)), to: "footer"),
      .delivered(.down(100, 450, finger: 2, at: ms(10)), to: "footer"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "footer")),
      .routed(.move(100, 31, finger: 2, at: ms(20)), to: "footer"),
      .delivered(.move(100, 31, finger: 2, at: ms(20)), to: "footer"),
      .replied(.delivered(to: "footer")),
      .routed(.up(100, 31, at: ms(30)), to: "header"),
      .delivered(.up(100, 31, at: ms(30)), to: "header"), .replied(.delivered(to: "header")),
      .routed(.up(100, 31, finger: 2, at: ms(40)), to: "footer"),
      .delivered(.up(100, 31, finger: 2, at: ms(40)), to: "footer"),
      .replied(.delivered(to: "footer")),
    ])
  }

  @Test("a cancel is routed, then delivered, then decided")
  func cancelRouted() throws {
    let h = try Self.harness(["web"])
    h.down(100, 200, at: 0)
    h.cancel(at: 10)
    h.expect([
      .routed(.down(100, 200, at: ms(0)), to: "web"),
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .routed(.cancel(100, 200, at: ms(10)), to: "web"),
      .delivered(.cancel(100, 200, at: ms(10)), to: "web"), .decided(.cancelled, at: ms(10)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("routing does not change outcomes")
  func routingLeavesOutcomes() throws {
    let h = try Self.harness(["web"])
    h.press(100, 200, from: 0, to: 40)
    h.runUntilIdle()
    h.expect([
      .routed(.down(100, 200, at: ms(0)), to: "web"),
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .routed(.up(100, 200, at: ms(40)), to: "web"),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("priority views can be added and removed; the overlay's router can be replaced")
  func addAndRemove() throws {
    var router = TouchRouter()
    router.add("header")
    router.add("footer")
    router.add("header")
    router.remove("header")
    #expect(router.priorityViews == ["footer"])
    let tree = Fixtures.tree()
    #expect(router.view(at: pt(100, 450), in: tree) == "footer")
    #expect(router.view(at: pt(100, 30), in: tree) == nil)
    #expect(TouchRouter(priorityViews: ["nowhere"]).view(at: pt(0, 0), in: tree) == nil)

    let h = try Harness()
    h.overlay.router.add("header")
    h.press(100, 30, from: 0, to: 10)
    h.expect([
      .routed(.down(100, 30, at: ms(0)), to: "header"),
      .delivered(.down(100, 30, at: ms(0)), to: "header"), .replied(.delivered(to: "header")),
      .routed(.up(100, 30, at: ms(10)), to: "header"),
      .delivered(.up(100, 30, at: ms(10)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(1))),
    ])
  }
}
