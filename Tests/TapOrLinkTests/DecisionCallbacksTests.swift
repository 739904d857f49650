import TapOrLink
import Testing

@Suite("Decisions out: delegate, onDecision, onEvent and the decisions() stream")
struct DecisionCallbacksTests {
  @Test("tappedView is called for taps only, with the target and the up point")
  func tappedViewOnlyForTaps() throws {
    let h = try Harness()
    h.press(20, 440, from: 0, to: 10)  // tap at 760
    h.press(100, 30, from: 1000, to: 1010)
    h.request("https://example.com/a", at: 1100)  // link
    h.down(100, 200, at: 2000)
    h.move(100, 300, at: 2010)  // moved
    h.up(100, 300, at: 2020)
    h.finish()
    #expect(h.delegate.taps.map(\.view) == ["likeButton"])
    #expect(h.delegate.taps.map(\.point) == [pt(20, 440)])
    #expect(h.delegate.decided.map(\.outcome.name) == ["tap", "link", "moved"])
  }

  @Test("onDecision and the delegate see every decision, in order, once")
  func onDecisionSeesAll() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(100, 250, finger: 2, at: 10)
    h.up(100, 200, at: 20)
    h.up(100, 250, finger: 2, at: 30)
    h.press(100, 200, from: 40, to: 50)
    h.down(100, 200, at: 900)
    h.finish()
    #expect(h.onDecisionCalls.map(\.outcome.name) == ["multitouch", "tap", "longpress"])
    #expect(h.onDecisionCalls == h.decisions)
    #expect(h.delegate.decided == h.decisions)
  }

  @Test("the engine works with no delegate and no callbacks")
  func noListeners() throws {
    let overlay = try TapOverlay(tree: Fixtures.tree(), scheduler: ManualScheduler())
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(10)))
    #expect(overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/")) == .allow)
    #expect(overlay.undecidedCount == 0)
    #expect(overlay.history.pages == ["https://example.com/"])
  }

  @Test("the delegate is held weakly")
  func weakDelegate() throws {
    let h = try Harness()
    weak var gone: RecordingDelegate?
    do {
      let temporary = RecordingDelegate()
      gone = temporary
      h.overlay.delegate = temporary
    }
    #expect(gone == nil)
    #expect(h.overlay.delegate == nil)
    h.press(100, 200, from: 0, to: 10)
    h.finish()
    #expect(h.outcomes == ["760ms: tap web 100 200"])
  }

  @Test("the decisions() stream delivers every decision, in order")
  func decisionStream() async throws {
    let h = try Harness()
    let stream = h.overlay.decisions()
    let second = h.overlay.decisions()
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 200, from: 100, to: 140)
    h.request("https://example.com/a", at: 200)
    h.down(100, 200, at: 1000)
    h.cancel(at: 1010)
    h.finish()
    var received: [Decision] = []
    for await decision in stream {
      received.append(decision)
      if received.count == 3 { break }
    }
    #expect(received == h.decisions)
    #expect(received.map(\.outcome.name) == ["link", "tap", "cancelled"])
    var fromSecond: Decision?
    for await decision in second {
      fromSecond = decision
      break
    }
    #expect(fromSecond == received.first)
  }

  @Test("a stream sees only decisions from when it was made, and ends with the overlay")
  func streamStartsNowAndEnds() async throws {
    var h: Harness? = try Harness()
    h?.press(100, 200, from: 0, to: 10)
    h?.finish()
    let stream = try #require(h?.overlay.decisions())
    h?.press(100, 200, from: 1000, to: 1010)
    h?.finish()
    h = nil  // the overlay goes away: the stream finishes
    var received: [String] = []
    for await decision in stream { received.append("\(decision.time)") }
    #expect(received == ["1760ms"])
  }

  @Test("onEvent gets every event in time order, decisions included")
  func eventsInOrder() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 200, from: 100, to: 140)
    h.request("https://example.com/a", at: 150)
    h.finish()
    let times = h.events.map(\.time)
    #expect(times == times.sorted())
    #expect(h.events.filter { if case .decided = $0.kind { true } else { false } }.count == 2)
  }
}
