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
    #expect(h.trace == ["10ms: ignored \(phase.rawValue) finger 3"])
    #expect(h.app.calls.isEmpty)
    #expect(h.overlay.undecidedCount == 0)
    #expect(h.overlay.fingersDown.isEmpty)
    // A following gesture works.
    h.press(100, 200, from: 20, to: 30)
    h.finish()
    #expect(h.outcomes == ["780ms: tap web 100 200"])
  }

  @Test("bad events in the middle of a gesture do not change it")
  func badEventsMidGesture() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    let start = h.mark()
    h.move(300, 400, finger: 2, at: 10)  // never down: its distance is nobody's
    h.up(300, 400, finger: 2, at: 20)
    h.cancel(finger: 2, at: 30)
    #expect(h.down(300, 400, at: 40) == .ignored(.fingerAlreadyDown(1)))  // duplicate down
    #expect(
      h.trace(since: start) == [
        "10ms: ignored move finger 2",
        "20ms: ignored up finger 2",
        "30ms: ignored cancel finger 2",
        "40ms: ignored down finger 1",
      ])
    #expect(h.overlay.fingersDown == [1])
    h.up(100, 200, at: 50)
    h.finish()
    #expect(h.outcomes == ["800ms: tap web 100 200"])
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
    h.finish()
    #expect(h.outcomes == ["10ms: multitouch"])
    #expect(h.diagnostics == [.fingerAlreadyDown(2), .fingerNotDown(2, .up)])
  }

  @Test("beyond 1,024 fingers down a down is ignored, so a touch's cost stays bounded")
  func fingerLimit() throws {
    let h = try Harness()
    for finger in 1...1_024 { h.down(100, 200, finger: FingerID(finger), at: 0) }
    #expect(h.overlay.fingersDown.count == 1_024)
    #expect(
      h.down(100, 200, finger: 1_025, at: 1) == .ignored(.tooManyFingers(1_025, limit: 1_024)))
    #expect(h.up(100, 200, finger: 1_025, at: 2) == .ignored(.fingerNotDown(1_025, .up)))
    #expect(
      h.trace(since: 0).suffix(2) == [
        "1ms: ignored down finger 1025", "2ms: ignored up finger 1025",
      ])
    h.up(100, 200, finger: 1, at: 3)
    #expect(
      h.down(100, 200, finger: 1_025, at: 4) != .ignored(.tooManyFingers(1_025, limit: 1_024)))
    for finger in 2...1_025 { h.up(100, 200, finger: FingerID(finger), at: 5) }
    h.finish()
    #expect(h.outcomes == ["0ms: multitouch"])
    #expect(h.overlay.fingersDown.isEmpty)
  }

  @Test("an up after the finger already lifted is ignored: the waiting gesture is untouched")
  func doubleUp() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.up(100, 200, at: 60) == .ignored(.fingerNotDown(1, .up)))
    h.request("https://example.com/a", at: 100)
    h.finish()
    #expect(h.outcomes == ["100ms: link https://example.com/a"])
  }

  @Test("a touch stamped earlier than handled input is taken at the latest instant, and diagnosed")
  func touchTimeGoesBackwards() throws {
    let h = try Harness()
    h.down(100, 200, at: 100)
    let start = h.mark()
    #expect(h.up(100, 200, at: 50) == .delivered(to: "web", awaitingNavigation: GestureID(1)))
    #expect(h.down(10, 10, finger: 2, at: 99) == .delivered(to: "header", awaitingNavigation: nil))
    #expect(
      h.trace(since: start) == [
        "100ms: backwards 50ms < 100ms", "100ms: deliver up web", "100ms: backwards 99ms < 100ms",
        "100ms: deliver down header finger 2",
      ])
    #expect(h.overlay.fingersDown == [2])
    #expect(h.overlay.lastInstant == ms(100))
    h.up(10, 10, finger: 2, at: 100)  // the same instant is not backwards
    h.finish()
    #expect(h.outcomes == ["850ms: tap web 100 200", "850ms: tap header 10 10"])
  }

  @Test("a request stamped earlier is still answered, as if it came at the last instant")
  func requestTimeGoesBackwards() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 200)
    #expect(h.request("https://example.com/a", at: 150) == .allow)
    h.finish()
    #expect(
      h.trace(since: 2) == [
        "200ms: backwards 150ms < 200ms",
        "200ms: link https://example.com/a",
        "200ms: allow https://example.com/a",
        "200ms: back shown",
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
    #expect(h.outcomes == ["790ms: tap web 100 200"])
    #expect(h.diagnostics == [.timeWentBackwards(last: ms(790), given: ms(500))])
    #expect(h.trace.last == "790ms: back shown")
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
    h.finish()
    #expect(h.outcomes == ["10ms: link \(url)"])
    #expect(h.diagnostics == [.unparseableURL(url)])
    #expect(h.trace.contains("10ms: unparseable \(url)"))
    #expect(h.overlay.history.pages == [Fixtures.firstPage, url])
    #expect(h.overlay.history.currentOrigin == nil)
    // Fail closed: not the previous page's origin.
    h.request("nativeaction://go", at: 1000)
    #expect(h.app.actions.isEmpty)
    #expect(h.trace.last == "1000ms: refused noOrigin")
    // An origin is current again after a readable navigation.
    h.request("https://example.com/ok", at: 1100)
    h.request("nativeaction://go", at: 1200)
    #expect(h.app.actions == ["go"])
  }

  @Test(
    "a bridge request with a malformed rest is still blocked and never counts",
    arguments: ["nativeaction://hideShow:x", "nativeaction://[x", "NativeAction://x:99999"])
  func malformedBridgeRequest(url: String) throws {
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"], allowedOrigins: [])
    let h = try Harness(configuration: OverlayConfiguration(bridge: bridge))
    h.down(100, 200, at: 0)
    h.up(100, 200, at: 40)
    #expect(h.request(url, at: 100) == .block)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200"])
    #expect(h.overlay.history.pages == [Fixtures.firstPage])
    #expect(h.app.asked.isEmpty && h.app.actions.isEmpty)
  }

  @Test("a flood of nonsense leaves the engine as it was")
  func nonsenseFlood() throws {
    let h = try Harness()
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
    h.finish()
    #expect(h.outcomes == ["1060ms: tap web 100 200"])
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
