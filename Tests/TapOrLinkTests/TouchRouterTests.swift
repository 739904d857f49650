import TapOrLink
import Testing

@Suite("Touch router: priority views see fingers too")
struct TouchRouterTests {
  static func harness(_ priority: [ViewID]) throws -> Harness {
    try Harness(router: TouchRouter(priorityViews: priority))
  }

  @Test("a down on a priority view routes every phase of that finger, route before deliver")
  func routesPhases() throws {
    let h = try Self.harness(["footer"])
    h.down(200, 450, at: 0)
    h.move(200, 300, at: 10)  // leaves footer: still routed there
    h.up(200, 300, at: 20)
    #expect(
      h.trace == [
        "0ms: route down footer",
        "0ms: deliver down footer",
        "10ms: route move footer",
        "10ms: deliver move footer",
        "10ms: moved",
        "20ms: route up footer",
        "20ms: deliver up footer",
      ])
    #expect(h.app.calls.first == "route down footer finger 1")
  }

  @Test("the first listed view that is visible and contains the point wins")
  func firstListedWins() throws {
    let h = try Self.harness(["toolbar", "likeButton", "footer"])
    // likeButton and footer both contain the first point; likeButton is listed first.
    h.press(20, 440, from: 0, to: 10)
    h.press(200, 440, from: 20, to: 30)  // only footer
    h.press(100, 200, from: 40, to: 50)  // none
    #expect(
      h.trace.filter { $0.contains("route") } == [
        "0ms: route down likeButton", "10ms: route up likeButton",
        "20ms: route down footer", "30ms: route up footer",
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
    #expect(h.trace.filter { $0.contains("route") }.isEmpty)
  }

  @Test("the router sees fingers outside the overlay, which the engine ignores")
  func outsideOverlayStillRouted() throws {
    let h = try Self.harness(["toolbar"])
    #expect(h.down(100, 500, at: 0) == .outsideOverlay)
    h.move(100, 200, at: 10)
    h.up(100, 200, at: 20)
    h.down(100, 500, finger: 2, at: 30)
    h.cancel(finger: 2, at: 40)
    h.finish()
    #expect(
      h.trace == [
        "0ms: route down toolbar",
        "10ms: route move toolbar",
        "20ms: route up toolbar",
        "30ms: route down toolbar finger 2",
        "40ms: route cancel toolbar finger 2",
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
    #expect(
      h.trace.filter { $0.contains("route") } == [
        "0ms: route down header",
        "10ms: route down footer finger 2",
        "20ms: route move footer finger 2",
        "30ms: route up header",
        "40ms: route up footer finger 2",
      ])
  }

  @Test("a cancel is routed, then delivered, then decided")
  func cancelRouted() throws {
    let h = try Self.harness(["web"])
    h.down(100, 200, at: 0)
    h.cancel(at: 10)
    #expect(
      h.trace == [
        "0ms: route down web", "0ms: deliver down web",
        "10ms: route cancel web", "10ms: deliver cancel web", "10ms: cancelled",
      ])
  }

  @Test("routing does not change outcomes")
  func routingLeavesOutcomes() throws {
    let h = try Self.harness(["web"])
    h.press(100, 200, from: 0, to: 40)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
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
    #expect(h.trace.first == "0ms: route down header")
  }
}
