import TapOrLink
import Testing

/// The engine, table-driven from inputs to effects through the one harness
/// (``Harness``, exhaustive): each row plays inputs (and the timer's
/// wake-ups) and compares every effect, every question to the decider and
/// every reply, in order, with the row's lines; an effect a row does not
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
    var lines: [String]
    var testDescription: String { name }
  }

  static let url = "https://example.com/a"
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
  static let tapLines = [
    "0ms: deliver down web", "→ delivered web", "40ms: deliver up web",
    "→ delivered web awaiting #1",
  ]

  static let rows: [Row] = [
    Row(
      name: "a still tap is decided `tap` when the window closes",
      plays: tap + [.wake(790)],
      lines: tapLines + ["790ms: tap web 100 200"]),
    Row(
      name: "a counted request asks the app first, then makes the gesture a link",
      plays: tap + [
        .input(100, .request(NavigationRequest(url: url)))
      ],
      lines: tapLines + [
        "ask allow \(url)", "100ms: link \(url)", "100ms: allow \(url)", "100ms: back shown",
        "→ allow",
      ]),
    Row(
      name: "a vetoed request still decides the link, and moves no history",
      allows: false,
      plays: tap + [
        .input(100, .request(NavigationRequest(url: url)))
      ],
      lines: tapLines + [
        "ask allow \(url)", "100ms: link \(url)", "100ms: block \(url)", "→ block",
      ]),
    Row(
      name: "a bridge request is never asked about, blocked, and runs its action",
      configuration: bridged,
      plays: [.input(10, .request(NavigationRequest(url: "nativeaction://hideShow")))],
      lines: [
        "10ms: block nativeaction://hideShow", "10ms: action hideShow", "run hideShow", "→ block",
      ]),
    Row(
      name: "a content answer decides the tap at once",
      configuration: answered,
      plays: tap + [
        .input(60, .pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1)))))
      ],
      lines: tapLines + ["60ms: answer content #1", "60ms: tap web 100 200", "→ answer decided #1"]),
    Row(
      name: "input from the past, a touch as any other, is taken at the latest instant",
      plays: [
        .input(50, .select("https://example.com/b")),
        .input(20, .touch(.down, pt(100, 200), finger: 1)),
        .input(30, .select("https://example.com/c")),
      ],
      lines: [
        "→ selected", "50ms: backwards 20ms < 50ms", "50ms: deliver down web",
        "→ delivered web", "50ms: backwards 30ms < 50ms", "→ selected",
      ]),
    Row(
      name: "back with no page before asks nothing and lets no time pass",
      plays: [.input(80, .back), .input(10, .select("https://example.com/b"))],
      lines: ["→ no page before", "→ selected"]),
    Row(
      name: "a push after a tap the page decided, within the window, is that tap's late link",
      configuration: answered,
      plays: tap + [
        .input(60, .pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1))))),
        .input(100, .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push))),
      ],
      lines: tapLines + [
        "60ms: answer content #1", "60ms: tap web 100 200", "→ answer decided #1",
        "100ms: late-link /inbox 40ms #1", "100ms: same-document push /inbox", "100ms: back shown",
        "→ same-document late link #1",
      ]),
    Row(
      name: "a push after the window closed is no link",
      plays: tap + [
        .wake(790),
        .input(800, .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push))),
      ],
      lines: tapLines + [
        "790ms: tap web 100 200", "800ms: same-document push /inbox", "800ms: back shown",
        "→ same-document not counted",
      ]),
    Row(
      name: "a move to another origin is no same-document move",
      plays: [
        .input(5, .sameDocument(SameDocumentNavigation(to: "https://evil.example/", kind: .push)))
      ],
      lines: [
        "5ms: diagnosed same-document navigation to `https://evil.example/` leaves the page's origin: ignored",
        "→ same-document ignored sameDocumentOriginChanged",
      ]),
  ]

  @Test("each row's inputs leave exactly the row's effects", arguments: rows)
  func row(_ row: Row) throws {
    let h = try Harness(configuration: row.configuration, exhaustive: true)
    if !row.allows { h.app.veto.insert(Self.url) }
    for play in row.plays {
      switch play {
      case .wake(let time): h.advance(to: time)
      case .input(let time, let input): h.send(input, at: time)
      }
    }
    h.expect(row.lines)
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
    let h = try Harness(configuration: configuration, exhaustive: true)
    witness.harness = h
    h.down(100, 200, at: 0)
    h.expect(["0ms: deliver down web", "→ delivered web"])
    h.up(100, 200, at: 40)
    // Asked with the finger still down and nothing told yet.
    let seen = witness.seen
    #expect(seen?.undecided == 1 && seen?.fingers == 1 && seen?.effects == [])
    h.expect(["40ms: deliver up web", "40ms: tap web 100 200", "→ delivered web"])
  }

  /// What the probe saw of the harness when it was asked (the probe runs
  /// synchronously on the test's thread).
  final class ProbeWitness: @unchecked Sendable {
    weak var harness: Harness?
    var seen: (undecided: Int, fingers: Int, effects: [String])?
  }
}
