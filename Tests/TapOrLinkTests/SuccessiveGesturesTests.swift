import TapOrLink
import Testing

@Suite("Successive gestures: several undecided at once")
struct SuccessiveGesturesTests {
  static let a = "https://example.com/a"
  static let b = "https://example.com/b"

  @Test("two quick taps are two taps, each at its own up + window")
  func twoQuickTaps() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(150, 250, from: 100, to: 140)
    #expect(h.overlay.undecidedCount == 2)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(150, 250, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 250, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .decided(.tap(view: "web", point: pt(150, 250)), at: ms(890)),
    ])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("a counted request goes to the oldest undecided gesture whose finger is up")
  func oldestWaitingGetsTheRequest() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(150, 250, from: 100, to: 140)
    h.request(Self.a, at: 340)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(150, 250, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(150, 250, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(150, 250)), at: ms(890)),
    ])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("a waiting gesture takes the request before the one in progress")
  func waitingBeforeInProgress() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(150, 250, at: 100)
    h.request(Self.a, at: 200)
    h.up(150, 250, at: 250)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(150, 250, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(200)), .answered(request, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
      .delivered(.up(150, 250, at: ms(250)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(150, 250)), at: ms(1000)),
    ])
  }

  @Test("with none waiting, the request goes to the gesture in progress")
  func inProgressWhenNoneWaits() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(150, 250, at: 100)
    h.request(Self.a, at: 200)
    h.request(Self.b, at: 210)
    h.up(150, 250, at: 250)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/b")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(150, 250, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request1, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request1), at: ms(200)), .answered(request1, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
      .asked(request2, as: .decidesLink(GestureID(2), view: "web", point: pt(150, 250))),
      .decided(.link(request2), at: ms(210)), .answered(request2, .allow, at: ms(210)),
      .replied(.policy(.allow)),
      .delivered(.up(150, 250, at: ms(250)), to: "web"), .replied(.delivered(to: "web")),
    ])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("three waiting gestures, two requests: the two oldest are links, the newest a tap")
  func threeWaitingTwoRequests() throws {
    let h = try Harness()
    h.press(10, 100, from: 0, to: 10)
    h.press(20, 100, from: 20, to: 30)
    h.press(30, 100, from: 40, to: 50)
    h.request(Self.a, at: 60)
    h.request(Self.b, type: .form, at: 70)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/b", type: .form)
    h.expect([
      .delivered(.down(10, 100, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(10, 100, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(20, 100, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(20, 100, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .delivered(.down(30, 100, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(30, 100, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .asked(request1, as: .decidesLink(GestureID(1), view: "web", point: pt(10, 100))),
      .decided(.link(request1), at: ms(60)), .answered(request1, .allow, at: ms(60)),
      .backButton(visible: true, at: ms(60)), .replied(.policy(.allow)),
      .asked(request2, as: .decidesLink(GestureID(2), view: "web", point: pt(20, 100))),
      .decided(.link(request2), at: ms(70)), .answered(request2, .allow, at: ms(70)),
      .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(30, 100)), at: ms(800)),
    ])
    #expect(h.decisions.map(\.gesture.number) == [1, 2, 3])
  }

  @Test("a moved gesture between two taps is not waiting and takes no request")
  func movedGestureTakesNothing() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.up(100, 250, at: 10)  // moved at the up
    h.press(100, 200, from: 20, to: 30)
    h.request(Self.a, at: 100)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 250, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(2), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
    ])
    #expect(h.decisions.map(\.gesture.number) == [1, 2])
  }

  @Test("many quick taps: each decided once, in order, the requests to the oldest")
  func manyQuickTaps() throws {
    // More gestures waiting than the engine's initial queue holds, with
    // requests taking some from the front while others join at the back.
    // Not exhaustive: 116 effects; the decisions in order say it.
    // Quick taps close together are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off), exhaustive: false)
    for index in 0..<20 {
      let start = Double(index) * 20
      h.press(Double(index), 100, from: start, to: start + 5)
      if index % 4 == 3 {
        h.request("https://example.com/\(index)", at: start + 10)
      }
    }
    h.runUntilIdle()
    // The five requests (at 70, 150, 230, 310, 390) go to gestures 1 to 5,
    // the oldest waiting each time; gestures 6 to 20 tap.
    var expected: [Harness.Effect] = []
    for count in 0..<5 {
      let index = 4 * count + 3
      expected.append(
        .decided(
          .link(NavigationRequest(url: "https://example.com/\(index)")),
          at: ms(Double(index) * 20 + 10)))
    }
    for index in 5..<20 {
      expected.append(
        .decided(
          .tap(view: "web", point: pt(Double(index), 100)), at: ms(Double(index) * 20 + 5 + 750)))
    }
    #expect(h.outcomes == expected)
    #expect(h.decisions.map(\.gesture.number) == Array(1...20))
    #expect(h.overlay.undecidedCount == 0)
  }

  @Test("gesture numbers count up across all outcomes")
  func gestureNumbers() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 10)  // 1: tap
    h.down(100, 200, at: 20)
    h.cancel(at: 30)  // 2: cancelled
    h.down(100, 200, at: 40)
    h.down(100, 200, finger: 2, at: 50)  // 3: multitouch
    h.up(100, 200, at: 60)
    h.up(100, 200, finger: 2, at: 70)
    h.runUntilIdle()
    #expect(h.decisions.map(\.gesture) == [GestureID(2), GestureID(3), GestureID(1)])
    #expect(h.decisions.map(\.outcome.name) == ["cancelled", "multitouch", "tap"])
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(30)), to: "web"), .decided(.cancelled, at: ms(30)),
      .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 200, finger: 2, at: ms(50)), to: "web"),
      .decided(.multiTouch, at: ms(50)), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, finger: 2, at: ms(70)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(760)),
    ])
  }
}
