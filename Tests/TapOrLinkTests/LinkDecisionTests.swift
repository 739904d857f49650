import TapOrLink
import Testing

@Suite("Link: a counted request while the gesture is undecided")
struct LinkDecisionTests {
  static let a = "https://example.com/a"

  @Test("a link request within the window is a link at the request, then allowed")
  func linkWithinWindow() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.request(Self.a, at: 340) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.outcome == .link(NavigationRequest(url: Self.a)))
    #expect(decision.reason == .countedRequest(afterUp: .milliseconds(300)))
    #expect(decision.evidence.requestTime == ms(340))
    #expect(decision.evidence.windowEnd == ms(790))
    #expect(h.taps.isEmpty)
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("a request exactly at up + window still counts (input before timers)")
  func requestExactlyAtWindowEnd() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.at(790)  // advance to the instant, leaving the window timer pending
    #expect(h.decisions.isEmpty)
    h.request(Self.a, at: 790)
    h.runUntilIdle()  // then run the timers
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(790)), .answered(request, .allow, at: ms(790)),
      .backButton(visible: true, at: ms(790)), .replied(.policy(.allow)),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.reason == .countedRequest(afterUp: .milliseconds(750)))
  }

  @Test(
    "a request 1 ms after the window closed comes too late: tap, no late link, the request allowed"
  )
  func requestOneMillisecondLate() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.request(Self.a, at: 791) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(791)),
      .backButton(visible: true, at: ms(791)), .replied(.policy(.allow)),
    ])
  }

  @Test("a page request at up + window, scheduled in the page stage, beats the window timer")
  func pageStageRequestAtWindowEnd() throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    h.up(50, 200, at: 40)  // arms the window timer first
    h.scheduler.schedule(at: ms(790), stage: .page) {
      h.overlay.shouldStartLoad(NavigationRequest(url: Self.a))
    }
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(790)), .answered(request, .allow, at: ms(790)),
      .backButton(visible: true, at: ms(790)),
    ])
  }

  @Test("a request while the finger is still down is a link at once; nothing follows")
  func requestWhileFingerDown() throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    h.request(Self.a, at: 100)
    #expect(h.up(50, 200, at: 200) == .delivered(to: "web", awaitingNavigation: nil))
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .delivered(.up(50, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.reason == .countedRequest(afterUp: nil))
    #expect(decision.evidence.upTime == nil)
    #expect(decision.evidence.windowEnd == nil)
    #expect(h.scheduler.pendingCount == 0)  // the long-press timer went with the gesture
  }

  @Test(
    "link, form and other requests count", arguments: [NavigationType.link, .form, .other])
  func countedTypes(type: NavigationType) throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.request(Self.a, type: type, at: 200)
    h.runUntilIdle()
    let request = NavigationRequest(url: Self.a, type: type)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(200)), .answered(request, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
    ])
    #expect(try onlyDecision(h).outcome == .link(NavigationRequest(url: Self.a, type: type)))
  }

  @Test(
    "back, reload and resubmit requests do not count",
    arguments: [NavigationType.back, .reload, .resubmit])
  func uncountedTypes(type: NavigationType) throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.request(Self.a, type: type, at: 200) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: Self.a, type: type)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .countsForNothing(.notAnActivation(type))),
      .answered(request, .allow, at: ms(200)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
  }

  @Test("a subframe request never counts, whatever its type", arguments: NavigationType.allCases)
  func subframeNeverCounts(type: NavigationType) throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    h.request(Self.a, type: type, subframe: true, at: 10)  // finger down
    h.up(50, 200, at: 40)
    #expect(h.request(Self.a, type: type, subframe: true, at: 200) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: Self.a, type: type, isMainFrame: false)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .countsForNothing(.frame)), .answered(request, .allow, at: ms(10)),
      .replied(.policy(.allow)),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .countsForNothing(.frame)), .answered(request, .allow, at: ms(200)),
      .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
  }

  @Test("a bridge request never counts, whatever its type", arguments: NavigationType.allCases)
  func bridgeNeverCounts(type: NavigationType) throws {
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [try #require(Origin("https://example.com"))])
    let h = try Harness(configuration: OverlayConfiguration(bridge: bridge))
    h.down(50, 200, at: 0)
    h.request("nativeaction://hideShow", type: type, at: 10)
    h.up(50, 200, at: 40)
    #expect(h.request("nativeaction://hideShow", type: type, at: 200) == .block)
    h.runUntilIdle()
    let request = NavigationRequest(url: "nativeaction://hideShow", type: type)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .answered(request, .block, at: ms(10)), .actionRan("hideShow", at: ms(10)),
      .ran("hideShow", for: request), .replied(.policy(.block)),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .answered(request, .block, at: ms(200)), .actionRan("hideShow", at: ms(200)),
      .ran("hideShow", for: request), .replied(.policy(.block)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
  }

  @Test("the activation setting chooses the counted types")
  func customActivation() throws {
    let h = try Harness(configuration: OverlayConfiguration(activation: [.reload]))
    h.press(50, 200, from: 0, to: 40)
    h.request(Self.a, type: .link, at: 100)
    h.request(Self.a, type: .form, at: 110)
    h.request(Self.a, type: .reload, at: 120)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/a", type: .form)
    let request3 = NavigationRequest(url: "https://example.com/a", type: .reload)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request1, as: .countsForNothing(.notAnActivation(.link))),
      .answered(request1, .allow, at: ms(100)), .backButton(visible: true, at: ms(100)),
      .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.notAnActivation(.form))),
      .answered(request2, .allow, at: ms(110)), .replied(.policy(.allow)),
      .asked(request3, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request3), at: ms(120)), .answered(request3, .allow, at: ms(120)),
      .replied(.policy(.allow)),
    ])

    let none = try Harness(configuration: OverlayConfiguration(activation: []))
    none.press(50, 200, from: 0, to: 40)
    none.request(Self.a, at: 100)
    none.runUntilIdle()
    none.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request1, as: .countsForNothing(.notAnActivation(.link))),
      .answered(request1, .allow, at: ms(100)), .backButton(visible: true, at: ms(100)),
      .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
  }

  @Test("requests when nothing is undecided change no outcome")
  func requestsWithNothingUndecided() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)  // before any gesture
    h.press(50, 200, from: 10, to: 20)
    h.runUntilIdle()  // tap at 770
    h.request(Self.a, at: 800)  // after it
    h.down(50, 200, at: 900)
    h.move(90, 200, at: 910)  // moved
    h.request(Self.a, at: 920)  // while the finger of a decided gesture is down
    h.up(90, 200, at: 930)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .delivered(.down(50, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(770)),
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(800)),
      .replied(.policy(.allow)),
      .delivered(.down(50, 200, at: ms(900)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(90, 200, at: ms(910)), to: "web"), .decided(.moved, at: ms(910)),
      .replied(.delivered(to: "web")),
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(920)),
      .replied(.policy(.allow)),
      .delivered(.up(90, 200, at: ms(930)), to: "web"), .replied(.delivered(to: "web")),
    ])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("a link is decided before the answer and the history change: link, allow, back")
  func eventOrder() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
    ])
    h.request(Self.a, at: 340)
    // The decider is asked first, before anything changes; the app hears what
    // happened once the request's state change is complete.
    let request = NavigationRequest(url: Self.a)
    h.expect([
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
    ])
  }

  @Test("a second counted request in the window finds nothing undecided")
  func secondRequestChangesNothing() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.request(Self.a, at: 100)
    h.request("https://example.com/b", at: 200)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/b")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request1, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request1), at: ms(100)), .answered(request1, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(200)),
      .replied(.policy(.allow)),
    ])
  }
}
