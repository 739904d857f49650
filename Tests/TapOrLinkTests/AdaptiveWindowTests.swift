import TapOrLink
import Testing

@Suite("Adaptive window: learned per origin, bounded, explained")
struct AdaptiveWindowTests {
  static let rule = AdaptiveWindow(observations: 3)

  func harness(
    _ rule: AdaptiveWindow = Self.rule, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    // Links tapped quickly at one point teach the window here: each is its
    // own gesture, not the second tap of a double tap.
    try Harness(
      configuration: OverlayConfiguration(adaptiveWindow: rule, doubleTap: .off),
      sourceLocation: sourceLocation)
  }

  /// A link tapped at `start`, requested `delay` ms after touch-up.
  func link(_ h: Harness, at start: Double, delay: Double, url: String = "https://example.com/a") {
    h.press(100, 200, from: start, to: start + 20)
    h.request(url, at: start + 20 + delay)
  }

  @Test("full window until enough delays, then factor × percentile + margin")
  func learnsThenShortens() throws {
    let h = try harness()
    link(h, at: 0, delay: 40)
    link(h, at: 100, delay: 60)
    h.press(100, 200, from: 200, to: 220)
    h.runUntilIdle()
    #expect(h.decisions.last?.time == ms(970))
    #expect(
      h.decisions.last?.evidence.windowRule
        == .learning(.milliseconds(750), observations: 2, needed: 3))
    link(h, at: 1000, delay: 50)
    h.press(100, 200, from: 1200, to: 1220)
    h.runUntilIdle()
    // 90th percentile of 40, 60, 50 is 60: 1.5 × 60 + 50 = 140 ms.
    let tap = try #require(h.decisions.last)
    #expect(tap.time == ms(1360))
    #expect(
      tap.evidence.windowRule
        == .learned(.milliseconds(140), observations: 3, percentileDelay: .milliseconds(60)))
    #expect(tap.explanation.contains("an adaptive window of 140ms, learned from 3 link delays"))
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(60)), .answered(request, .allow, at: ms(60)),
      .backButton(visible: true, at: ms(60)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(180)), .answered(request, .allow, at: ms(180)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(970)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1020)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .asked(request, as: .decidesLink(GestureID(4), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(1070)), .answered(request, .allow, at: ms(1070)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(1200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(5))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1360)),
    ])
  }

  @Test("never below the floor, never above the configured window")
  func clamped() throws {
    let fast = try harness()
    for index in 0..<3 { link(fast, at: Double(index) * 100, delay: 3) }
    fast.press(100, 200, from: 500, to: 520)
    fast.runUntilIdle()
    #expect(fast.decisions.last?.time == ms(620))
    let slow = try harness()
    for index in 0..<3 { link(slow, at: Double(index) * 1000, delay: 700) }
    slow.press(100, 200, from: 5000, to: 5020)
    slow.runUntilIdle()
    #expect(slow.decisions.last?.time == ms(5770))
    let request = NavigationRequest(url: "https://example.com/a")
    slow.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(720)), .answered(request, .allow, at: ms(720)),
      .backButton(visible: true, at: ms(720)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1020)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(1720)), .answered(request, .allow, at: ms(1720)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(2000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(2020)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(2720)), .answered(request, .allow, at: ms(2720)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(5000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(5020)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(5770)),
    ])
    fast.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(23)), .answered(request, .allow, at: ms(23)),
      .backButton(visible: true, at: ms(23)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(123)), .answered(request, .allow, at: ms(123)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(223)), .answered(request, .allow, at: ms(223)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(500)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(520)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(620)),
    ])
  }

  @Test("a new origin starts from the full window; the learned one comes back")
  func perOrigin() throws {
    let h = try harness()
    for index in 0..<3 { link(h, at: Double(index) * 100, delay: 40) }
    h.select("https://other.example/", at: 400)
    h.press(100, 200, from: 500, to: 520)
    h.runUntilIdle()
    #expect(h.decisions.last?.time == ms(1270))
    h.select("https://example.com/b", at: 2000)
    h.press(100, 200, from: 2100, to: 2120)
    h.runUntilIdle()
    #expect(h.decisions.last?.time == ms(2230))
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(60)), .answered(request, .allow, at: ms(60)),
      .backButton(visible: true, at: ms(60)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(160)), .answered(request, .allow, at: ms(160)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(260)), .answered(request, .allow, at: ms(260)),
      .replied(.policy(.allow)),
      .backButton(visible: false, at: ms(400)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(500)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(520)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1270)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(2100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(2120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(5))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(2230)),
    ])
  }

  @Test("a late link teaches the window, so it grows back")
  func lateLinkLearns() throws {
    let h = try harness()
    for index in 0..<3 { link(h, at: Double(index) * 100, delay: 40) }
    h.press(100, 200, from: 500, to: 520)  // window 110 ms: tap at 630
    h.request("https://example.com/slow", at: 820)  // 300 ms after up: late
    #expect(h.lateLinks.map(\.lateness) == [.milliseconds(190)])
    h.press(100, 200, from: 1000, to: 1020)
    h.runUntilIdle()
    // Delays 40, 40, 40, 300: 90th percentile 300, 1.5 × 300 + 50 = 500 ms.
    #expect(h.decisions.last?.time == ms(1520))
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/slow")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request1, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request1), at: ms(60)), .answered(request1, .allow, at: ms(60)),
      .backButton(visible: true, at: ms(60)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request1, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request1), at: ms(160)), .answered(request1, .allow, at: ms(160)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request1, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request1), at: ms(260)), .answered(request1, .allow, at: ms(260)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(500)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(520)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(630)),
      .asked(request2, as: .lateLink(GestureID(4))),
      .lateLink(
        LateLink(
          request: request2, gesture: GestureID(4), tapTime: ms(630), lateness: .milliseconds(190),
          sameDocument: nil), at: ms(820)),
      .answered(request2, .allow, at: ms(820)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1020)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(5))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1520)),
    ])
  }

  @Test("memory is bounded: old origins are forgotten")
  func boundedOrigins() throws {
    let rule = AdaptiveWindow(observations: 1, origins: 2)
    let h = try harness(rule)
    for (index, host) in ["a", "b", "c"].enumerated() {
      h.select("https://\(host).example/", at: Double(index) * 1000)
      link(h, at: Double(index) * 1000 + 10, delay: 40, url: "https://\(host).example/x")
    }
    h.select("https://a.example/", at: 5000)
    h.press(100, 200, from: 5100, to: 5120)
    h.runUntilIdle()
    #expect(h.decisions.last?.time == ms(5870))  // forgotten: full window
    h.select("https://c.example/", at: 6000)
    h.press(100, 200, from: 6100, to: 6120)
    h.runUntilIdle()
    #expect(h.decisions.last?.time == ms(6230))  // remembered: 110 ms
    let request1 = NavigationRequest(url: "https://a.example/x")
    let request2 = NavigationRequest(url: "https://b.example/x")
    let request3 = NavigationRequest(url: "https://c.example/x")
    h.expect([
      .replied(.selected),
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request1, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request1), at: ms(70)), .answered(request1, .allow, at: ms(70)),
      .backButton(visible: true, at: ms(70)), .replied(.policy(.allow)),
      .backButton(visible: false, at: ms(1000)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(1010)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1030)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request2, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request2), at: ms(1070)), .answered(request2, .allow, at: ms(1070)),
      .backButton(visible: true, at: ms(1070)), .replied(.policy(.allow)),
      .backButton(visible: false, at: ms(2000)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(2010)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(2030)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request3, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request3), at: ms(2070)), .answered(request3, .allow, at: ms(2070)),
      .backButton(visible: true, at: ms(2070)), .replied(.policy(.allow)),
      .backButton(visible: false, at: ms(5000)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(5100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(5120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(5870)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(6100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(6120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(5))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(6230)),
    ])
  }

  @Test("a shorter window behind a longer one closes with it, in order")
  func windowsCloseInOrder() throws {
    let h = try harness()
    for index in 0..<3 { link(h, at: Double(index) * 100, delay: 40) }  // 110 ms here
    h.select("https://other.example/", at: 900)
    h.press(100, 200, from: 1000, to: 1010)  // full window: until 1760
    h.select("https://example.com/", at: 1020)
    h.press(100, 200, from: 1030, to: 1040)  // 110 ms would end at 1150
    h.runUntilIdle()
    let last = h.decisions.suffix(2)
    #expect(last.map(\.time) == [ms(1760), ms(1760)])
    #expect(last.map(\.gesture) == [GestureID(4), GestureID(5)])
    #expect(last.last?.evidence.windowRule == .alignedWithEarlierGesture(.milliseconds(720)))
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(60)), .answered(request, .allow, at: ms(60)),
      .backButton(visible: true, at: ms(60)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(160)), .answered(request, .allow, at: ms(160)),
      .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request, as: .decidesLink(GestureID(3), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(260)), .answered(request, .allow, at: ms(260)),
      .replied(.policy(.allow)),
      .backButton(visible: false, at: ms(900)), .replied(.selected),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1010)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .replied(.selected),
      .delivered(.down(100, 200, at: ms(1030)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(5))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1760)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1760)),
    ])
  }

  @Test("a move, a tap and the window cost the same without the adaptive window")
  func offByDefault() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.runUntilIdle()
    #expect(h.decisions.first?.evidence.windowRule == .configured(.milliseconds(750)))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }
}
