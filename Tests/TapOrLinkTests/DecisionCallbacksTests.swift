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
    h.runUntilIdle()
    #expect(h.taps.map(\.view) == ["likeButton"])
    #expect(h.taps.map(\.point) == [pt(20, 440)])
    #expect(h.observedDecisions.map(\.outcome.name) == ["tap", "link", "moved"])
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .delivered(.up(20, 440, at: ms(10)), to: "likeButton"),
      .replied(.delivered(to: "likeButton", awaiting: GestureID(1))),
      .decided(.tap(view: "likeButton", point: pt(20, 440)), at: ms(760)),
      .delivered(.down(100, 30, at: ms(1000)), to: "header"), .replied(.delivered(to: "header")),
      .delivered(.up(100, 30, at: ms(1010)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "header", point: pt(100, 30))),
      .decided(.link(request), at: ms(1100)), .answered(request, .allow, at: ms(1100)),
      .backButton(visible: true, at: ms(1100)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(2000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(100, 300, at: ms(2010)), to: "web"), .decided(.moved, at: ms(2010)),
      .replied(.delivered(to: "web")),
      .delivered(.up(100, 300, at: ms(2020)), to: "web"), .replied(.delivered(to: "web")),
    ])
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
    h.runUntilIdle()
    #expect(h.observedDecisions.map(\.outcome.name) == ["multitouch", "tap", "longpress"])
    #expect(h.observedDecisions == h.decisions)
    #expect(h.observedDecisions == h.decisions)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 250, finger: 2, at: ms(10)), to: "web"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 250, finger: 2, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(800)),
      .delivered(.down(100, 200, at: ms(900)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(1400)),
    ])
  }

  @Test("the engine works with no decider and no observer")
  func noListeners() throws {
    // An overlay of its own: a harness would observe and decide.
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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(760)),
    ])
  }

  @Test("the decisions() stream delivers every decision, in order")
  func decisionStream() async throws {
    // Quick taps at one point are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    let stream = h.overlay.decisions()
    let second = h.overlay.decisions()
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 200, from: 100, to: 140)
    h.request("https://example.com/a", at: 200)
    h.down(100, 200, at: 1000)
    h.cancel(at: 1010)
    h.runUntilIdle()
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
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(200)), .answered(request, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(890)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(1010)), to: "web"), .decided(.cancelled, at: ms(1010)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a stream sees only decisions from when it was made, and ends with the overlay")
  func streamStartsNowAndEnds() async throws {
    var h: Harness? = try Harness()
    h?.press(100, 200, from: 0, to: 10)
    h?.runUntilIdle()
    let stream = try #require(h?.overlay.decisions())
    h?.press(100, 200, from: 1000, to: 1010)
    h?.runUntilIdle()
    h?.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(760)),
      .delivered(.down(100, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(1010)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1760)),
    ])
    h = nil  // the overlay goes away: the stream finishes
    var received: [String] = []
    for await decision in stream { received.append("\(decision.time)") }
    #expect(received == ["1760ms"])
  }

  @Test("an observer gets every event in time order, decisions included")
  func eventsInOrder() throws {
    // Quick taps at one point are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.press(100, 200, from: 0, to: 40)
    h.press(100, 200, from: 100, to: 140)
    h.request("https://example.com/a", at: 150)
    h.runUntilIdle()
    let times = h.events.map(\.time)
    #expect(times == times.sorted())
    #expect(h.events.filter { if case .decided = $0.kind { true } else { false } }.count == 2)
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(150)), .answered(request, .allow, at: ms(150)),
      .backButton(visible: true, at: ms(150)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(890)),
    ])
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
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
    ])
  }
}
