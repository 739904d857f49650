import Testing

@testable import TapOrLink

/// Every rule of the overlay as one value: a `TapEngine` is built over a
/// tree, given `TapInput`s through its one switch (`take`) and wake-ups,
/// and checked on the response it returns and what it wrote into its
/// output: no shell, no timer, no observer, no decider.
@Suite("TapEngine as a value: inputs in, responses and output written")
struct TapEngineTests {
  /// An engine and the output it writes into, with events wanted.
  struct Rig {
    var engine: TapEngine
    var out = EngineOutput()

    init(_ configuration: OverlayConfiguration = OverlayConfiguration()) throws {
      engine = try TapEngine(
        tree: Fixtures.tree(), covering: nil, firstPage: Fixtures.firstPage,
        configuration: configuration, router: TouchRouter(), start: .zero)
      out.wantsEvents = true
    }

    /// Gives one input at `time`, with the app's ruling when it was asked.
    mutating func take(_ input: TapInput, at time: Double, ruling: AppRuling? = nil)
      -> EngineResponse<TapReply>
    {
      engine.take(input, at: ms(time), answer: ruling, into: &out)
    }

    /// The events written since the last call, emptied as the shell does.
    mutating func events() -> [OverlayEvent.Kind] {
      defer { out.effects.removeAll() }
      return out.effects.compactMap {
        if case .event(let event) = $0 { return event.kind }
        return nil
      }
    }

    /// The outcomes decided since the last call (read with ``events()``).
    static func outcomes(_ events: [OverlayEvent.Kind]) -> [Outcome] {
      events.compactMap {
        if case .decided(let decision) = $0 { return decision.outcome }
        return nil
      }
    }
  }

  /// The reply, for a response that is one.
  static func reply(_ response: EngineResponse<TapReply>) -> TapReply? {
    if case .reply(let reply) = response { return reply }
    return nil
  }

  @Test("a tap: delivered at the down and up, decided when the wake-up comes at the window's end")
  func tap() throws {
    var rig = try Rig()
    let down = Self.reply(rig.take(.touch(.down, pt(100, 200), finger: 1), at: 0))
    #expect(down == .touch(.delivered(to: "web", awaitingNavigation: nil)))
    _ = rig.take(.touch(.up, pt(100, 200), finger: 1), at: 40)
    #expect(rig.engine.nextDeadline == ms(790))
    #expect(Rig.outcomes(rig.events()).isEmpty)
    rig.engine.wake(at: ms(790), into: &rig.out)
    #expect(Rig.outcomes(rig.events()) == [.tap(view: "web", point: pt(100, 200))])
    #expect(rig.engine.nextDeadline == nil && rig.engine.clock == ms(790))
  }

  @Test("a request asks the app first and changes nothing; the ruling is taken with it")
  func requestAsks() throws {
    var rig = try Rig()
    _ = rig.take(.touch(.down, pt(100, 200), finger: 1), at: 0)
    _ = rig.take(.touch(.up, pt(100, 200), finger: 1), at: 40)
    _ = rig.events()
    let request = NavigationRequest(url: "https://example.com/a")
    guard case .ask(.shouldAllow(let asked)) = rig.take(.request(request), at: 340) else {
      Issue.record("the request was not asked about")
      return
    }
    #expect(asked == request)
    #expect(rig.events().isEmpty && rig.engine.history.current == Fixtures.firstPage)
    let vetoed = rig.take(.request(request), at: 340, ruling: .allowed(false))
    #expect(Self.reply(vetoed) == .policy(.block))
    // Vetoed, it is still the gesture's link, and moves no history.
    #expect(Rig.outcomes(rig.events()) == [.link(request)])
    #expect(rig.engine.history.current == Fixtures.firstPage)
  }

  @Test("an allowed link moves the history; the back button's request goes back")
  func historyMoves() throws {
    var rig = try Rig()
    let request = NavigationRequest(url: "https://example.com/a")
    let allowed = rig.take(.request(request), at: 10, ruling: .allowed(true))
    #expect(Self.reply(allowed) == .policy(.allow))
    #expect(rig.engine.history.current == "https://example.com/a")
    guard case .ask(.shouldAllow(let back)) = rig.take(.back, at: 20) else {
      Issue.record("the back button asked nothing")
      return
    }
    #expect(back.url == Fixtures.firstPage && back.type == .back)
    #expect(Self.reply(rig.take(.back, at: 20, ruling: .allowed(true))) == .policy(.allow))
    #expect(rig.engine.history.current == Fixtures.firstPage)
    #expect(Self.reply(rig.take(.back, at: 30)) == .noPageBefore)
  }

  @Test("input stamped before the engine's clock is taken at the clock, and reported")
  func pastInput() throws {
    var rig = try Rig()
    _ = rig.take(.select("https://example.com/b"), at: 50)
    _ = rig.events()
    let down = Self.reply(rig.take(.touch(.down, pt(100, 200), finger: 1), at: 20))
    #expect(down == .touch(.delivered(to: "web", awaitingNavigation: nil)))
    let events = rig.events()
    #expect(events.first == .diagnosed(.timeWentBackwards(last: ms(50), given: ms(20))))
    guard case .delivered(let touch, "web") = events.last else {
      Issue.record("the touch was not delivered: \(events)")
      return
    }
    #expect(touch.time == ms(50) && rig.engine.clock == ms(50))
  }

  @Test("with no one listening the engine writes no event, and decides all the same")
  func noListener() throws {
    var rig = try Rig()
    rig.out.wantsEvents = false
    _ = rig.take(.touch(.down, pt(100, 200), finger: 1), at: 0)
    _ = rig.take(.touch(.move, pt(140, 200), finger: 1), at: 10)
    #expect(rig.out.effects.isEmpty)
    #expect(rig.engine.nextDeadline == nil)  // moved: nothing waits
  }

  @Test("a move that decides nothing keeps the deadlines, and says so to the shell")
  func moveKeepsDeadlines() throws {
    var rig = try Rig()
    _ = rig.take(.touch(.down, pt(100, 200), finger: 1), at: 0)
    rig.out.deadlinesKept = false
    _ = rig.take(.touch(.move, pt(101, 200), finger: 1), at: 10)
    #expect(rig.out.deadlinesKept)
    rig.out.deadlinesKept = false
    _ = rig.take(.touch(.move, pt(140, 200), finger: 1), at: 20)  // moved: decided
    #expect(!rig.out.deadlinesKept)
  }

  @Test("a bridge request is blocked, and its action is written for the app to run")
  func bridgeAction() throws {
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [try #require(Origin("https://example.com"))])
    var rig = try Rig(OverlayConfiguration(bridge: bridge))
    let request = NavigationRequest(url: "nativeaction://hideShow")
    #expect(Self.reply(rig.take(.request(request), at: 10)) == .policy(.block))
    #expect(
      rig.out.effects.contains {
        if case .runAction("hideShow", request) = $0 { return true }
        return false
      })
  }
}
