import TapOrLink
import Testing

/// `print(value)` shows what a person needs, in the words of traces and
/// scenario files.
@Suite struct ReadableValuesTests {
  static let request = NavigationRequest(url: "https://example.com/a")

  @Test func outcomes() {
    #expect("\(Outcome.link(Self.request))" == "link https://example.com/a")
    #expect("\(Outcome.tap(view: "web", point: pt(160, 200.5)))" == "tap web 160 200.5")
    #expect("\(Outcome.longPress)" == "longpress")
    #expect("\(Outcome.multiTouch)" == "multitouch")
  }

  @Test func requests() {
    #expect("\(Self.request)" == "https://example.com/a")
    #expect(
      "\(NavigationRequest(url: "https://example.com/f", type: .form, isMainFrame: false))"
        == "https://example.com/f type form subframe")
  }

  @Test func touches() {
    #expect("\(Touch.up(50, 20, at: ms(40)))" == "40ms: up 50 20")
    #expect("\(Touch.down(1.5, 2, finger: 2, at: ms(0.25)))" == "0.25ms: down 1.5 2 finger 2")
    #expect("\(Touch.cancel(finger: 3, at: ms(7)))" == "7ms: cancel finger 3")
  }

  @Test func instants() {
    #expect("\(Instant(nanoseconds: 790_320_860))" == "790.32086ms")  // exact, for traces
    #expect(Instant(nanoseconds: 790_320_860).readableText == "790.32ms")
    #expect(Instant(nanoseconds: 790_325_000).readableText == "790.33ms")  // halves away from 0
    #expect(Instant(nanoseconds: -790_325_000).readableText == "-790.33ms")
    #expect(Instant(nanoseconds: 999_995_000).readableText == "1000ms")
    #expect(Instant.milliseconds(340).readableText == "340ms")
    #expect(Instant(nanoseconds: .max).readableText.hasSuffix("ms"))  // no overflow trap
    #expect(Duration.nanoseconds(300_120_516).readableMillisecondsText == "300.12ms")
  }

  @Test("a decision, and its explanation of a late real-time request, in 0.01 ms")
  func decisions() throws {
    let h = try Harness()
    h.handle(.down(100, 200, at: Instant(nanoseconds: 1_234_567)))
    h.handle(.up(100, 200, at: Instant(nanoseconds: 40_120_516)))
    h.overlay.shouldStartLoad(Self.request, at: Instant(nanoseconds: 340_241_032))
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(1.234567)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40.120516)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(340.241032)), .answered(request, .allow, at: ms(340.241032)),
      .backButton(visible: true, at: ms(340.241032)),
    ])
    let decision = try onlyDecision(h)
    #expect("\(decision)" == "340.24ms: link https://example.com/a (gesture #1)")
    #expect(
      decision.explanation
        == "340.24ms: link for gesture #1 on web: request https://example.com/a came "
        + "300.12ms after touch-up (window open until 790.12ms)")
  }
}
