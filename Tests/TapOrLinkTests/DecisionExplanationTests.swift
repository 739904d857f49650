import TapOrLink
import Testing

@Suite("Every decision carries its evidence and explains itself")
struct DecisionExplanationTests {
  @Test("a tap: up time, window end, distance against slop")
  func tap() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(103, 204, at: 10)
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    let decision = try onlyDecision(h)
    #expect(decision.evidence.windowEnd == ms(790))
    #expect(decision.evidence.upTime == ms(40))
    #expect(decision.evidence.maxDistance == 5 && decision.evidence.slop == 10)
    #expect(
      decision.explanation
        == "790ms: tap for gesture #1 on web: no counted request between touch-up at 40ms "
        + "and the window's end; furthest travel 5 pt of 10")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(103, 204, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("a tap whose window saw a traverse says the traverse did not count, and why")
  func tapWithTraverse() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    #expect(h.navigate("https://example.com/#start", .traverse, at: 140) == .notCounted(.traverse))
    h.runUntilIdle()
    let decision = try onlyDecision(h)
    #expect(
      decision.evidence.uncountedNavigation
        == UncountedNavigation(kind: .traverse, time: ms(140), reason: .traverse))
    #expect(
      decision.explanation
        == "790ms: tap for gesture #1 on web: no counted request between touch-up at 40ms "
        + "and the window's end; furthest travel 0 pt of 10; the page moved within the document "
        + "(traverse) at 140ms, not counted because a back or forward move is never a link "
        + "activation")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#start", kind: .traverse), at: ms(140)),
      .replied(.sameDocument(.notCounted(.traverse))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("a replace while the finger is down is noted on that gesture, not counted")
  func replaceWhileDown() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    #expect(
      h.navigate("https://example.com/#two", .replace, at: 20) == .notCounted(.replaceWithoutTap))
    h.up(100, 200, at: 40)
    h.runUntilIdle()
    let explanation = try onlyDecision(h).explanation
    #expect(explanation.hasPrefix("790ms: tap for gesture #1 on web: no counted request"))
    #expect(
      explanation.hasSuffix(
        "; the page moved within the document (replace) at 20ms, not counted because a replace "
          + "counts only for the latest gesture, lifted, in its window, with no finger down (a "
          + "page rewriting its own address, as a scroll-spy does, is not a link)"))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#two", kind: .replace), at: ms(20)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
    ])
  }

  @Test("a navigation that counted, or came with no gesture undecided, adds nothing")
  func nothingNoted() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.runUntilIdle()
    #expect(
      h.navigate("https://example.com/#two", .replace, at: 900) == .notCounted(.replaceWithoutTap))
    #expect(try onlyDecision(h).evidence.uncountedNavigation == nil)
    #expect(try !onlyDecision(h).explanation.contains("within the document"))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/#two", kind: .replace), at: ms(900)),
      .replied(.sameDocument(.notCounted(.replaceWithoutTap))),
    ])
  }

  @Test("a link after the up: how long after touch-up, and until when the window was open")
  func linkAfterUp() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 340)
    let decision = try onlyDecision(h)
    #expect(decision.evidence.request == NavigationRequest(url: "https://example.com/a"))
    #expect(decision.evidence.requestTime == ms(340))
    #expect(decision.evidence.windowEnd == ms(790))
    #expect(
      decision.explanation
        == "340ms: link for gesture #1 on web: request https://example.com/a came 300ms after "
        + "touch-up (window open until 790ms)")
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)), .replied(.policy(.allow)),
    ])
  }

  @Test("a link at the very end of the window says so")
  func linkAtWindowEnd() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 790)
    #expect(
      try onlyDecision(h).explanation
        == "790ms: link for gesture #1 on web: request https://example.com/a came 750ms after "
        + "touch-up (window open until 790ms)")
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(790)), .answered(request, .allow, at: ms(790)),
      .backButton(visible: true, at: ms(790)), .replied(.policy(.allow)),
    ])
  }

  @Test("a link while the finger was down")
  func linkWhileDown() throws {
    let h = try Harness()
    h.down(20, 440, at: 0)
    h.request("https://example.com/a", type: .form, at: 12.5)
    #expect(
      try onlyDecision(h).explanation
        == "12.5ms: link for gesture #1 on likeButton: request https://example.com/a came "
        + "while the finger was down")
    let request = NavigationRequest(url: "https://example.com/a", type: .form)
    h.expect([
      .delivered(.down(20, 440, at: ms(0)), to: "likeButton"),
      .replied(.delivered(to: "likeButton")),
      .asked(request, as: .decidesLink(GestureID(1), view: "likeButton", point: pt(20, 440))),
      .decided(.link(request), at: ms(12.5)), .answered(request, .allow, at: ms(12.5)),
      .backButton(visible: true, at: ms(12.5)), .replied(.policy(.allow)),
    ])
  }

  @Test("moved: the distance travelled against the slop")
  func moved() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.move(110.5, 200, at: 10)
    let decision = try onlyDecision(h)
    #expect(decision.evidence.maxDistance == 10.5)
    #expect(
      decision.explanation
        == "10ms: moved for gesture #1 on web: finger 1 travelled 10.5 pt from 100 200, "
        + "more than the slop of 10")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(110.5, 200, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("moved at the up")
  func movedAtUp() throws {
    let h = try Harness(configuration: OverlayConfiguration(slop: 2.5))
    h.down(100, 200, at: 0)
    h.up(100, 203, at: 30)
    #expect(
      try onlyDecision(h).explanation
        == "30ms: moved for gesture #1 on web: finger 1 travelled 3 pt from 100 200, "
        + "more than the slop of 2.5")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 203, at: ms(30)), to: "web"), .decided(.moved, at: ms(30)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a long press: held since when, within slop, the furthest travel")
  func longPress() throws {
    let h = try Harness()
    h.down(100, 200, at: 100)
    h.move(103, 204, at: 200)
    h.runUntilIdle()
    #expect(
      try onlyDecision(h).explanation
        == "600ms: longpress for gesture #1 on web: finger 1 held since 100ms within 10 of its "
        + "down point (furthest 5 pt)")
    h.expect([
      .delivered(.down(100, 200, at: ms(100)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(103, 204, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .decided(.longPress, at: ms(600)),
    ])
  }

  @Test("multitouch names the second finger")
  func multitouch() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.down(100, 300, finger: 4, at: 20)
    #expect(
      try onlyDecision(h).explanation
        == "20ms: multitouch for gesture #1 on web: finger 4 touched down while the gesture "
        + "was undecided")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.down(100, 300, finger: 4, at: ms(20)), to: "web"),
      .decided(.multiTouch, at: ms(20)), .replied(.delivered(to: "web")),
    ])
  }

  @Test("cancelled names the finger")
  func cancelled() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.cancel(at: 20)
    #expect(
      try onlyDecision(h).explanation
        == "20ms: cancelled for gesture #1 on web: the system cancelled finger 1")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.cancel(100, 200, at: ms(20)), to: "web"), .decided(.cancelled, at: ms(20)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("a probe tap names the up point")
  func probeTap() throws {
    let h = try Harness(
      configuration: OverlayConfiguration(strategy: .probe(ContentProbe { _ in .content })))
    h.press(100, 200, from: 0, to: 40)
    #expect(
      try onlyDecision(h).explanation
        == "40ms: tap for gesture #1 on web: the page reported no link under 100 200")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(40)), .replied(.delivered(to: "web")),
    ])
  }

  @Test("distances in explanations are rounded to hundredths")
  func roundedDistance() throws {
    let h = try Harness()
    h.down(0, 100, at: 0)
    h.move(10, 10 + 100, at: 10)  // sqrt(200) = 14.142...
    #expect(try onlyDecision(h).explanation.contains("travelled 14.14 pt"))
    h.expect([
      .delivered(.down(0, 100, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(10, 110, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
    ])
  }

  @Test("outcome names are the trace's")
  func outcomeNames() {
    let outcomes: [Outcome] = [
      .tap(view: "v", point: .zero), .link(NavigationRequest(url: "x:y")),
      .control(view: "v", point: .zero, kind: .field), .moved, .cancelled, .longPress, .multiTouch,
      .dismiss(.scroll), .doubleTap(view: "v", point: .zero, first: GestureID(1)),
      .auxiliaryClick(.secondary),
    ]
    #expect(outcomes.map(\.name) == Outcome.names)
    #expect(
      outcomes.map { $0.words.joined(separator: " ") } == [
        "tap v 0 0", "link x:y", "control v 0 0 field", "moved", "cancelled", "longpress",
        "multitouch", "dismiss scroll", "doubletap v 0 0 first 1", "auxclick secondary",
      ])
    #expect(GestureID(7).description == "#7")
  }
}
