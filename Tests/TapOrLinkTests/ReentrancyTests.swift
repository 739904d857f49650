import TapOrLink
import Testing

/// Calls back into the overlay from inside its callbacks (see "Calling back
/// in" in `TapOverlay`): each gets a defined result, the trace stays in time
/// order, and every gesture is decided once.
@Suite("Re-entrancy: calling the overlay from inside its callbacks")
struct ReentrancyTests {
  /// A decider whose answers run a hook first.
  final class HookedDecider: TapOverlayDecider {
    var onShouldAllow: (NavigationRequest) -> Void = { _ in }
    var onRunAction: (String) -> Void = { _ in }
    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      onShouldAllow(request)
      return true
    }
    func runAction(_ name: String, for request: NavigationRequest) {
      onRunAction(name)
    }
  }

  /// Checks what holds whatever was called back: time order, and each
  /// gesture decided once.
  static func expectSound(_ h: Harness, sourceLocation: SourceLocation = #_sourceLocation) {
    let times = h.events.map(\.time)
    #expect(times == times.sorted(), "\(h.effects)", sourceLocation: sourceLocation)
    let gestures = h.decisions.map(\.gesture)
    #expect(Set(gestures).count == gestures.count, "\(h.outcomes)", sourceLocation: sourceLocation)
  }

  @Test("a touch from an observer, inside a decision, is handled at once and told after it")
  func touchFromObserver() throws {
    let h = try Harness()
    var disposition: TouchDisposition?
    h.overlay.addObserver { [unowned h] event in
      guard event.tappedView != nil, disposition == nil else { return }
      // Sees the finished state: the tap is decided, nothing is undecided.
      #expect(h.overlay.undecidedCount == 0)
      disposition = h.overlay.handle(.down(100, 200, at: event.time))
    }
    h.press(100, 200, from: 0, to: 40)
    h.advance(to: 790)
    #expect(disposition == .delivered(to: "web", awaitingNavigation: nil))
    #expect(h.overlay.undecidedCount == 1)
    h.up(100, 200, at: 800)
    h.runUntilIdle()
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790)),
      // After the timer that decided at 790 ms: one nanosecond later.
      .delivered(.down(100, 200, at: ms(790.000001)), to: "web"),
      .delivered(.up(100, 200, at: ms(800)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(1550)),
    ])
    // Every observer heard every event, in the same order.
    #expect(h.observedDecisions == h.decisions)
    Self.expectSound(h)
  }

  @Test("select and goBack from an observer run after the events already waiting")
  func navigationFromObserver() throws {
    let h = try Harness()
    var policy: NavigationPolicy?
    h.overlay.addObserver { [unowned h] event in
      guard case .backButton(visible: true) = event.kind else { return }
      policy = h.overlay.goBack(at: event.time)
    }
    h.press(50, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 340)
    #expect(policy == .allow)
    #expect(h.overlay.history.current == Fixtures.firstPage)
    #expect(!h.overlay.history.canGoBack)
    let request = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/", type: .back)
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(50, 200))),
      .decided(.link(request), at: ms(340)), .answered(request, .allow, at: ms(340)),
      .backButton(visible: true, at: ms(340)),
      .asked(request2, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request2, .allow, at: ms(340)), .backButton(visible: false, at: ms(340)),
      .replied(.policy(.allow)),
    ])
    h.overlay.addObserver { [unowned h] event in
      if event.tappedView != nil { h.overlay.select("https://example.com/c", at: event.time) }
    }
    h.press(50, 200, from: 1000, to: 1040)
    h.runUntilIdle()
    #expect(h.overlay.history.pages == ["https://example.com/c"])
    h.expect([
      .delivered(.down(50, 200, at: ms(1000)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(1040)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(50, 200)), at: ms(1790)),
    ])
    Self.expectSound(h)
  }

  @Test("a touch from shouldAllow is handled first; the request after it, at the latest instant")
  func touchFromShouldAllow() throws {
    let h = try Harness()
    let decider = HookedDecider()
    h.overlay.decider = decider
    var nested: TouchDisposition?
    decider.onShouldAllow = { [unowned h] request in
      guard nested == nil else { return }
      #expect(h.overlay.undecidedCount == 1)  // the request has changed nothing yet
      nested = h.overlay.handle(.down(100, 200, at: ms(120)))
    }
    h.press(50, 200, from: 0, to: 40)
    #expect(h.request("https://example.com/a", at: 100) == .allow)
    #expect(nested == .delivered(to: "web", awaitingNavigation: nil))
    h.up(100, 200, at: 130)
    h.runUntilIdle()
    // The request, handled after the down at 120 ms, goes to the oldest
    // gesture, the one waiting for its window.
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .delivered(.down(100, 200, at: ms(120)), to: "web"), .decided(.link(request), at: ms(120)),
      .answered(request, .allow, at: ms(120)), .backButton(visible: true, at: ms(120)),
      .replied(.policy(.allow)),
      .delivered(.up(100, 200, at: ms(130)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(880)),
    ])
    Self.expectSound(h)
  }

  @Test("a request from shouldAllow is answered first, then the one asked about")
  func requestFromShouldAllow() throws {
    let h = try Harness()
    let decider = HookedDecider()
    h.overlay.decider = decider
    var inner: NavigationPolicy?
    decider.onShouldAllow = { [unowned h] request in
      guard request.url == "https://example.com/a" else { return }
      inner = h.overlay.shouldStartLoad(
        NavigationRequest(url: "https://example.com/b"), at: ms(100))
    }
    h.press(50, 200, from: 0, to: 40)
    h.request("https://example.com/a", at: 100)
    h.runUntilIdle()
    #expect(inner == .allow)
    let request = NavigationRequest(url: "https://example.com/b")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)),
      .answered(NavigationRequest(url: "https://example.com/a"), .allow, at: ms(100)),
      .replied(.policy(.allow)),
    ])
    #expect(
      h.overlay.history.pages == [
        Fixtures.firstPage, "https://example.com/b", "https://example.com/a",
      ])
    Self.expectSound(h)
  }

  @Test("a request from runAction is handled at once, after the bridge request's events")
  func requestFromRunAction() throws {
    let h = try Harness(
      firstPage: "https://example.com/page",
      configuration: OverlayConfiguration(
        bridge: SchemeBridge(
          scheme: "nativeaction", actions: ["open"],
          allowedOrigins: [Origin("https://example.com")!])))
    let decider = HookedDecider()
    h.overlay.decider = decider
    var policy: NavigationPolicy?
    decider.onRunAction = { [unowned h] _ in
      policy = h.overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/next"))
    }
    h.press(50, 200, from: 0, to: 40)
    #expect(h.request("nativeaction://open", at: 60) == .block)
    #expect(policy == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/next")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .answered(NavigationRequest(url: "nativeaction://open"), .block, at: ms(60)),
      .actionRan("open", at: ms(60)), .decided(.link(request), at: ms(60)),
      .answered(request, .allow, at: ms(60)), .backButton(visible: true, at: ms(60)),
      .replied(.policy(.block)),
    ])
    Self.expectSound(h)
  }
}
