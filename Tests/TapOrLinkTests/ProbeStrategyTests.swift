import TapOrLink
import Testing

@Suite("Probe strategy: ask the page at touch-up")
struct ProbeStrategyTests {
  /// A page whose only link covers web-view points with y < 100.
  static let page = ContentProbe { point in point.y < 100 ? .link : .content }

  func harness(_ probe: ContentProbe = Self.page, views: [View] = Fixtures.views) throws -> Harness
  {
    try Harness(views: views, configuration: OverlayConfiguration(strategy: .probe(probe)))
  }

  @Test("over plain content the tap is decided at the up instant, with no timer left")
  func contentTapsAtOnce() throws {
    let h = try harness()
    h.down(100, 200, at: 0)
    #expect(h.up(100, 200, at: 40) == .delivered(to: "web", awaitingNavigation: nil))
    #expect(h.trace == ["0ms: deliver down web", "40ms: deliver up web", "40ms: tap web 100 200"])
    #expect(h.scheduler.pendingCount == 0)
    let decision = try onlyDecision(h)
    #expect(decision.reason == .probeFoundContent)
    #expect(decision.evidence.windowEnd == nil)
    #expect(h.app.taps.map(\.view) == ["web"])
  }

  @Test("over a link the engine falls back to the window: a request makes it a link")
  func linkWaitsForRequest() throws {
    let h = try harness()
    h.down(100, 30, at: 0)
    #expect(h.up(100, 30, at: 40) == .delivered(to: "header", awaitingNavigation: GestureID(1)))
    h.request("https://example.com/a", at: 340)
    h.finish()
    #expect(h.outcomes == ["340ms: link https://example.com/a"])
  }

  @Test("over a link with no request, the tap comes when the window closes")
  func linkWithoutRequestTapsAtWindowEnd() throws {
    let h = try harness()
    h.press(100, 30, from: 0, to: 40)
    h.finish()
    #expect(h.outcomes == ["790ms: tap header 100 30"])
    #expect(try onlyDecision(h).reason == .windowClosed)
  }

  @Test("when the page cannot tell, the engine waits for the window")
  func unknownWaits() throws {
    let h = try harness(ContentProbe { _ in .unknown })
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 100)
    h.press(100, 200, from: 1000, to: 1040)
    h.finish()
    #expect(h.outcomes == ["100ms: link https://example.com/a", "1790ms: tap web 100 200"])
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
    h.finish()  // long press: no probe
    h.up(100, 240, at: 800)
    #expect(asked.value == [pt(100, 200)])
    #expect(h.outcomes == ["10ms: tap web 100 240", "110ms: moved", "700ms: longpress"])
  }

  @Test("a request after a probe tap finds nothing undecided")
  func requestAfterProbeTap() throws {
    let h = try harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 100)
    h.finish()
    #expect(h.outcomes == ["40ms: tap web 100 200"])
  }

  @Test("strategies name themselves")
  func names() {
    #expect(DecisionStrategy.timer.name == "timer")
    #expect(DecisionStrategy.probe(Self.page).name == "probe")
  }
}
