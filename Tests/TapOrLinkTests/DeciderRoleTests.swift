import TapOrLink
import Testing

/// The decider is told what each request is to the engine (issue 38): the
/// one that makes a gesture a link (which, where), a late link, or one
/// that counts for nothing, and why; and a decider that was set never
/// vanishes silently.
@Suite struct DeciderRoleTests {
  /// A decider that notes every question, and cancels every link but the
  /// terms: the sign-up app's rule, in one line.
  final class SignUpRule: TapOverlayDecider {
    var asked: [(url: String, role: RequestRole)] = []

    func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
      asked.append((request.url, role))
      return !role.isLink || request.url.hasPrefix("https://example.com/terms")
    }

    func runAction(_ name: String, for request: NavigationRequest) {}
  }

  static func overlay(
    _ configuration: OverlayConfiguration = OverlayConfiguration(), firstPage: String? = nil
  ) throws -> (TapOverlay, ManualScheduler) {
    let scheduler = ManualScheduler()
    let tree = try ViewTree([
      View(
        id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web,
        children: [View(id: "button", frame: Rect(x: 0, y: 400, width: 100, height: 40))])
    ])
    let overlay = try TapOverlay(
      tree: tree, firstPage: firstPage, configuration: configuration, scheduler: scheduler)
    return (overlay, scheduler)
  }

  @Test("the app's own page load counts for nothing, and the sign-up rule allows it")
  func firstPageLoad() throws {
    let (overlay, _) = try Self.overlay()
    let rule = SignUpRule()
    overlay.decider = rule
    #expect(
      overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/signup", type: .other))
        == .allow)
    #expect(rule.asked.map(\.role) == [.countsForNothing(.noGesture)])
    #expect(overlay.history.current == "https://example.com/signup")
  }

  @Test("a tap's link is told which gesture it decides, on which view and where it lifted")
  func decidesLink() throws {
    let (overlay, scheduler) = try Self.overlay(firstPage: "https://example.com/signup")
    let rule = SignUpRule()
    overlay.decider = rule
    overlay.handle(Touch(finger: 1, phase: .down, location: Point(x: 20, y: 410), time: .zero))
    scheduler.advance(to: .milliseconds(40))
    overlay.handle(
      Touch(finger: 1, phase: .up, location: Point(x: 22, y: 411), time: .milliseconds(40)))
    scheduler.advance(to: .milliseconds(100))
    #expect(overlay.shouldStartLoad(NavigationRequest(url: "https://other.example/")) == .block)
    #expect(
      rule.asked.map(\.role) == [
        .decidesLink(GestureID(1), view: "button", point: Point(x: 22, y: 411))
      ])
    // Still a link, though cancelled; and the history did not move.
    #expect(overlay.history.current == "https://example.com/signup")
    // The terms are allowed.
    overlay.handle(
      Touch(finger: 1, phase: .down, location: Point(x: 200, y: 200), time: .milliseconds(200)))
    #expect(overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/terms")) == .allow)
    #expect(
      rule.asked.last?.role
        == .decidesLink(GestureID(2), view: "web", point: Point(x: 200, y: 200)))
  }

  @Test("a late link, a frame's load, a back move and a second report are told as what they are")
  func otherRoles() throws {
    let (overlay, scheduler) = try Self.overlay(
      OverlayConfiguration(strategy: .pageAnswers), firstPage: "https://example.com/a")
    let rule = SignUpRule()
    overlay.decider = rule
    overlay.handle(Touch(finger: 1, phase: .down, location: Point(x: 50, y: 50), time: .zero))
    overlay.handle(
      Touch(finger: 1, phase: .up, location: Point(x: 50, y: 50), time: .milliseconds(40)))
    overlay.pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: .milliseconds(50))
    scheduler.advance(to: .milliseconds(100))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/frame", isMainFrame: false))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/terms"))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/a", type: .reload))
    #expect(
      rule.asked.map(\.role) == [
        .countsForNothing(.frame), .lateLink(GestureID(1)),
        .countsForNothing(.notAnActivation(.reload)),
      ])
    // A router's move decides the next tap a link; the request for the
    // same URL right after is its second report.
    overlay.handle(
      Touch(finger: 1, phase: .down, location: Point(x: 60, y: 60), time: .milliseconds(300)))
    overlay.handle(
      Touch(finger: 1, phase: .up, location: Point(x: 60, y: 60), time: .milliseconds(340)))
    overlay.sameDocumentNavigation(
      to: "https://example.com/a#x", kind: .push, at: .milliseconds(400))
    overlay.shouldStartLoad(
      NavigationRequest(url: "https://example.com/a#x"), at: .milliseconds(410))
    #expect(rule.asked.last?.role == .countsForNothing(.sameActivation))
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
    let (overlay, _) = try Self.overlay(firstPage: "https://example.com/")
    var events: [OverlayEvent] = []
    overlay.addObserver { events.append($0) }
    do {
      let decider = Allower()
      overlay.decider = decider
      overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/1"))
    }
    #expect(Self.losses(events) == 0)
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/2"))
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/3"))
    #expect(Self.losses(events) == 1)
    #expect(overlay.history.current == "https://example.com/3")
  }

  @Test("a decider taken away with nil is no loss")
  func nilIsNoLoss() throws {
    let (overlay, _) = try Self.overlay()
    var events: [OverlayEvent] = []
    overlay.addObserver { events.append($0) }
    let decider = Allower()
    overlay.decider = decider
    overlay.decider = nil
    overlay.shouldStartLoad(NavigationRequest(url: "https://example.com/1"))
    #expect(Self.losses(events) == 0)
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
    let (overlay, _) = try DeciderRoleTests.overlay()
    var events: [OverlayEvent] = []
    overlay.addObserver { events.append($0) }
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
    #expect(DeciderRoleTests.losses(events) == 0)

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
    #expect(DeciderRoleTests.losses(events) == 1)
  }
}
