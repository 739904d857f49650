import TapOrLink
import Testing

@Suite("Same-document navigations: a router's or an in-page link's move is a link")
struct SameDocumentNavigationTests {
  static let page = Fixtures.firstPage
  static let a = "https://example.com/a"
  static let hash = "https://example.com/#notes"

  @Test("a push after touch-up, inside the window, is a link for that gesture")
  func pushIsALink() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.navigate(Self.a, .push, at: 340) == .link(GestureID(1)))
    h.finish()
    #expect(
      h.trace(since: 2) == [
        "340ms: link \(Self.a)",
        "340ms: same-document push \(Self.a)",
        "340ms: back shown",
      ])
    let decision = try onlyDecision(h)
    #expect(decision.outcome == .link(NavigationRequest(url: Self.a)))
    #expect(decision.reason == .sameDocumentNavigation(.push, afterUp: .milliseconds(300)))
    #expect(decision.evidence.requestTime == ms(340))
    #expect(decision.explanation.contains("moved within the document (push)"))
    #expect(decision.explanation.contains("300ms after touch-up"))
    #expect(h.overlay.history.pages == [Self.page, Self.a])
    #expect(h.app.taps.isEmpty)
  }

  @Test("a fragment change counts as a push does, also while the finger is down")
  func fragmentWhileDown() throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    #expect(h.navigate(Self.hash, .fragment, at: 30) == .link(GestureID(1)))
    h.up(50, 200, at: 60)
    h.finish()
    let decision = try onlyDecision(h)
    #expect(decision.reason == .sameDocumentNavigation(.fragment, afterUp: nil))
    #expect(h.overlay.history.current == Self.hash)
  }

  @Test("it goes to the oldest lifted gesture, else the one in progress, as a request does")
  func oldestLiftedFirst() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.press(60, 200, from: 100, to: 140)
    h.down(70, 200, at: 200)
    #expect(h.navigate(Self.a, .push, at: 210) == .link(GestureID(1)))
    #expect(h.navigate(Self.a + "/b", .push, at: 220) == .link(GestureID(2)))
    #expect(h.navigate(Self.a + "/c", .fragment, at: 230) == .link(GestureID(3)))
    #expect(h.navigate(Self.a + "/d", .push, at: 240) == .notCounted(.noGesture))
    h.finish()
    #expect(h.outcomes.count == 3)
  }

  @Test("after the window it is no link: the gesture was a tap when the window closed")
  func afterTheWindow() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.advance(to: 800)
    h.navigate(Self.a, .push, at: 1600)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 50 200"])
    #expect(h.app.lateLinks.isEmpty)
  }

  @Test("a push soon after a content answer's tap is reported as a late link")
  func lateLink() throws {
    let h = try Harness(
      configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(50, 200, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 56)
    #expect(h.navigate(Self.a, .push, at: 340) == .lateLink(GestureID(1)))
    h.finish()
    #expect(h.outcomes == ["56ms: tap web 50 200"])
    let late = try #require(h.app.lateLinks.first)
    #expect(late.sameDocument == .push)
    #expect(late.request.url == Self.a)
    #expect(late.lateness == .milliseconds(284))
  }

  @Test("the adaptive window learns a push's delay as a request's")
  func adaptiveLearning() throws {
    let h = try Harness(
      configuration: OverlayConfiguration(adaptiveWindow: AdaptiveWindow(observations: 2)))
    h.press(50, 200, from: 0, to: 20)
    h.navigate(Self.a, .push, at: 60)
    h.press(50, 200, from: 100, to: 120)
    h.navigate(Self.a + "/b", .push, at: 160)
    h.press(50, 200, from: 200, to: 220)
    h.finish()
    let tap = try #require(h.decisions.last)
    guard case .learned(_, let observations, let delay) = tap.evidence.windowRule else {
      Issue.record("not learned: \(String(describing: tap.evidence.windowRule))")
      return
    }
    #expect(observations == 2)
    #expect(delay == .milliseconds(40))
  }

  @Test("a traverse never counts, even in a tap's window, and moves the history back")
  func traverseNeverCounts() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.navigate(Self.a, .push, at: 340)
    h.press(50, 200, from: 400, to: 440)
    #expect(h.navigate(Self.page, .traverse, at: 500) == .notCounted(.traverse))
    #expect(h.overlay.history.current == Self.page)
    #expect(!h.overlay.history.canGoBack)
    #expect(h.navigate(Self.a, .traverse, at: 600) == .notCounted(.traverse))
    #expect(h.overlay.history.current == Self.a)
    h.finish()
    #expect(h.outcomes == ["340ms: link \(Self.a)", "1190ms: tap web 50 200"])
    #expect(
      h.trace.filter { $0.contains("back") }
        == ["340ms: back shown", "500ms: back hidden", "600ms: back shown"])
  }

  @Test("a traverse in the finger's press is no link either, and no late link")
  func traverseWhileDownOrLate() throws {
    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.down(50, 200, at: 0)
    #expect(h.navigate(Self.hash, .traverse, at: 10) == .notCounted(.traverse))
    h.up(50, 200, at: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    #expect(h.navigate(Self.page, .traverse, at: 100) == .notCounted(.traverse))
    h.finish()
    #expect(h.outcomes == ["50ms: tap web 50 200"])
    #expect(h.app.lateLinks.isEmpty)
  }

  @Test("a replace after a tap's touch-up, the latest gesture, no finger down, is a link")
  func replaceAfterTap() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.navigate(Self.a, .replace, at: 340) == .link(GestureID(1)))
    #expect(h.overlay.history.pages == [Self.a])
    #expect(!h.overlay.history.canGoBack)
    h.finish()
    #expect(h.outcomes == ["340ms: link \(Self.a)"])
  }

  @Test("a replace link tapped while an earlier content tap still waits is that link's, not a tap")
  func replaceWithAnEarlierTapWaiting() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.press(50, 300, from: 100, to: 140)
    #expect(h.navigate(Self.a, .replace, at: 440) == .link(GestureID(2)))
    h.finish()
    #expect(h.outcomes == ["440ms: link \(Self.a)", "790ms: tap web 50 200"])
  }

  @Test("a scroll-spy's replace with no gesture near it counts as nothing")
  func replaceWithoutTap() throws {
    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    // No gesture at all.
    #expect(h.navigate(Self.page + "#one", .replace, at: 10) == .notCounted(.replaceWithoutTap))
    // While a finger scrolls.
    h.down(50, 200, at: 100)
    #expect(h.navigate(Self.page + "#two", .replace, at: 110) == .notCounted(.replaceWithoutTap))
    h.move(50, 100, at: 120)
    #expect(h.navigate(Self.page + "#three", .replace, at: 130) == .notCounted(.replaceWithoutTap))
    h.up(50, 50, at: 140)
    // A tap, then a scroll begins before the replace.
    h.press(50, 200, from: 200, to: 240)
    h.down(50, 300, at: 260)
    h.move(50, 100, at: 270)
    h.up(50, 50, at: 280)
    #expect(h.navigate(Self.page + "#four", .replace, at: 300) == .notCounted(.replaceWithoutTap))
    // A tap decided by a content answer: no late link from a replace.
    h.press(50, 200, from: 1100, to: 1140)
    h.answer(.content, .gesture(GestureID(4)), at: 1150)
    #expect(
      h.navigate(Self.page + "#five", .replace, at: 1160) == .notCounted(.replaceWithoutTap))
    h.finish()
    #expect(
      h.outcomes == [
        "120ms: moved", "270ms: moved", "990ms: tap web 50 200", "1150ms: tap web 50 200",
      ])
    #expect(h.app.lateLinks.isEmpty)
    #expect(h.overlay.history.pages == [Self.page + "#five"])
  }

  @Test("a fragment's request and its navigation are one activation, counted once")
  func requestThenNavigationCountOnce() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 30)
    h.press(80, 200, from: 250, to: 290)
    h.request(Self.hash, at: 300)
    #expect(h.navigate(Self.hash, .fragment, at: 304) == .notCounted(.sameActivationAsRequest))
    h.finish()
    #expect(h.outcomes == ["300ms: link \(Self.hash)", "1040ms: tap web 80 200"])
    #expect(h.overlay.history.pages == [Self.page, Self.hash])
  }

  @Test("a navigation, then the request for the same URL: counted once, one history entry")
  func navigationThenRequestCountOnce() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 30)
    h.press(80, 200, from: 250, to: 290)
    h.navigate(Self.hash, .fragment, at: 300)
    #expect(h.request(Self.hash, at: 303) == .allow)
    h.finish()
    #expect(h.outcomes == ["300ms: link \(Self.hash)", "1040ms: tap web 80 200"])
    #expect(h.overlay.history.pages == [Self.page, Self.hash])
  }

  @Test("pairing needs the same URL, the other kind of report, and a short gap")
  func pairingLimits() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 10)
    h.press(50, 200, from: 20, to: 30)
    h.press(50, 200, from: 40, to: 50)
    h.press(50, 200, from: 60, to: 70)
    h.request(Self.hash, at: 100)
    // Another URL: a second link.
    #expect(h.navigate(Self.a, .push, at: 101) == .link(GestureID(2)))
    // The request's URL, with a navigation counted since: each counted
    // report is kept for its own 250 ms (contract 1.2), so it pairs.
    #expect(h.navigate(Self.hash, .fragment, at: 102) == .notCounted(.sameActivationAsRequest))
    // A second navigation to that URL: the pairing is used up, a link.
    #expect(h.navigate(Self.hash, .fragment, at: 103) == .link(GestureID(3)))
    // A request for the push's URL 99 ms after it: the same activation.
    h.request(Self.a, at: 200)
    // The same URL once more, too long after the push (350 ms), and the
    // paired request counted nothing to pair with: a link.
    #expect(h.navigate(Self.a, .push, at: 200 + 251) == .link(GestureID(4)))
    h.finish()
    #expect(h.outcomes.count == 4)
    #expect(h.decisions[3].reason == .sameDocumentNavigation(.push, afterUp: .milliseconds(381)))
  }

  @Test("a navigation to another origin is not believed: nothing changes, the bridge stays put")
  func otherOriginIgnored() throws {
    let bridge = SchemeBridge(
      scheme: "app", actions: ["pay"],
      allowedOrigins: [Origin(scheme: "https", host: "bank.example", port: nil)])
    let h = try Harness(configuration: OverlayConfiguration(bridge: bridge))
    h.press(50, 200, from: 0, to: 40)
    let evil = "https://bank.example/"
    #expect(h.navigate(evil, .push, at: 100) == .ignored(.sameDocumentOriginChanged(evil)))
    let unreadable = "https://[::1/"
    #expect(
      h.navigate(unreadable, .push, at: 110) == .ignored(.sameDocumentOriginChanged(unreadable)))
    #expect(h.overlay.history.pages == [Self.page])
    h.request("app://pay", at: 120)
    h.finish()
    #expect(h.app.actions.isEmpty)
    #expect(h.outcomes == ["790ms: tap web 50 200"])
  }

  @Test("a relative URL is read against the page; the same origin is kept")
  func relativeURL() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.navigate("#top", .fragment, at: 100) == .link(GestureID(1)))
    #expect(h.overlay.history.current == "#top")
    #expect(
      h.overlay.history.currentOrigin == Origin(scheme: "https", host: "example.com", port: nil))
  }

  @Test("a fragment navigation to the current URL adds no history entry")
  func sameURLNoEntry() throws {
    let h = try Harness()
    h.navigate(Self.hash, .fragment, at: 10)
    h.navigate(Self.hash, .fragment, at: 20)
    #expect(h.overlay.history.pages == [Self.page, Self.hash])
  }

  @Test("a navigation stamped in the past is taken at the latest instant, and reported")
  func pastStamp() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.down(90, 200, at: 300)
    h.overlay.sameDocumentNavigation(to: Self.a, kind: .push, at: ms(100))
    h.up(90, 200, at: 320)
    h.finish()
    #expect(h.outcomes == ["300ms: link \(Self.a)", "1070ms: tap web 90 200"])
    #expect(h.diagnostics == [.timeWentBackwards(last: ms(300), given: ms(100))])
  }
}
