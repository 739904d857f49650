import TapOrLink
import Testing

/// The engine, table-driven from inputs to effects through the one harness
/// (``Harness``, exhaustive): each row plays inputs (and the timer's
/// wake-ups) and compares every effect, every question to the decider and
/// every reply, in order, with the row's effects; an effect a row does not
/// list fails it.
@Suite("TapEngine: inputs to effects")
struct TapEngineTableTests {
  /// One thing a row plays: an input at an instant, or the timers due by
  /// an instant.
  enum Play {
    case input(Double, TapInput)
    case wake(Double)
  }

  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var configuration = OverlayConfiguration()
    /// What the app answers when asked whether a request may load.
    var allows = true
    var plays: [Play]
    var effects: [Harness.Effect]
    var testDescription: String { name }
  }

  static let url = "https://example.com/a"
  static let request = NavigationRequest(url: url)
  static var bridged: OverlayConfiguration {
    var configuration = OverlayConfiguration()
    configuration.bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [Origin("https://example.com")!])
    return configuration
  }
  static var answered: OverlayConfiguration {
    var configuration = OverlayConfiguration()
    configuration.strategy = .pageAnswers
    return configuration
  }

  /// A still tap at (100, 200), down at 0 ms and up at 40 ms.
  static let tap: [Play] = [
    .input(0, .touch(.down, pt(100, 200), finger: 1)),
    .input(40, .touch(.up, pt(100, 200), finger: 1)),
  ]
  /// What ``tap`` leaves.
  static let tapEffects: [Harness.Effect] = [
    .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
    .delivered(.up(100, 200, at: ms(40)), to: "web"),
    .replied(.delivered(to: "web", awaiting: GestureID(1))),
  ]
  /// The tap's outcome.
  static let tapOutcome = Outcome.tap(view: "web", point: pt(100, 200))

  static let rows: [Row] = [
    Row(
      name: "a still tap is decided `tap` when the window closes",
      plays: tap + [.wake(790)],
      effects: tapEffects + [.decided(tapOutcome, at: ms(790))]),
    Row(
      name: "a counted request asks the app first, then makes the gesture a link",
      plays: tap + [
        .input(100, .request(request))
      ],
      effects: tapEffects + [
        .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
        .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
        .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      ]),
    Row(
      name: "a vetoed request still decides the link, and moves no history",
      allows: false,
      plays: tap + [
        .input(100, .request(request))
      ],
      effects: tapEffects + [
        .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
        .decided(.link(request), at: ms(100)), .answered(request, .block, at: ms(100)),
        .replied(.policy(.block)),
      ]),
    Row(
      name: "a bridge request is never asked about, blocked, and runs its action",
      configuration: bridged,
      plays: [.input(10, .request(NavigationRequest(url: "nativeaction://hideShow")))],
      effects: [
        .answered(NavigationRequest(url: "nativeaction://hideShow"), .block, at: ms(10)),
        .actionRan("hideShow", at: ms(10)),
        .ran("hideShow", for: NavigationRequest(url: "nativeaction://hideShow")),
        .replied(.policy(.block)),
      ]),
    Row(
      name: "a content answer decides the tap at once",
      configuration: answered,
      plays: tap + [
        .input(60, .pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1)))))
      ],
      effects: tapEffects + [
        .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(60)),
        .decided(tapOutcome, at: ms(60)), .replied(.pageAnswer(.decided(GestureID(1)))),
      ]),
    Row(
      name: "input from the past, a touch as any other, is taken at the latest instant",
      plays: [
        .input(50, .select("https://example.com/b")),
        .input(20, .touch(.down, pt(100, 200), finger: 1)),
        .input(30, .select("https://example.com/c")),
      ],
      effects: [
        .replied(.selected),
        .diagnosed(.timeWentBackwards(last: ms(50), given: ms(20)), at: ms(50)),
        .delivered(.down(100, 200, at: ms(50)), to: "web"), .replied(.delivered(to: "web")),
        .diagnosed(.timeWentBackwards(last: ms(50), given: ms(30)), at: ms(50)),
        .replied(.selected),
      ]),
    Row(
      name: "back with no page before asks nothing and lets no time pass",
      plays: [.input(80, .back), .input(10, .select("https://example.com/b"))],
      effects: [.replied(.noPageBefore), .replied(.selected)]),
    Row(
      name: "a push after a tap the page decided, within the window, is that tap's late link",
      configuration: answered,
      plays: tap + [
        .input(60, .pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1))))),
        .input(100, .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push))),
      ],
      effects: tapEffects + [
        .pageAnswered(PageAnswer(.content, for: .gesture(GestureID(1))), at: ms(60)),
        .decided(tapOutcome, at: ms(60)), .replied(.pageAnswer(.decided(GestureID(1)))),
        .lateLink(
          LateLink(
            request: NavigationRequest(url: "/inbox"), gesture: GestureID(1), tapTime: ms(60),
            lateness: .milliseconds(40), sameDocument: .push), at: ms(100)),
        .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push), at: ms(100)),
        .backButton(visible: true, at: ms(100)),
        .replied(.sameDocument(.lateLink(GestureID(1)))),
      ]),
    Row(
      name: "a push after the window closed is no link",
      plays: tap + [
        .wake(790),
        .input(800, .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push))),
      ],
      effects: tapEffects + [
        .decided(tapOutcome, at: ms(790)),
        .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push), at: ms(800)),
        .backButton(visible: true, at: ms(800)),
        .replied(.sameDocument(.notCounted(.noGesture))),
      ]),
    Row(
      name: "a move to another origin is no same-document move",
      plays: [
        .input(5, .sameDocument(SameDocumentNavigation(to: "https://evil.example/", kind: .push)))
      ],
      effects: [
        .diagnosed(.sameDocumentOriginChanged("https://evil.example/"), at: ms(5)),
        .replied(.sameDocument(.ignored(.sameDocumentOriginChanged("https://evil.example/")))),
      ]),
  ]

  @Test("each row's inputs leave exactly the row's effects", arguments: rows)
  func row(_ row: Row) throws {
    let h = try Harness(configuration: row.configuration)
    if !row.allows { h.app.veto.insert(Self.url) }
    for play in row.plays {
      switch play {
      case .wake(let time): h.advance(to: time)
      case .input(let time, let input): h.send(input, at: time)
      }
    }
    h.expect(row.effects)
  }

  @Test("a probe is asked before the up changes anything, and its answer decides")
  func probeIsTwoPhase() throws {
    var configuration = OverlayConfiguration()
    let witness = ProbeWitness()
    configuration.strategy = .probe(
      ContentProbe { point in
        #expect(point == pt(100, 200))
        if let h = witness.harness {
          witness.seen = (h.overlay.undecidedCount, h.overlay.fingersDown.count, h.unexpected)
        }
        return .content
      })
    let h = try Harness(configuration: configuration)
    witness.harness = h
    h.down(100, 200, at: 0)
    h.expect([.delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web"))])
    h.up(100, 200, at: 40)
    // Asked with the finger still down and nothing told yet.
    let seen = witness.seen
    #expect(seen?.undecided == 1 && seen?.fingers == 1 && seen?.effects == [])
    h.expect([
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(40)), .replied(.delivered(to: "web")),
    ])
  }

  /// What the probe saw of the harness when it was asked (the probe runs
  /// synchronously on the test's thread).
  final class ProbeWitness: @unchecked Sendable {
    weak var harness: Harness?
    var seen: (undecided: Int, fingers: Int, effects: [Harness.Effect])?
  }
}
