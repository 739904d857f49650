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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(340)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.sameDocument(.link(GestureID(1)))),
    ])
    let decision = try onlyDecision(h)
    #expect(decision.outcome == .link(NavigationRequest(url: Self.a)))
    #expect(decision.reason == .sameDocumentNavigation(.push, afterUp: .milliseconds(300)))
    #expect(decision.evidence.requestTime == ms(340))
    #expect(decision.explanation.contains("moved within the document (push)"))
    #expect(decision.explanation.contains("300ms after touch-up"))
    #expect(h.overlay.history.pages == [Self.page, Self.a])
    #expect(h.taps.isEmpty)
  }

  @Test("a fragment change counts as a push does, also while the finger is down")
  func fragmentWhileDown() throws {
    let h = try Harness()
    h.down(50, 200, at: 0)
    #expect(h.navigate(Self.hash, .fragment, at: 30) == .link(GestureID(1)))
    h.up(50, 200, at: 60)
    h.runUntilIdle()
    let decision = try onlyDecision(h)
    #expect(decision.reason == .sameDocumentNavigation(.fragment, afterUp: nil))
    #expect(h.overlay.history.current == Self.hash)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.link(NavigationRequest(url: "https://example.com/#notes")), at: ms(30)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(30)),
      .backButton(visible: true, at: ms(30)), .replied(.sameDocument(.link(GestureID(1)))),
      .delivered(.up(50, 200, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
    ])
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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(60, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(60, 200, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .delivered(.down(70, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(210)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(210)),
      .backButton(visible: true, at: ms(210)), .replied(.sameDocument(.link(GestureID(1)))),
      .decided(.link(NavigationRequest(url: "https://example.com/a/b")), at: ms(220)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a/b", kind: .push), at: ms(220)),
      .replied(.sameDocument(.link(GestureID(2)))),
      .decided(.link(NavigationRequest(url: "https://example.com/a/c")), at: ms(230)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a/c", kind: .fragment), at: ms(230)),
      .replied(.sameDocument(.link(GestureID(3)))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a/d", kind: .push), at: ms(240)),
      .replied(.sameDocument(.notCounted(.noGesture))),
    ])
  }

  @Test("after the window it is no link: the gesture was a tap when the window closed")
  func afterTheWindow() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.advance(to: 800)
    h.navigate(Self.a, .push, at: 1600)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(1600)),
      .backButton(visible: true, at: ms(1600)), .replied(.sameDocument(.notCounted(.noGesture))),
    ])
    #expect(h.lateLinks.isEmpty)
  }

  @Test("a push soon after a content answer's tap is reported as a late link")
  func lateLink() throws {
    let h = try Harness(
      configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(50, 200, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 56)
    #expect(h.navigate(Self.a, .push, at: 340) == .lateLink(GestureID(1)))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(56)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(56)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .lateLink(
        LateLink(
          request: NavigationRequest(url: "https://example.com/a"), gesture: GestureID(1),
          tapTime: ms(56), lateness: .milliseconds(284), sameDocument: .push), at: ms(340)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.sameDocument(.lateLink(GestureID(1)))),
    ])
    let late = try #require(h.lateLinks.first)
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
    h.runUntilIdle()
    let tap = try #require(h.decisions.last)
    guard case .learned(_, let observations, let delay) = tap.evidence.windowRule else {
      Issue.record("not learned: \(String(describing: tap.evidence.windowRule))")
      return
    }
    #expect(observations == 2)
    #expect(delay == .milliseconds(40))
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(60)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(60)),
      .backButton(visible: true, at: ms(60)), .replied(.sameDocument(.link(GestureID(1)))),
      .delivered(.down(50, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(120)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.link(NavigationRequest(url: "https://example.com/a/b")), at: ms(160)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a/b", kind: .push), at: ms(160)),
      .replied(.sameDocument(.link(GestureID(2)))),
      .delivered(.down(50, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(220)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(330)),
    ])
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
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(340)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.sameDocument(.link(GestureID(1)))),
      .delivered(.down(50, 200, at: ms(400)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(440)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/", kind: .traverse), at: ms(500)),
      .backButton(visible: false, at: ms(500)), .replied(.sameDocument(.notCounted(.traverse))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a", kind: .traverse), at: ms(600)),
      .backButton(visible: true, at: ms(600)), .replied(.sameDocument(.notCounted(.traverse))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(1190)),
    ])
  }

  @Test("a traverse in the finger's press is no link either, and no late link")
  func traverseWhileDownOrLate() throws {
    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.down(50, 200, at: 0)
    #expect(h.navigate(Self.hash, .traverse, at: 10) == .notCounted(.traverse))
    h.up(50, 200, at: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    #expect(h.navigate(Self.page, .traverse, at: 100) == .notCounted(.traverse))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .traverse), at: ms(10)),
      .replied(.sameDocument(.notCounted(.traverse))),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(50)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/", kind: .traverse), at: ms(100)),
      .replied(.sameDocument(.notCounted(.traverse))),
    ])
    #expect(h.lateLinks.isEmpty)
  }

  @Test("a replace after a tap's touch-up, the latest gesture, no finger down, is a link")
  func replaceAfterTap() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.navigate(Self.a, .replace, at: 340) == .link(GestureID(1)))
    #expect(h.overlay.history.pages == [Self.a])
    #expect(!h.overlay.history.canGoBack)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(340)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a", kind: .replace), at: ms(340)),
      .replied(.sameDocument(.link(GestureID(1)))),
    ])
  }

  @Test("a replace link tapped while an earlier content tap still waits is that link's, not a tap")
  func replaceWithAnEarlierTapWaiting() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    h.press(50, 300, from: 100, to: 140)
    #expect(h.navigate(Self.a, .replace, at: 440) == .link(GestureID(2)))
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(50, 300, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 300, at: ms(140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(440)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a", kind: .replace), at: ms(440)),
      .replied(.sameDocument(.link(GestureID(2)))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
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
    h.runUntilIdle()
    h.expect([
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#one", kind: .replace), at: ms(10)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
      .delivered(.down(50, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#two", kind: .replace), at: ms(110)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
      .delivered(.move(50, 100, at: ms(120)), to: "web"), .decided(.moved, at: ms(120)),
      .replied(.delivered(to: "web")),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#three", kind: .replace), at: ms(130)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
      .delivered(.up(50, 50, at: ms(140)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(50, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(240)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .delivered(.down(50, 300, at: ms(260)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(50, 100, at: ms(270)), to: "web"), .decided(.moved, at: ms(270)),
      .replied(.delivered(to: "web")),
      .delivered(.up(50, 50, at: ms(280)), to: "web"), .replied(.delivered(to: "web")),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#four", kind: .replace), at: ms(300)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(990)),
      .delivered(.down(50, 200, at: ms(1100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(1140)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(4))), at: ms(1150)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(1150)),
      .replied(.pageAnswer(.decided(GestureID(4)))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#five", kind: .replace), at: ms(1160)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
    ])
    #expect(h.lateLinks.isEmpty)
    #expect(h.overlay.history.pages == [Self.page + "#five"])
  }

  @Test("a fragment's request and its navigation are one activation, counted once")
  func requestThenNavigationCountOnce() throws {
    // Quick taps close together are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.press(50, 200, from: 0, to: 30)
    h.press(80, 200, from: 250, to: 290)
    h.request(Self.hash, at: 300)
    #expect(h.navigate(Self.hash, .fragment, at: 304) == .notCounted(.sameActivationAsRequest))
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/#notes")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(80, 200, at: ms(250)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(80, 200, at: ms(290)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(300)), .answered(request, .allow, at: ms(300)),
      .backButton(visible: true, at: ms(300)), .replied(.policy(.allow)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(304)),
      .replied(.sameDocument(.notCounted(.sameActivationAsRequest))),
      .decided(.tap(view: "web", point: pt(80, 200)), at: ms(1040)),
    ])
    #expect(h.overlay.history.pages == [Self.page, Self.hash])
  }

  @Test("a navigation, then the request for the same URL: counted once, one history entry")
  func navigationThenRequestCountOnce() throws {
    // Quick taps close together are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.press(50, 200, from: 0, to: 30)
    h.press(80, 200, from: 250, to: 290)
    h.navigate(Self.hash, .fragment, at: 300)
    #expect(h.request(Self.hash, at: 303) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/#notes")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(80, 200, at: ms(250)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(80, 200, at: ms(290)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.link(request), at: ms(300)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(300)),
      .backButton(visible: true, at: ms(300)), .replied(.sameDocument(.link(GestureID(1)))),
      .asked(request, as: .countsForNothing(.sameActivation)),
      .answered(request, .allow, at: ms(303)), .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(80, 200)), at: ms(1040)),
    ])
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
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/#notes")
    let request2 = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(10)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(50, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(30)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .delivered(.down(50, 200, at: ms(40)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(50)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(3))),
      .delivered(.down(50, 200, at: ms(60)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(70)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(4))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .decided(.link(request2), at: ms(101)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(101)),
      .replied(.sameDocument(.link(GestureID(2)))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(102)),
      .replied(.sameDocument(.notCounted(.sameActivationAsRequest))),
      .decided(.link(request), at: ms(103)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(103)),
      .replied(.sameDocument(.link(GestureID(3)))),
      .asked(request2, as: .countsForNothing(.sameActivation)),
      .answered(request2, .allow, at: ms(200)), .replied(.policy(.allow)),
      .decided(.link(request2), at: ms(451)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(451)),
      .replied(.sameDocument(.link(GestureID(4)))),
    ])
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
    h.runUntilIdle()
    #expect(h.actions.isEmpty)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .diagnosed(.sameDocumentOriginChanged("https://bank.example/"), at: ms(100)),
      .replied(.sameDocument(.ignored(.sameDocumentOriginChanged("https://bank.example/")))),
      .diagnosed(.sameDocumentOriginChanged("https://[::1/"), at: ms(110)),
      .replied(.sameDocument(.ignored(.sameDocumentOriginChanged("https://[::1/")))),
      .answered(NavigationRequest(url: "app://pay"), .block, at: ms(120)),
      .actionRefused(.originNotAllowed(Origin("https://example.com")!), at: ms(120)),
      .replied(.policy(.block)),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(790)),
    ])
  }

  @Test("a relative URL is read against the page; the same origin is kept")
  func relativeURL() throws {
    let h = try Harness()
    h.press(50, 200, from: 0, to: 40)
    #expect(h.navigate("#top", .fragment, at: 100) == .link(GestureID(1)))
    #expect(h.overlay.history.current == "#top")
    #expect(
      h.overlay.history.currentOrigin == Origin(scheme: "https", host: "example.com", port: nil))
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.link(NavigationRequest(url: "#top")), at: ms(100)),
      .sameDocument(SameDocumentNavigation(to: "#top", kind: .fragment), at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.sameDocument(.link(GestureID(1)))),
    ])
  }

  @Test("a fragment navigation to the current URL adds no history entry")
  func sameURLNoEntry() throws {
    let h = try Harness()
    h.navigate(Self.hash, .fragment, at: 10)
    h.navigate(Self.hash, .fragment, at: 20)
    #expect(h.overlay.history.pages == [Self.page, Self.hash])
    h.expect([
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.sameDocument(.notCounted(.noGesture))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#notes", kind: .fragment), at: ms(20)),
      .replied(.sameDocument(.notCounted(.noGesture))),
    ])
  }

  @Test("a navigation stamped in the past is taken at the latest instant, and reported")
  func pastStamp() throws {
    // Quick taps close together are each a tap here, not a double tap.
    let h = try Harness(configuration: OverlayConfiguration(doubleTap: .off))
    h.press(50, 200, from: 0, to: 40)
    h.down(90, 200, at: 300)
    h.overlay.sameDocumentNavigation(to: Self.a, kind: .push, at: ms(100))
    h.up(90, 200, at: 320)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(90, 200, at: ms(300)), to: "web"), .replied(.delivered(to: "web")),
      .diagnosed(.timeWentBackwards(last: ms(300), given: ms(100)), at: ms(300)),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(300)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(300)),
      .backButton(visible: true, at: ms(300)), .delivered(.up(90, 200, at: ms(320)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(90, 200)), at: ms(1070)),
    ])
    #expect(h.diagnostics == [.timeWentBackwards(last: ms(300), given: ms(100))])
  }
}
