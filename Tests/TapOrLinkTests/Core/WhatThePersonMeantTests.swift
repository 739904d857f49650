import Testing

@testable import TapOrLink

/// Contract 1.4 on the engine as a value: taps that end a scroll or a
/// selection (`dismiss`), and double taps, `fast` and `held`.
@Suite("What the person meant: dismissals and double taps, on the engine as a value")
struct WhatThePersonMeantTests {
  typealias Rig = TapEngineTests.Rig

  static func configuration(_ mode: DoubleTapMode, answers: Bool = true) -> OverlayConfiguration {
    OverlayConfiguration(strategy: answers ? .pageAnswers : .timer, doubleTap: mode)
  }

  /// A still tap at `point`: down at `time`, the page's `content` answer
  /// 5 ms later, up 40 ms after the down.
  static func contentTap(_ rig: inout Rig, _ point: Point, at time: Double) {
    _ = rig.take(.touch(.down, point, finger: 1), at: time)
    _ = rig.take(.pageAnswer(PageAnswer(.content, for: .point(point))), at: time + 5)
    _ = rig.take(.touch(.up, point, finger: 1), at: time + 40)
  }

  static func decisions(_ rig: inout Rig) -> [Decision] {
    rig.events().compactMap {
      if case .decided(let decision) = $0 { return decision }
      return nil
    }
  }

  @Test("a tap whose down found the page coasting is dismiss scroll, still at the lift")
  func dismissAtTheLift() throws {
    var rig = try Rig(Self.configuration(.off))
    _ = rig.take(.touch(.down, pt(100, 100), finger: 1), at: 0)
    _ = rig.take(.dismisses(.scroll, .point(pt(100, 100))), at: 3)
    _ = rig.take(.pageAnswer(PageAnswer(.content, for: .point(pt(100, 100)))), at: 5)
    _ = rig.take(.touch(.up, pt(100, 100), finger: 1), at: 40)
    let decided = Self.decisions(&rig)
    #expect(decided.map(\.outcome) == [.dismiss(.scroll)])
    #expect(decided.first?.time == ms(40))
    #expect(decided.first?.outcome.view == nil)
    #expect(decided.first?.explanation.contains("scrolling on its own") == true)
  }

  @Test("with the timer strategy a selection dismissal decides at the window's end; a link wins")
  func dismissByTheWindow() throws {
    var rig = try Rig(Self.configuration(.off, answers: false))
    _ = rig.take(.touch(.down, pt(100, 100), finger: 1), at: 0)
    #expect(
      Self.reply(rig.take(.dismisses(.selection, .gesture(GestureID(1))), at: 2))
        == .pageAnswer(.recorded(GestureID(1))))
    _ = rig.take(.touch(.up, pt(100, 100), finger: 1), at: 40)
    rig.engine.wake(at: ms(790), into: &rig.out)
    #expect(Self.decisions(&rig).map(\.outcome) == [.dismiss(.selection)])

    _ = rig.take(.touch(.down, pt(100, 100), finger: 1), at: 1000)
    _ = rig.take(.dismisses(.selection, .gesture(GestureID(2))), at: 1002)
    _ = rig.take(.touch(.up, pt(100, 100), finger: 1), at: 1040)
    let link = NavigationRequest(url: "https://example.com/next")
    _ = rig.take(.request(link), at: 1300, ruling: .allowed(true))
    #expect(Self.decisions(&rig).map(\.outcome) == [.link(link)])
  }

  @Test("a dismissal about a decided gesture, or no gesture, changes nothing")
  func dismissalIgnored() throws {
    var rig = try Rig(Self.configuration(.off))
    Self.contentTap(&rig, pt(100, 100), at: 0)
    #expect(
      Self.reply(rig.take(.dismisses(.scroll, .gesture(GestureID(1))), at: 50))
        == .pageAnswer(.ignored(.answerForDecidedGesture(GestureID(1)))))
    #expect(
      Self.reply(rig.take(.dismisses(.scroll, .point(pt(5, 5))), at: 60))
        == .pageAnswer(.ignored(.answerForNoGestureAt(pt(5, 5)))))
  }

  @Test("fast: the first tap at once, the second a doubletap naming it; not past the interval")
  func fast() throws {
    var rig = try Rig(Self.configuration(.fast))
    Self.contentTap(&rig, pt(100, 100), at: 0)
    Self.contentTap(&rig, pt(120, 130), at: 340)  // down exactly 300 ms after the lift
    Self.contentTap(&rig, pt(120, 130), at: 1000)
    Self.contentTap(&rig, pt(120, 130), at: 1341)  // 301 ms: a tap of its own
    #expect(
      Self.decisions(&rig).map(\.outcome) == [
        .tap(view: "web", point: pt(100, 100)),
        .doubleTap(view: "web", point: pt(120, 130), first: GestureID(1)),
        .tap(view: "web", point: pt(120, 130)),
        .tap(view: "web", point: pt(120, 130)),
      ])
  }

  @Test("fast: a second tap farther than the distance is a tap")
  func fastDistance() throws {
    var rig = try Rig(Self.configuration(.fast))
    Self.contentTap(&rig, pt(100, 100), at: 0)
    Self.contentTap(&rig, pt(100, 144), at: 100)
    Self.contentTap(&rig, pt(100, 100), at: 1000)
    Self.contentTap(&rig, pt(100, 144.5), at: 1100)
    #expect(
      Self.decisions(&rig).map(\.outcome.kind) == [.tap, .doubleTap, .tap, .tap])
  }

  @Test("a link tapped twice: the decider hears a repeat, one link, one history page")
  func repeatedLink() throws {
    var rig = try Rig(Self.configuration(.fast, answers: false))
    let link = NavigationRequest(url: "https://example.com/next")
    _ = rig.take(.touch(.down, pt(100, 100), finger: 1), at: 0)
    _ = rig.take(.touch(.up, pt(100, 100), finger: 1), at: 40)
    _ = rig.take(.touch(.down, pt(104, 100), finger: 1), at: 150)
    _ = rig.take(.touch(.up, pt(104, 100), finger: 1), at: 190)
    #expect(
      rig.engine.role(of: link, at: ms(340))
        == .decidesLink(GestureID(1), view: "web", point: pt(100, 100)))
    _ = rig.take(.request(link), at: 340, ruling: .allowed(true))
    let role = rig.engine.role(of: link, at: ms(490))
    #expect(role == .repeatsLink(GestureID(1)) && !role.isLink)
    _ = rig.take(.request(link), at: 490, ruling: .allowed(true))
    let decided = Self.decisions(&rig)
    #expect(
      decided.map(\.outcome) == [
        .link(link), .doubleTap(view: "web", point: pt(104, 100), first: GestureID(1)),
      ])
    #expect(rig.engine.history.current == link.url && rig.engine.history.canGoBack)
    rig.engine.history.goBack()
    #expect(!rig.engine.history.canGoBack)
  }

  @Test("held: a lone tap waits out the interval; a pair is one gesture and one doubletap")
  func held() throws {
    var rig = try Rig(Self.configuration(.held))
    Self.contentTap(&rig, pt(100, 100), at: 0)
    #expect(Self.decisions(&rig).isEmpty && rig.engine.nextDeadline == ms(340))
    rig.engine.wake(at: ms(340), into: &rig.out)
    let lone = Self.decisions(&rig)
    #expect(lone.map(\.outcome) == [.tap(view: "web", point: pt(100, 100))])
    #expect(lone.first?.reason == .noSecondTap(after: .contentAnswer(at: ms(5))))

    Self.contentTap(&rig, pt(100, 100), at: 1000)
    Self.contentTap(&rig, pt(110, 100), at: 1200)
    let pair = Self.decisions(&rig)
    #expect(pair.map(\.gesture) == [GestureID(2)])
    #expect(
      pair.map(\.outcome) == [.doubleTap(view: "web", point: pt(110, 100), first: GestureID(2))])
    #expect(rig.engine.machine.latestGesture == GestureID(2) && rig.engine.machine.isIdle)
  }

  @Test("held: a second touch that drags lets the first tap stand, at its own point")
  func heldSecondDrags() throws {
    var rig = try Rig(Self.configuration(.held))
    Self.contentTap(&rig, pt(100, 100), at: 0)
    _ = rig.take(.touch(.down, pt(100, 100), finger: 1), at: 150)
    _ = rig.take(.touch(.move, pt(100, 160), finger: 1), at: 170)
    let decided = Self.decisions(&rig)
    #expect(decided.map(\.outcome) == [.tap(view: "web", point: pt(100, 100))])
    #expect(decided.first?.reason == .secondTouchWasNoTap && decided.first?.time == ms(170))
    _ = rig.take(.touch(.up, pt(100, 160), finger: 1), at: 200)
    #expect(Self.decisions(&rig).isEmpty && rig.engine.machine.isIdle)
  }

  @Test("held: a gesture elsewhere decides the held tap at its down; a request makes it a link")
  func heldEnds() throws {
    var rig = try Rig(Self.configuration(.held))
    Self.contentTap(&rig, pt(100, 100), at: 0)
    _ = rig.take(.touch(.down, pt(250, 400), finger: 1), at: 200)
    #expect(Self.decisions(&rig).map(\.time) == [ms(200)])
    _ = rig.take(.touch(.up, pt(250, 400), finger: 1), at: 240)
    rig.engine.wake(at: ms(1000), into: &rig.out)
    _ = Self.decisions(&rig)

    Self.contentTap(&rig, pt(100, 100), at: 2000)
    let link = NavigationRequest(url: "https://example.com/next")
    _ = rig.take(.request(link), at: 2100, ruling: .allowed(true))
    #expect(Self.decisions(&rig).map(\.outcome) == [.link(link)])
    #expect(rig.engine.machine.isIdle)
  }

  static func reply(_ response: EngineResponse<TapReply>) -> TapReply? {
    TapEngineTests.reply(response)
  }
}
