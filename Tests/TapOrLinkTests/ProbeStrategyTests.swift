import TapOrLink
import Testing

@Suite("Probe strategy: ask the page at touch-up")
struct ProbeStrategyTests {
  /// A page whose only link covers web-view points with y < 100.
  static let page = ContentProbe { point in point.y < 100 ? .link : .content }

  func harness(
    _ probe: ContentProbe = Self.page, views: [View] = Fixtures.views,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    try Harness(
      views: views, configuration: OverlayConfiguration(strategy: .probe(probe)),
      sourceLocation: sourceLocation)
  }

  @Test("over plain content the tap is decided at the up instant, with no timer left")
  func contentTapsAtOnce() throws {
    let h = try harness()
    h.down(100, 200, at: 0)
    #expect(h.up(100, 200, at: 40) == .delivered(to: "web", awaitingNavigation: nil))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(40)), .replied(.delivered(to: "web")),
    ])
    #expect(h.scheduler.pendingCount == 0)
    let decision = try onlyDecision(h)
    #expect(decision.reason == .probeFoundContent)
    #expect(decision.evidence.windowEnd == nil)
    #expect(h.taps.map(\.view) == ["web"])
  }

  @Test("over a link the engine falls back to the window: a request makes it a link")
  func linkWaitsForRequest() throws {
    let h = try harness()
    h.down(100, 30, at: 0)
    #expect(h.up(100, 30, at: 40) == .delivered(to: "header", awaitingNavigation: GestureID(1)))
    h.request("https://example.com/a", at: 340)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 30, at: ms(0)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.up(100, 30, at: ms(40)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "header", point: pt(100, 30))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
    ])
  }

  @Test("over a link with no request, the tap comes when the window closes")
  func linkWithoutRequestTapsAtWindowEnd() throws {
    let h = try harness()
    h.press(100, 30, from: 0, to: 40)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 30, at: ms(0)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.up(100, 30, at: ms(40)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(1))),
      .decided(.tap(view: "header", point: pt(100, 30)), at: ms(790)),
    ])
    #expect(try onlyDecision(h).reason == .windowClosed)
  }

  @Test("when the page cannot tell, the engine waits for the window")
  func unknownWaits() throws {
    let h = try harness(ContentProbe { _ in .unknown })
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 100)
    h.press(100, 200, from: 1000, to: 1040)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1790)),
    ])
  }

  @Test("the probe gets the up point in the web view's own coordinates, only for still ups")
  func probePoint() throws {
    let asked = Locked<[Point]>([])
    let probe = ContentProbe { point in
      asked.mutate { $0.append(point) }
      return .content
    }
    let views = [
      View(id: "chrome", frame: rect(0, 0, 320, 40)),
      View(id: "web", frame: rect(0, 40, 320, 400), kind: .web),
    ]
    let h = try harness(probe, views: views)
    h.press(100, 240, from: 0, to: 10)
    h.down(100, 240, at: 100)
    h.up(100, 300, at: 110)  // moved: no probe
    h.down(100, 240, at: 200)
    h.runUntilIdle()  // long press: no probe
    h.up(100, 240, at: 800)
    #expect(asked.value == [pt(100, 200)])
    h.expect([
      .delivered(.down(100, 240, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 240, at: ms(10)), to: "web"),
      .decided(.tap(view: "web", point: pt(100, 240)), at: ms(10)), .replied(.delivered(to: "web")),
      .delivered(.down(100, 240, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 300, at: ms(110)), to: "web"), .decided(.moved, at: ms(110)),
      .replied(.delivered(to: "web")),
      .delivered(.down(100, 240, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(700)), .delivered(.up(100, 240, at: ms(800)), to: "web"),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a request after a probe tap finds nothing undecided")
  func requestAfterProbeTap() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 100)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(40)), .replied(.delivered(to: "web")),
      .asked(request, as: .lateLink(GestureID(1))),
      .lateLink(
        LateLink(
          request: request, gesture: GestureID(1), tapTime: ms(40), lateness: .milliseconds(60),
          sameDocument: nil), at: ms(100)),
      .answered(request, .allow, at: ms(100)), .backButton(visible: true, at: ms(100)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("strategies name themselves")
  func names() {
    #expect(DecisionStrategy.timer.name == "timer")
    #expect(DecisionStrategy.probe(Self.page).name == "probe")
  }
}
