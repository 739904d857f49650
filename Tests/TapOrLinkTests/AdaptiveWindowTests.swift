import TapOrLink
import Testing

@Suite("Adaptive window: learned per origin, bounded, explained")
struct AdaptiveWindowTests {
  static let rule = AdaptiveWindow(observations: 3)

  func harness(_ rule: AdaptiveWindow = Self.rule) throws -> Harness {
    try Harness(configuration: OverlayConfiguration(adaptiveWindow: rule))
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
    h.finish()
    #expect(h.decisions.last?.time == ms(970))
    #expect(
      h.decisions.last?.evidence.windowRule
        == .learning(.milliseconds(750), observations: 2, needed: 3))
    link(h, at: 1000, delay: 50)
    h.press(100, 200, from: 1200, to: 1220)
    h.finish()
    // 90th percentile of 40, 60, 50 is 60: 1.5 × 60 + 50 = 140 ms.
    let tap = try #require(h.decisions.last)
    #expect(tap.time == ms(1360))
    #expect(
      tap.evidence.windowRule
        == .learned(.milliseconds(140), observations: 3, percentileDelay: .milliseconds(60)))
    #expect(tap.explanation.contains("an adaptive window of 140ms, learned from 3 link delays"))
  }

  @Test("never below the floor, never above the configured window")
  func clamped() throws {
    let fast = try harness()
    for index in 0..<3 { link(fast, at: Double(index) * 100, delay: 3) }
    fast.press(100, 200, from: 500, to: 520)
    fast.finish()
    #expect(fast.decisions.last?.time == ms(620))
    let slow = try harness()
    for index in 0..<3 { link(slow, at: Double(index) * 1000, delay: 700) }
    slow.press(100, 200, from: 5000, to: 5020)
    slow.finish()
    #expect(slow.decisions.last?.time == ms(5770))
  }

  @Test("a new origin starts from the full window; the learned one comes back")
  func perOrigin() throws {
    let h = try harness()
    for index in 0..<3 { link(h, at: Double(index) * 100, delay: 40) }
    h.select("https://other.example/", at: 400)
    h.press(100, 200, from: 500, to: 520)
    h.finish()
    #expect(h.decisions.last?.time == ms(1270))
    h.select("https://example.com/b", at: 2000)
    h.press(100, 200, from: 2100, to: 2120)
    h.finish()
    #expect(h.decisions.last?.time == ms(2230))
  }

  @Test("a late link teaches the window, so it grows back")
  func lateLinkLearns() throws {
    let h = try harness()
    for index in 0..<3 { link(h, at: Double(index) * 100, delay: 40) }
    h.press(100, 200, from: 500, to: 520)  // window 110 ms: tap at 630
    h.request("https://example.com/slow", at: 820)  // 300 ms after up: late
    #expect(h.app.lateLinks.map(\.lateness) == [.milliseconds(190)])
    h.press(100, 200, from: 1000, to: 1020)
    h.finish()
    // Delays 40, 40, 40, 300: 90th percentile 300, 1.5 × 300 + 50 = 500 ms.
    #expect(h.decisions.last?.time == ms(1520))
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
    h.finish()
    #expect(h.decisions.last?.time == ms(5870))  // forgotten: full window
    h.select("https://c.example/", at: 6000)
    h.press(100, 200, from: 6100, to: 6120)
    h.finish()
    #expect(h.decisions.last?.time == ms(6230))  // remembered: 110 ms
  }

  @Test("a shorter window behind a longer one closes with it, in order")
  func windowsCloseInOrder() throws {
    let h = try harness()
    for index in 0..<3 { link(h, at: Double(index) * 100, delay: 40) }  // 110 ms here
    h.select("https://other.example/", at: 900)
    h.press(100, 200, from: 1000, to: 1010)  // full window: until 1760
    h.select("https://example.com/", at: 1020)
    h.press(100, 200, from: 1030, to: 1040)  // 110 ms would end at 1150
    h.finish()
    let last = h.decisions.suffix(2)
    #expect(last.map(\.time) == [ms(1760), ms(1760)])
    #expect(last.map(\.gesture) == [GestureID(4), GestureID(5)])
    #expect(last.last?.evidence.windowRule == .alignedWithEarlierGesture(.milliseconds(720)))
  }

  @Test("a move, a tap and the window cost the same without the adaptive window")
  func offByDefault() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.finish()
    #expect(h.decisions.first?.evidence.windowRule == .configured(.milliseconds(750)))
  }
}
