import TapOrLink
import Testing

@Suite("Bad input never crashes and never changes state")
struct BadInputTests {
  @Test(
    "a move, up or cancel for a finger that is not down is ignored and diagnosed",
    arguments: [TouchPhase.move, .up, .cancel])
  func phaseForFingerNotDown(phase: TouchPhase) throws {
    let h = try Harness()
    let touch = Touch(finger: 3, phase: phase, location: pt(100, 200), time: ms(10))
    h.at(10)
    #expect(h.overlay.handle(touch) == .ignored(.fingerNotDown(3, phase)))
    h.expect([.diagnosed(.fingerNotDown(3, phase), at: ms(10))])
    #expect(h.overlay.undecidedCount == 0)
    #expect(h.overlay.fingersDown.isEmpty)
    // A following gesture works.
    h.press(100, 200, from: 20, to: 30)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(780)),
    ])
  }

  @Test("bad events in the middle of a gesture do not change it")
  func badEventsMidGesture() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(300, 400, finger: 2, at: 10)  // never down: its distance is nobody's
    h.up(300, 400, finger: 2, at: 20)
    h.cancel(finger: 2, at: 30)
    #expect(h.down(300, 400, at: 40) == .ignored(.fingerAlreadyDown(1)))  // duplicate down
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .diagnosed(.fingerNotDown(2, .move), at: ms(10)),
      .replied(.touchIgnored(.fingerNotDown(2, .move))),
      .diagnosed(.fingerNotDown(2, .up), at: ms(20)),
      .replied(.touchIgnored(.fingerNotDown(2, .up))),
      .diagnosed(.fingerNotDown(2, .cancel), at: ms(30)),
      .replied(.touchIgnored(.fingerNotDown(2, .cancel))),
      .diagnosed(.fingerAlreadyDown(1), at: ms(40)), .replied(.touchIgnored(.fingerAlreadyDown(1))),
    ])
    #expect(h.overlay.fingersDown == [1])
    h.up(100, 200, at: 50)
    h.runUntilIdle()
    h.expect([
      .delivered(.up(100, 200, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(800)),
    ])
    #expect(try onlyDecision(h).evidence.downPoint == pt(100, 200))
  }

  @Test("a duplicate down of a second finger is not another multitouch or gesture")
  func duplicateSecondFingerDown() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(150, 200, finger: 2, at: 10)  // multitouch
    h.down(150, 200, finger: 2, at: 20)  // duplicate
    h.up(150, 200, finger: 2, at: 30)
    h.up(150, 200, finger: 2, at: 40)  // no longer down
    h.up(100, 200, at: 50)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(150, 200, finger: 2, at: ms(10)), to: "web"),
      .decided(.multiTouch, at: ms(10)), .replied(.delivered(to: "web")),
      .diagnosed(.fingerAlreadyDown(2), at: ms(20)), .replied(.touchIgnored(.fingerAlreadyDown(2))),
      .delivered(.up(150, 200, finger: 2, at: ms(30)), to: "web"), .replied(.delivered(to: "web")),
      .diagnosed(.fingerNotDown(2, .up), at: ms(40)),
      .replied(.touchIgnored(.fingerNotDown(2, .up))),
      .delivered(.up(100, 200, at: ms(50)), to: "web"), .replied(.delivered(to: "web")),
    ])
    #expect(h.diagnostics == [.fingerAlreadyDown(2), .fingerNotDown(2, .up)])
  }

  @Test("beyond 1,024 fingers down a down is ignored, so a touch's cost stays bounded")
  func fingerLimit() throws {
    // Not exhaustive: over a thousand fingers' effects; the counts say it.
    let h = try Harness(exhaustive: false)
    for finger in 1...1_024 { h.down(100, 200, finger: FingerID(finger), at: 0) }
    #expect(h.overlay.fingersDown.count == 1_024)
    #expect(
      h.down(100, 200, finger: 1_025, at: 1) == .ignored(.tooManyFingers(1_025, limit: 1_024)))
    #expect(h.up(100, 200, finger: 1_025, at: 2) == .ignored(.fingerNotDown(1_025, .up)))
    #expect(
      h.effects.suffix(4) == [
        .diagnosed(.tooManyFingers(1_025, limit: 1_024), at: ms(1)),
        .replied(.touchIgnored(.tooManyFingers(1_025, limit: 1_024))),
        .diagnosed(.fingerNotDown(1_025, .up), at: ms(2)),
        .replied(.touchIgnored(.fingerNotDown(1_025, .up))),
      ])
    h.up(100, 200, finger: 1, at: 3)
    #expect(
      h.down(100, 200, finger: 1_025, at: 4) != .ignored(.tooManyFingers(1_025, limit: 1_024)))
    for finger in 2...1_025 { h.up(100, 200, finger: FingerID(finger), at: 5) }
    h.runUntilIdle()
    #expect(h.outcomes == [.decided(.multiTouch, at: ms(0))])
    #expect(h.overlay.fingersDown.isEmpty)
  }

  @Test("an up after the finger already lifted is ignored: the waiting gesture is untouched")
  func doubleUp() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.up(100, 200, at: 60) == .ignored(.fingerNotDown(1, .up)))
    h.request("https://example.com/a", at: 100)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .diagnosed(.fingerNotDown(1, .up), at: ms(60)),
      .replied(.touchIgnored(.fingerNotDown(1, .up))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
    ])
  }

  @Test("a touch stamped earlier than handled input is taken at the latest instant, and diagnosed")
  func touchTimeGoesBackwards() throws {
    let h = try Harness()
    h.down(100, 200, at: 100)
    #expect(h.up(100, 200, at: 50) == .delivered(to: "web", awaitingNavigation: GestureID(1)))
    #expect(h.down(10, 10, finger: 2, at: 99) == .delivered(to: "header", awaitingNavigation: nil))
    h.expect([
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .diagnosed(.timeWentBackwards(last: ms(100), given: ms(50)), at: ms(100)),
      .delivered(.up(100, 200, at: ms(100)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .diagnosed(.timeWentBackwards(last: ms(100), given: ms(99)), at: ms(100)),
      .delivered(.down(10, 10, finger: 2, at: ms(100)), to: "header"),
      .replied(.delivered(to: "header")),
    ])
    #expect(h.overlay.fingersDown == [2])
    #expect(h.overlay.lastInstant == ms(100))
    h.up(10, 10, finger: 2, at: 100)  // the same instant is not backwards
    h.runUntilIdle()
    h.expect([
      .delivered(.up(10, 10, finger: 2, at: ms(100)), to: "header"),
      .replied(.delivered(to: "header", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(850)),
      .decided(.tap(view: "header", point: pt(10, 10)), at: ms(850)),
    ])
  }

  @Test("a request stamped earlier is still answered, as if it came at the last instant")
  func requestTimeGoesBackwards() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 200)
    #expect(h.request("https://example.com/a", at: 150) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(200)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .diagnosed(.timeWentBackwards(last: ms(200), given: ms(150)), at: ms(200)),
      .decided(.link(request), at: ms(200)), .answered(request, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.time == ms(200))
    #expect(decision.reason == .countedRequest(afterUp: .zero))
  }

  @Test("a late request stamped before a window that has closed is answered but is no link")
  func backwardsRequestAfterWindowClosed() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.advance(to: 1000)
    h.request("https://example.com/a", at: 500)  // engine already decided the tap at 790
    let request = NavigationRequest(url: "https://example.com/a")
    // Taken after the timer that decided at 790 ms, one nanosecond later
    // (a replay plays it there, in the same order): past the window, so
    // no late link either.
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .asked(request, as: .countsForNothing(.noGesture)),
      .diagnosed(.timeWentBackwards(last: ms(790), given: ms(500)), at: ms(790)),
      .answered(request, .allow, at: ms(790.000001)),
      .backButton(visible: true, at: ms(790.000001)),
      .replied(.policy(.allow)),
    ])
    #expect(h.diagnostics == [.timeWentBackwards(last: ms(790), given: ms(500))])
  }

  @Test("backwards time on select and back is clamped and diagnosed too")
  func backwardsSelectAndBack() throws {
    let h = try Harness()
    h.request("https://example.com/a", at: 100)
    h.back(at: 50)
    h.select("https://example.com/b", at: 20)
    #expect(h.diagnostics.count == 2)
    #expect(h.overlay.history.pages == ["https://example.com/b"])
    #expect(h.events.allSatisfy { $0.time == ms(100) })
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/", type: .back)
    h.expect([
      .asked(request1, as: .countsForNothing(.noGesture)), .answered(request1, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.notAnActivation(.back))),
      .diagnosed(.timeWentBackwards(last: ms(100), given: ms(50)), at: ms(100)),
      .answered(request2, .allow, at: ms(100)), .backButton(visible: false, at: ms(100)),
      .replied(.policy(.allow)),
      .diagnosed(.timeWentBackwards(last: ms(100), given: ms(20)), at: ms(100)),
      .replied(.selected),
    ])
  }

  @Test(
    "an unreadable URL is diagnosed, yet counts and is recorded; its page has no origin",
    arguments: [
      "https://example.com:99999/", "https://[::1]evil.com/", "https://example.com:443:443/",
      "https://a b/", "https://é.com/", "https://ex%00ample.com/",
    ])
  func unparseableURL(url: String) throws {
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["go"], allowedOrigins: [Origin("https://example.com")!])
    let h = try Harness(configuration: OverlayConfiguration(bridge: bridge))
    h.down(100, 200, at: 0)
    #expect(h.request(url, at: 10) == .allow)
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    let request = NavigationRequest(url: url)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .diagnosed(.unparseableURL(url), at: ms(10)), .decided(.link(request), at: ms(10)),
      .answered(request, .allow, at: ms(10)), .backButton(visible: true, at: ms(10)),
      .replied(.policy(.allow)),
      .delivered(.up(100, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
    ])
    #expect(h.overlay.history.pages == [Fixtures.firstPage, url])
    #expect(h.overlay.history.currentOrigin == nil)
    // Fail closed: not the previous page's origin.
    h.request("nativeaction://go", at: 1000)
    let request2 = NavigationRequest(url: "nativeaction://go")
    h.expect([
      .answered(request2, .block, at: ms(1000)), .actionRefused(.noOrigin, at: ms(1000)),
      .replied(.policy(.block)),
    ])
    // An origin is current again after a readable navigation.
    h.request("https://example.com/ok", at: 1100)
    h.request("nativeaction://go", at: 1200)
    #expect(h.actions == ["go"])
    let request3 = NavigationRequest(url: "https://example.com/ok")
    h.expect([
      .asked(request3, as: .countsForNothing(.noGesture)),
      .answered(request3, .allow, at: ms(1100)), .replied(.policy(.allow)),
      .answered(request2, .block, at: ms(1200)), .actionRan("go", at: ms(1200)),
      .ran("go", for: request2), .replied(.policy(.block)),
    ])
  }

  @Test(
    "a bridge request with a malformed rest is still blocked and never counts",
    arguments: [
      ("nativeaction://hideShow:x", "hideShow:x"), ("nativeaction://[x", "[x"),
      ("NativeAction://x:99999", "x:99999"),
    ])
  func malformedBridgeRequest(url: String, name: String) throws {
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"], allowedOrigins: [])
    let h = try Harness(configuration: OverlayConfiguration(bridge: bridge))
    h.down(100, 200, at: 0)
    h.up(100, 200, at: 40)
    #expect(h.request(url, at: 100) == .block)
    h.runUntilIdle()
    #expect(h.overlay.history.pages == [Fixtures.firstPage])
    #expect(h.asked.isEmpty && h.actions.isEmpty)
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .answered(NavigationRequest(url: url), .block, at: ms(100)),
      .actionRefused(.unknownAction(name), at: ms(100)), .replied(.policy(.block)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("a flood of nonsense leaves the engine as it was")
  func nonsenseFlood() throws {
    // Not exhaustive: a flood of 1,200 effects; the engine's state says it.
    let h = try Harness(exhaustive: false)
    for index in 0..<200 {
      let finger = FingerID(index % 7 + 2)
      let time = Double(index)
      h.move(Double(index), 0, finger: finger, at: time)
      h.up(0, Double(index), finger: finger, at: time)
      h.cancel(finger: finger, at: time)
    }
    #expect(h.diagnostics.count == 600)
    #expect(h.events.count == 600)
    #expect(h.overlay.fingersDown.isEmpty)
    #expect(h.overlay.undecidedCount == 0)
    #expect(h.scheduler.pendingCount == 0)
    h.press(100, 200, from: 300, to: 310)
    h.runUntilIdle()
    #expect(h.outcomes == [.decided(.tap(view: "web", point: pt(100, 200)), at: ms(1060))])
  }

  @Test("diagnostics read as sentences")
  func diagnosticText() {
    #expect(
      EngineDiagnostic.fingerNotDown(2, .move).description
        == "move for finger 2, which is not down: ignored")
    #expect(
      EngineDiagnostic.fingerAlreadyDown(1).description
        == "down for finger 1, which is already down: ignored")
    #expect(
      EngineDiagnostic.timeWentBackwards(last: ms(100), given: ms(50)).description
        == "input at 50ms is earlier than 100ms, already handled: taken at 100ms")
    #expect(
      EngineDiagnostic.unparseableURL("x y").description
        == "request URL `x y` cannot be read: its page has no origin")
  }
}
