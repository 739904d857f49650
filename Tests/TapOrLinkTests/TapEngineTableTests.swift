import Testing

@testable import TapOrLink

/// The engine value tested directly, table-driven from inputs to effects:
/// no shell, no scheduler, no observers. Each row plays inputs (and the
/// shell's wake-ups) and compares every effect the engine left, every
/// question it asked and every reply, in order, with the row's lines.
@Suite("TapEngine: inputs to effects")
struct TapEngineTableTests {
  /// One thing a row plays: an input at an instant, or the shell's timer.
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
    "0 delivered down web", "reply delivered web", "40 delivered up web",
    "reply delivered web awaiting 1",
  ]

  static let rows: [Row] = [
    Row(
      name: "a still tap is decided `tap` when the window closes",
      plays: tap + [.wake(790)],
      lines: tapLines + [
        "790 decided tap web"
      ]),
    Row(
      name: "a counted request asks the app first, then makes the gesture a link",
      plays: tap + [
        .input(100, .request(NavigationRequest(url: url)))
      ],
      lines: tapLines + [
        "ask allow \(url)",
        "100 decided link \(url)", "100 answered \(url) allow", "100 back button shown",
        "reply allow",
      ]),
    Row(
      name: "a vetoed request still decides the link, and moves no history",
      allows: false,
      plays: tap + [
        .input(100, .request(NavigationRequest(url: url)))
      ],
      lines: tapLines + [
        "ask allow \(url)", "100 decided link \(url)", "100 answered \(url) block", "reply block",
      ]),
    Row(
      name: "a bridge request is never asked about, blocked, and runs its action",
      configuration: bridged,
      plays: [.input(10, .request(NavigationRequest(url: "nativeaction://hideShow")))],
      lines: [
        "10 answered nativeaction://hideShow block", "10 action hideShow", "run hideShow",
        "reply block",
      ]),
    Row(
      name: "a content answer decides the tap at once",
      configuration: answered,
      plays: tap + [
        .input(60, .pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1)))))
      ],
      lines: tapLines + [
        "60 page answered", "60 decided tap web", "reply answer decided 1",
      ]),
    Row(
      name: "an answer kind by an unknown name changes nothing",
      configuration: answered,
      plays: [.input(5, .pageAnswerNamed("banana", for: .gesture(GestureID(1))))],
      lines: ["5 diagnosed unknownAnswerKind", "reply answer ignored"]),
    Row(
      name: "a touch from the past is ignored; other input is taken at the latest instant",
      plays: [
        .input(50, .select("https://example.com/b")),
        .input(20, .touch(.down, pt(100, 200), finger: 1)),
        .input(30, .select("https://example.com/c")),
      ],
      lines: [
        "reply selected", "50 diagnosed timeWentBackwards", "reply ignored",
        "50 diagnosed timeWentBackwards", "reply selected",
      ]),
    Row(
      name: "back with no page before asks nothing and lets no time pass",
      plays: [.input(80, .back), .input(10, .select("https://example.com/b"))],
      lines: ["reply no page before", "reply selected"]),
    Row(
      name: "a push after a tap the page decided, within the window, is that tap's late link",
      configuration: answered,
      plays: tap + [
        .input(60, .pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1))))),
        .input(100, .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push))),
      ],
      lines: tapLines + [
        "60 page answered", "60 decided tap web", "reply answer decided 1",
        "100 late link 1", "100 moved within the document", "100 back button shown",
        "reply same-document late link 1",
      ]),
    Row(
      name: "a push after the window closed is no link",
      plays: tap + [
        .wake(790),
        .input(800, .sameDocument(SameDocumentNavigation(to: "/inbox", kind: .push))),
      ],
      lines: tapLines + [
        "790 decided tap web",
        "800 moved within the document", "800 back button shown",
        "reply same-document not counted",
      ]),
    Row(
      name: "a move to another origin is no same-document move",
      plays: [
        .input(5, .sameDocument(SameDocumentNavigation(to: "https://evil.example/", kind: .push)))
      ],
      lines: ["5 diagnosed sameDocumentOriginChanged", "reply same-document ignored"]),
  ]

  @Test("each row's inputs leave exactly the row's effects", arguments: rows)
  func row(_ row: Row) throws {
    var engine = try TapEngine(
      tree: ViewTree(Fixtures.views), covering: nil, firstPage: Fixtures.firstPage,
      configuration: row.configuration, router: TouchRouter(), start: .zero)
    var out = EngineOutput()
    out.wantsEvents = true
    var lines: [String] = []
    for play in row.plays {
      switch play {
      case .wake(let time):
        engine.wake(at: ms(time), into: &out)
      case .input(let time, let input):
        var step = engine.take(input, at: ms(time), into: &out)
        if case .ask(.shouldAllow(let request)) = step {
          lines += Self.effects(&out)
          lines.append("ask allow \(request.url)")
          step = engine.take(
            input, at: max(ms(time), engine.clock), answer: .allowed(row.allows), into: &out)
        }
        lines += Self.effects(&out)
        if case .reply(let reply) = step { lines.append("reply " + Self.text(reply)) }
      }
      lines += Self.effects(&out)
    }
    #expect(lines == row.lines)
  }

  @Test("a probe is asked before the up changes anything, and its answer decides")
  func probeIsTwoPhase() throws {
    var configuration = OverlayConfiguration()
    configuration.strategy = .probe(ContentProbe { _ in .content })
    var engine = try TapEngine(
      tree: ViewTree(Fixtures.views), covering: nil, firstPage: Fixtures.firstPage,
      configuration: configuration, router: TouchRouter(), start: .zero)
    var out = EngineOutput()
    out.wantsEvents = true
    _ = engine.take(.touch(.down, pt(100, 200), finger: 1), at: ms(0), into: &out)
    _ = Self.effects(&out)
    let up = TapInput.touch(.up, pt(100, 200), finger: 1)
    guard case .ask(.probe(_, let point)) = engine.take(up, at: ms(40), into: &out) else {
      Issue.record("the up did not ask the probe")
      return
    }
    #expect(point == pt(100, 200))
    #expect(engine.machine.undecidedCount == 1 && engine.machine.fingers.count == 1)
    #expect(Self.effects(&out).isEmpty)
    _ = engine.take(up, at: ms(40), answer: .probed(.content), into: &out)
    #expect(Self.effects(&out) == ["40 delivered up web", "40 decided tap web"])
  }

  /// The effects left since the last call, as lines; empties them.
  static func effects(_ out: inout EngineOutput) -> [String] {
    defer { out.effects.removeAll() }
    return out.effects.map { effect in
      switch effect {
      case .runAction(let name, _): return "run \(name)"
      case .record(let record): return "record \(record.entry)"
      case .event(let event): return "\(Int(event.time.milliseconds)) " + text(event.kind)
      }
    }
  }

  static func text(_ kind: OverlayEvent.Kind) -> String {
    switch kind {
    case .delivered(let touch, let view): "delivered \(touch.phase.rawValue) \(view)"
    case .routed(_, let view): "routed \(view)"
    case .decided(let decision):
      switch decision.outcome {
      case .tap(let view, _): "decided tap \(view)"
      case .link(let request): "decided link \(request.url)"
      default: "decided \(decision.outcome)"
      }
    case .answered(let request, let policy): "answered \(request.url) \(policy)"
    case .actionRan(let name): "action \(name)"
    case .actionRefused: "action refused"
    case .backButton(let visible): "back button \(visible ? "shown" : "hidden")"
    case .diagnosed(let diagnostic):
      "diagnosed \(Mirror(reflecting: diagnostic).children.first?.label ?? "\(diagnostic)")"
    case .pageAnswered: "page answered"
    case .lateLink(let late): "late link \(late.gesture.number)"
    case .navigatedWithinDocument: "moved within the document"
    }
  }

  static func text(_ reply: TapReply) -> String {
    switch reply {
    case .touch(.delivered(let view, let awaiting)):
      "delivered \(view)" + (awaiting.map { " awaiting \($0.number)" } ?? "")
    case .touch(.outsideOverlay): "outside"
    case .touch(.ignored): "ignored"
    case .policy(let policy): "\(policy)"
    case .noPageBefore: "no page before"
    case .selected: "selected"
    case .view(let found): "view \(found)"
    case .pageAnswer(.decided(let id)): "answer decided \(id.number)"
    case .pageAnswer(.recorded(let id)): "answer recorded \(id.number)"
    case .pageAnswer(.ignored): "answer ignored"
    case .sameDocument(.link(let id)): "same-document link \(id.number)"
    case .sameDocument(.lateLink(let id)): "same-document late link \(id.number)"
    case .sameDocument(.notCounted): "same-document not counted"
    case .sameDocument(.ignored): "same-document ignored"
    }
  }
}
