import TapOrLink
import Testing

@Suite("One way out: the decider, observers and the decisions() stream")
struct DecisionCallbacksTests {
  @Test("an event's tappedView is set for taps only, with the target and the up point")
  func tappedViewOnlyForTaps() throws {
    let h = try Harness()
    h.press(20, 440, from: 0, to: 10)  // tap at 760
    h.press(100, 30, from: 1000, to: 1010)
    h.request("https://example.com/a", at: 1100)  // link
    h.down(100, 200, at: 2000)
    h.move(100, 300, at: 2010)  // moved
    h.up(100, 300, at: 2020)
    h.finish()
    #expect(h.app.taps.map(\.view) == ["likeButton"])
    #expect(h.app.taps.map(\.point) == [pt(20, 440)])
    #expect(h.app.decided.map(\.outcome.name) == ["tap", "link", "moved"])
  }

  @Test("every observer sees every decision, in order, once")
  func everyObserverSeesAll() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(100, 250, finger: 2, at: 10)
    h.up(100, 200, at: 20)
    h.up(100, 250, finger: 2, at: 30)
    h.press(100, 200, from: 40, to: 50)
    h.down(100, 200, at: 900)
    h.finish()
    #expect(h.observedDecisions.map(\.outcome.name) == ["multitouch", "tap", "longpress"])
    #expect(h.observedDecisions == h.decisions)
    #expect(h.app.decided == h.decisions)
  }

  @Test("the engine works with no decider and no observer")
  func noListeners() throws {
    let overlay = try TapOverlay(tree: Fixtures.tree(), scheduler: ManualScheduler())
    overlay.handle(.down(100, 200, at: ms(0)))
    overlay.handle(.up(100, 200, at: ms(10)))
    #expect(overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/")) == .allow)
    #expect(overlay.undecidedCount == 0)
    #expect(overlay.history.pages == ["https://example.com/"])
  }

  @Test("the decider is held weakly")
  func weakDecider() throws {
    let h = try Harness()
    weak var gone: RecordingApp?
    do {
      let temporary = RecordingApp()
      gone = temporary
      h.overlay.decider = temporary
    }
    #expect(gone == nil)
    #expect(h.overlay.decider == nil)
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

  @Test("an observer gets every event in time order, decisions included")
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

  @Test(
    "observers do not wrap each other: each hears all, in the order added; a removed one, nothing")
  func independentObservers() throws {
    let h = try Harness()
    var heard: [String] = []
    let first = h.overlay.addObserver { heard.append("first \($0.time)") }
    h.overlay.addObserver { heard.append("second \($0.time)") }
    h.down(100, 200, at: 0)
    h.overlay.removeObserver(first)
    h.overlay.removeObserver(first)  // twice changes nothing
    h.up(100, 200, at: 10)
    #expect(heard == ["first 0ms", "second 0ms", "second 10ms"])
    #expect(h.trace == ["0ms: deliver down web", "10ms: deliver up web"])
  }
}
