import TapOrLink
import Testing

/// The decider is told what each request is to the engine (issue 38): the
/// one that makes a gesture a link (which, where), a late link, or one
/// that counts for nothing, and why; and a decider that was set never
/// vanishes silently.
@Suite struct DeciderRoleTests {
  /// A window with a button at the bottom of its web view.
  static let views = [
    View(
      id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web,
      children: [View(id: "button", frame: Rect(x: 0, y: 400, width: 100, height: 40))])
  ]

  /// A harness on ``views``; its app refuses `refused`, as the sign-up
  /// app's rule does every link but the terms.
  static func harness(
    _ configuration: OverlayConfiguration = OverlayConfiguration(), firstPage: String? = nil,
    refusing refused: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Harness {
    let h = try Harness(
      views: views, firstPage: firstPage, configuration: configuration,
      sourceLocation: sourceLocation)
    h.app.veto = refused
    return h
  }

  @Test("the app's own page load counts for nothing, and the sign-up rule allows it")
  func firstPageLoad() throws {
    let h = try Self.harness()
    #expect(h.request("https://example.com/signup", type: .other, at: 0) == .allow)
    #expect(h.overlay.history.current == "https://example.com/signup")
    let request = NavigationRequest(url: "https://example.com/signup", type: .other)
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("a tap's link is told which gesture it decides, on which view and where it lifted")
  func decidesLink() throws {
    let h = try Self.harness(
      firstPage: "https://example.com/signup", refusing: ["https://other.example/"])
    h.down(20, 410, at: 0)
    h.up(22, 411, at: 40)
    #expect(h.request("https://other.example/", at: 100) == .block)
    // Still a link, though blocked; and the history did not move.
    #expect(h.overlay.history.current == "https://example.com/signup")
    let request = NavigationRequest(url: "https://other.example/")
    h.expect([
      .delivered(.down(20, 410, at: ms(0)), to: "button"), .replied(.delivered(to: "button")),
      .delivered(.up(22, 411, at: ms(40)), to: "button"),
      .replied(.delivered(to: "button", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "button", point: pt(22, 411))),
      .decided(.link(request), at: ms(100)), .answered(request, .block, at: ms(100)),
      .replied(.policy(.block)),
    ])
    // The terms are allowed.
    h.down(200, 200, at: 200)
    #expect(h.request("https://example.com/terms", at: 200) == .allow)
    let request2 = NavigationRequest(url: "https://example.com/terms")
    h.expect([
      .delivered(.down(200, 200, at: ms(200)), to: "web"), .replied(.delivered(to: "web")),
      .asked(request2, as: .decidesLink(GestureID(2), view: "web", point: pt(200, 200))),
      .decided(.link(request2), at: ms(200)), .answered(request2, .allow, at: ms(200)),
      .backButton(visible: true, at: ms(200)), .replied(.policy(.allow)),
    ])
  }

  @Test("a late link, a frame's load, a back move and a second report are told as what they are")
  func otherRoles() throws {
    let h = try Self.harness(
      OverlayConfiguration(strategy: .pageAnswers), firstPage: "https://example.com/a")
    h.press(50, 50, from: 0, to: 40)
    h.answer(.content, .gesture(GestureID(1)), at: 50)
    h.request("https://example.com/frame", subframe: true, at: 100)
    h.request("https://example.com/terms", at: 100)
    h.request("https://example.com/a", type: .reload, at: 100)
    let request = NavigationRequest(url: "https://example.com/frame", isMainFrame: false)
    let request2 = NavigationRequest(url: "https://example.com/terms")
    let request3 = NavigationRequest(url: "https://example.com/a", type: .reload)
    h.expect([
      .delivered(.down(50, 50, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 50, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(50, 50)), at: ms(50)),
      .replied(.pageAnswer(.decided(GestureID(1)))),
      .asked(request, as: .countsForNothing(.frame)), .answered(request, .allow, at: ms(100)),
      .replied(.policy(.allow)),
      .asked(request2, as: .lateLink(GestureID(1))),
      .lateLink(
        LateLink(
          request: request2, gesture: GestureID(1), tapTime: ms(50), lateness: .milliseconds(50),
          sameDocument: nil), at: ms(100)),
      .answered(request2, .allow, at: ms(100)), .backButton(visible: true, at: ms(100)),
      .replied(.policy(.allow)),
      .asked(request3, as: .countsForNothing(.notAnActivation(.reload))),
      .answered(request3, .allow, at: ms(100)), .replied(.policy(.allow)),
    ])
    // A router's move decides the next tap a link; the request for the
    // same URL right after is its second report.
    h.press(60, 60, from: 300, to: 340)
    h.navigate("https://example.com/a#x", .push, at: 400)
    h.request("https://example.com/a#x", at: 410)
    let request4 = NavigationRequest(url: "https://example.com/a#x")
    h.expect([
      .delivered(.down(60, 60, at: ms(300)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(60, 60, at: ms(340)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(2))),
      .decided(.link(request4), at: ms(400)),
      .sameDocument(
        SameDocumentNavigation(to: "https://example.com/a#x", kind: .push), at: ms(400)),
      .replied(.sameDocument(.link(GestureID(2)))),
      .asked(request4, as: .countsForNothing(.sameActivation)),
      .answered(request4, .allow, at: ms(410)), .replied(.policy(.allow)),
    ])
  }

  /// A decider that allows everything.
  final class Allower: TapOverlayDecider {
    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool { true }
    func runAction(_ name: String, for request: NavigationRequest) {}
  }

  /// The `deciderGone` diagnostics an overlay has told.
  static func losses(_ events: [OverlayEvent]) -> Int {
    events.filter { $0.kind == .diagnosed(.deciderGone) }.count
  }

  @Test("a released decider is reported once, and every request is then allowed")
  func releasedDeciderIsReported() throws {
    let h = try Self.harness(firstPage: "https://example.com/")
    do {
      let decider = Allower()
      h.overlay.decider = decider
      h.request("https://example.com/1", at: 0)
    }
    #expect(Self.losses(h.events) == 0)
    h.request("https://example.com/2", at: 0)
    h.request("https://example.com/3", at: 0)
    #expect(Self.losses(h.events) == 1)
    #expect(h.overlay.history.current == "https://example.com/3")
    h.expect([
      .answered(NavigationRequest(url: "https://example.com/1"), .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .diagnosed(.deciderGone, at: ms(0)),
      .answered(NavigationRequest(url: "https://example.com/2"), .allow, at: ms(0)),
      .replied(.policy(.allow)),
      .answered(NavigationRequest(url: "https://example.com/3"), .allow, at: ms(0)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("a decider taken away with nil is no loss")
  func nilIsNoLoss() throws {
    let h = try Self.harness()
    let decider = Allower()
    h.overlay.decider = decider
    h.overlay.decider = nil
    h.request("https://example.com/1", at: 0)
    #expect(Self.losses(h.events) == 0)
    h.expect([
      .answered(NavigationRequest(url: "https://example.com/1"), .allow, at: ms(0)),
      .replied(.policy(.allow)),
    ])
  }
}

/// The same on the main actor: the `MainTapOverlay` adapter sets the one
/// decider of its overlay, so it can go and the decider stays.
@MainActor
@Suite struct MainDeciderLossTests {
  @MainActor final class Allower: @MainActor TapOverlayDecider {
    var roles: [RequestRole] = []
    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      roles.append(role)
      return true
    }
    func runAction(_ name: String, for request: NavigationRequest) {}
  }

  @Test(
    "the main-actor decider is told the role, outlives its adapter, and its loss is reported once")
  func adapterOrDeciderGone() throws {
    let h = try DeciderRoleTests.harness()
    let overlay = h.overlay
    let decider = Allower()
    do {
      let main = MainTapOverlay(overlay)
      main.decider = decider
      main.shouldStartLoad(NavigationRequest(url: "https://example.com/1"))
    }
    #expect(decider.roles == [.countsForNothing(.noGesture)])
    // The adapter is gone, the overlay runs on: the decider is still asked.
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/2"))
    #expect(decider.roles.count == 2)
    #expect(DeciderRoleTests.losses(h.events) == 0)

    // A kept adapter whose decider is released: reported once.
    let main = MainTapOverlay(overlay)
    do {
      let shortLived = Allower()
      main.decider = shortLived
      main.shouldStartLoad(NavigationRequest(url: "https://example.com/4"))
      #expect(shortLived.roles.count == 1)
    }
    main.shouldStartLoad(NavigationRequest(url: "https://example.com/5"))
    main.shouldStartLoad(NavigationRequest(url: "https://example.com/6"))
    #expect(DeciderRoleTests.losses(h.events) == 1)
    h.expect([
      .answered(NavigationRequest(url: "https://example.com/1"), .allow, at: ms(0)),
      .answered(NavigationRequest(url: "https://example.com/2"), .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)),
      .answered(NavigationRequest(url: "https://example.com/4"), .allow, at: ms(0)),
      .diagnosed(.deciderGone, at: ms(0)),
      .answered(NavigationRequest(url: "https://example.com/5"), .allow, at: ms(0)),
      .answered(NavigationRequest(url: "https://example.com/6"), .allow, at: ms(0)),
    ])
  }
}
