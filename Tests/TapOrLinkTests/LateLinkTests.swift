import TapOrLink
import Testing

@Suite("Late links: a request just after a tap is reported, never silent")
struct LateLinkTests {
  @Test("a counted request within the grace after a tap: an event the app observes")
  func reported() throws {
    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(100, 200, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    #expect(h.request("https://example.com/a", at: 90) == .allow)
    h.finish()
    #expect(h.trace.contains("90ms: late-link https://example.com/a 40ms #1"))
    #expect(
      h.app.lateLinks == [
        LateLink(
          request: NavigationRequest(url: "https://example.com/a"), gesture: GestureID(1),
          tapTime: ms(50), lateness: .milliseconds(40))
      ])
    #expect(h.outcomes == ["50ms: tap web 100 200"])
  }

  @Test("once only, within the grace, and only for requests that would have counted")
  func onlyCountedAndOnce() throws {
    let h = try Harness(
      configuration: OverlayConfiguration(
        strategy: .pageAnswers, lateLinkGrace: .milliseconds(100)))
    h.press(100, 200, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    h.request("https://example.com/sub", subframe: true, at: 60)
    h.request("https://example.com/r", type: .reload, at: 61)
    h.request("https://example.com/a", at: 70)
    h.request("https://example.com/b", at: 80)
    h.press(100, 200, from: 1000, to: 1040)
    h.answer(.content, .gesture(GestureID(2)), at: 1050)
    h.request("https://example.com/c", at: 1151)
    #expect(h.app.lateLinks.map(\.request.url) == ["https://example.com/a"])
  }

  @Test("a move is never followed by a late link")
  func notAfterMove() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(150, 200, at: 10)
    h.request("https://example.com/a", at: 20)
    #expect(h.app.lateLinks.isEmpty)
  }
}
