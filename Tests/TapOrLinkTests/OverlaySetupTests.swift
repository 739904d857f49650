// No Harness: it tests setting up an overlay itself (what it covers, what it refuses).
import TapOrLink
import Testing

@Suite("Setting up an overlay")
struct OverlaySetupTests {
  @Test("by default the overlay covers the first web view")
  func coversFirstWebView() throws {
    let views = [
      View(id: "chrome", frame: rect(0, 0, 320, 40)),
      View(id: "main", frame: rect(0, 40, 320, 400), kind: .web),
      View(id: "ad", frame: rect(0, 440, 320, 40), kind: .web),
    ]
    let overlay = try TapOverlay(tree: ViewTree(views), scheduler: ManualScheduler())
    #expect(overlay.coveredView == "main")
    #expect(overlay.webView == "main")
    #expect(overlay.frame == rect(0, 40, 320, 400))
    #expect(overlay.configuration.window == TapDefaults.window)
    #expect(overlay.history.pages.isEmpty)
  }

  @Test("a named web view can be covered")
  func coversNamedView() throws {
    let views = [
      View(id: "main", frame: rect(0, 0, 320, 400), kind: .web),
      View(id: "ad", frame: rect(0, 400, 320, 80), kind: .web),
    ]
    let overlay = try TapOverlay(
      tree: ViewTree(views), covering: "ad", firstPage: "https://ads.example/",
      scheduler: ManualScheduler())
    #expect(overlay.webView == "ad")
    #expect(overlay.history.current == "https://ads.example/")
  }

  @Test("errors: no web view, unknown view, no web view under the named one")
  func errors() throws {
    let plain = try ViewTree([
      View(id: "a", frame: rect(0, 0, 1, 1), children: [View(id: "b", frame: rect(0, 0, 1, 1))])
    ])
    #expect(throws: OverlaySetupError.noWebView) {
      try TapOverlay(tree: plain, scheduler: ManualScheduler())
    }
    #expect(throws: OverlaySetupError.unknownView("zzz")) {
      try TapOverlay(tree: Fixtures.tree(), covering: "zzz", scheduler: ManualScheduler())
    }
    #expect(throws: OverlaySetupError.noWebViewUnder("toolbar")) {
      try TapOverlay(tree: Fixtures.tree(), covering: "toolbar", scheduler: ManualScheduler())
    }
  }

  @Test("the defaults are the documented ones")
  func defaults() {
    let configuration = OverlayConfiguration()
    #expect(configuration.window == .milliseconds(750))
    #expect(configuration.slop == 10)
    #expect(configuration.longPress == .milliseconds(500))
    #expect(configuration.activation == [.link, .form, .other])
    #expect(configuration.strategy.name == "timer")
    #expect(configuration.bridge == nil)
    #expect(TapDefaults.clickDelay == .milliseconds(300))
  }

  @Test("the overlay's clock starts where its scheduler's does")
  func clockStart() throws {
    let h = try Harness(start: ms(1000))
    #expect(h.overlay.lastInstant == ms(1000))
    #expect(h.down(100, 200, at: 999) == .delivered(to: "web", awaitingNavigation: nil))
    h.up(100, 200, at: 1010)
    h.runUntilIdle()
    h.expect([
      .diagnosed(.timeWentBackwards(last: ms(1000), given: ms(999)), at: ms(1000)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1010)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1760)),
    ])
  }
}
