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
    h.finish()
    #expect(
      h.trace == [
        "0ms: deliver down web",
        "40ms: deliver up web",
        "340ms: link \(Self.a)",
        "340ms: allow \(Self.a)",
        "340ms: back shown",
      ])
    let decision = try onlyDecision(h)
    #expect(decision.outcome == .link(NavigationRequest(url: Self.a)))
    #expect(decision.reason == .countedRequest(afterUp: .milliseconds(300)))
    #expect(decision.evidence.requestTime == ms(340))
    #expect(decision.evidence.windowEnd == ms(790))
    #expect(h.app.taps.isEmpty)
    #expect(h.scheduler.pendingCount == 0)
  }

  @Test("a request exactly at up + window still counts (input before timers)")
  func requestExactlyAtWindowEnd() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.at(790)  // advance to the instant, leaving the window timer pending
    #expect(h.decisions.isEmpty)
    h.request(Self.a, at: 790)
    h.finish()  // then run the timers
    #expect(h.outcomes == ["790ms: link \(Self.a)"])
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
    h.finish()
    #expect(
      h.trace(since: 2) == [
        "790ms: tap web 50 200",
        "791ms: allow \(Self.a)",
        "791ms: back shown",
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
    h.finish()
    #expect(h.outcomes == ["790ms: link \(Self.a)"])
  }

  @Test("a request while the finger is still down is a link at once; nothing follows")
  func requestWhileFingerDown() throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    h.request(Self.a, at: 100)
    #expect(h.up(50, 200, at: 200) == .delivered(to: "web", awaitingNavigation: nil))
    h.finish()
    #expect(h.outcomes == ["100ms: link \(Self.a)"])
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
    h.finish()
    #expect(h.outcomes == ["200ms: link \(Self.a)"])
    #expect(try onlyDecision(h).outcome == .link(NavigationRequest(url: Self.a, type: type)))
  }

  @Test(
    "back, reload and resubmit requests do not count",
    arguments: [NavigationType.back, .reload, .resubmit])
  func uncountedTypes(type: NavigationType) throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.request(Self.a, type: type, at: 200) == .allow)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 50 200"])
  }

  @Test("a subframe request never counts, whatever its type", arguments: NavigationType.allCases)
  func subframeNeverCounts(type: NavigationType) throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    h.request(Self.a, type: type, subframe: true, at: 10)  // finger down
    h.up(50, 200, at: 40)
    #expect(h.request(Self.a, type: type, subframe: true, at: 200) == .allow)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 50 200"])
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
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 50 200"])
  }

  @Test("the activation setting chooses the counted types")
  func customActivation() throws {
    let h = try Harness(configuration: OverlayConfiguration(activation: [.reload]))
    h.press(50, 200, from: 0, to: 40)
    h.request(Self.a, type: .link, at: 100)
    h.request(Self.a, type: .form, at: 110)
    h.request(Self.a, type: .reload, at: 120)
    h.finish()
    #expect(h.outcomes == ["120ms: link \(Self.a)"])

    let none = try Harness(configuration: OverlayConfiguration(activation: []))
    none.press(50, 200, from: 0, to: 40)
    none.request(Self.a, at: 100)
    none.finish()
    #expect(none.outcomes == ["790ms: tap web 50 200"])
  }

  @Test("requests when nothing is undecided change no outcome")
  func requestsWithNothingUndecided() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)  // before any gesture
    h.press(50, 200, from: 10, to: 20)
    h.finish()  // tap at 770
    h.request(Self.a, at: 800)  // after it
    h.down(50, 200, at: 900)
    h.move(90, 200, at: 910)  // moved
    h.request(Self.a, at: 920)  // while the finger of a decided gesture is down
    h.up(90, 200, at: 930)
    h.finish()
    #expect(h.outcomes == ["770ms: tap web 50 200", "910ms: moved"])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("a link is decided before the answer and the history change: link, allow, back")
  func eventOrder() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    let start = h.mark()
    h.request(Self.a, at: 340)
    #expect(
      h.trace(since: start) == [
        "340ms: link \(Self.a)", "340ms: allow \(Self.a)", "340ms: back shown",
      ])
    // The decider is asked first, before anything changes; the app hears what
    // happened once the request's state change is complete.
    #expect(
      h.app.calls.suffix(3) == [
        "shouldAllow \(Self.a)", "didDecide link", "backButtonVisible true",
      ])
  }

  @Test("a second counted request in the window finds nothing undecided")
  func secondRequestChangesNothing() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.request(Self.a, at: 100)
    h.request("https://example.com/b", at: 200)
    h.finish()
    #expect(h.outcomes == ["100ms: link \(Self.a)"])
  }
}
