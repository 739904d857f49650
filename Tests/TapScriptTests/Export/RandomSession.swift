import TapOrLink
import TapScript

/// A small deterministic random number generator (SplitMix64), so that a
/// failing session can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random session on a reader screen: taps on text and links, swipes,
/// long presses, second fingers, cancels, stray touches, requests of every
/// kind, bridge calls, view changes, back and select, at times with
/// nanosecond fractions.
struct RandomSession {
  static let links = [
    WebLink(href: "https://example.com/a", frame: Rect(x: 10, y: 10, width: 100, height: 20)),
    WebLink(href: "https://example.com/b", frame: Rect(x: 10, y: 200, width: 200, height: 30)),
  ]

  static func tree() throws -> ViewTree {
    try ViewTree([
      View(
        id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 440), kind: .web,
        children: [View(id: "panel", frame: Rect(x: 200, y: 300, width: 100, height: 80))]),
      View(
        id: "toolbar", frame: Rect(x: 0, y: 400, width: 320, height: 80),
        children: [View(id: "larger", frame: Rect(x: 10, y: 10, width: 44, height: 44))]),
    ])
  }

  static let configuration = OverlayConfiguration(
    bridge: SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [Origin(scheme: "https", host: "example.com", port: nil)]))

  /// The steps: each a time and a command.
  var steps: [(time: Instant, command: Command)] = []
  /// Whether the engine takes page answers, and the session gives some.
  let pageAnswers: Bool
  /// Whether the page routes a link of its own and some steps are
  /// same-document navigations.
  let navigations: Bool

  /// A link the page routes with `pushState`, in the sessions with
  /// navigations.
  static let routedLink = WebLink(
    href: "https://example.com/#/inbox", frame: Rect(x: 120, y: 10, width: 100, height: 20),
    routes: .push)

  /// A session of `count` steps; with `pageAnswers`, some steps are page
  /// answers (good and bad) and the engine takes them; with `navigations`,
  /// some are same-document navigations of every kind (some to another
  /// origin, which the engine ignores) and the page routes a link itself.
  init(seed: UInt64, count: Int, pageAnswers: Bool = false, navigations: Bool = false) {
    self.pageAnswers = pageAnswers
    self.navigations = navigations
    var random = SeededGenerator(seed: seed)
    var time = Instant.zero
    var fingers: [Int: Point] = [:]
    for _ in 0..<count {
      // Gaps from none to past the window, with nanosecond fractions.
      let gap: Int64 =
        switch Int.random(in: 0..<6, using: &random) {
        case 0: 0
        case 1: Int64.random(in: 1...40, using: &random) * 1_000_000
        case 2: Int64.random(in: 1...900_000_000, using: &random)
        default: Int64.random(in: 1...300, using: &random) * 1_000_000
        }
      time = time + .nanoseconds(gap)
      steps.append(
        (
          time,
          Self.command(&random, fingers: &fingers, answers: pageAnswers, navigations: navigations)
        ))
    }
  }

  private static func point(_ random: inout SeededGenerator) -> Point {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: Point(x: 50, y: 20)  // on the first link
    case 1: Point(x: 60.25, y: 215)  // on the second link
    default:
      Point(
        x: Double(Int.random(in: -20...3400, using: &random)) / 10,
        y: Double(Int.random(in: -20...5000, using: &random)) / 10)
    }
  }

  /// A point near `point`: mostly within the slop, sometimes past it.
  private static func near(_ point: Point, _ random: inout SeededGenerator) -> Point {
    let reach = Int.random(in: 0..<4, using: &random) == 0 ? 160 : 60
    return Point(
      x: point.x + Double(Int.random(in: -reach...reach, using: &random)) / 10,
      y: point.y + Double(Int.random(in: -reach...reach, using: &random)) / 10)
  }

  private static func command(
    _ random: inout SeededGenerator, fingers: inout [Int: Point], answers: Bool,
    navigations: Bool
  ) -> Command {
    // Mostly the first finger; a second one now and then.
    let finger = Int.random(in: 0..<5, using: &random) == 0 ? 2 : 1
    let choices = 24 + (answers ? 6 : 0) + (navigations ? 6 : 0)
    var choice = Int.random(in: 0..<choices, using: &random)
    if !answers, choice >= 24 { choice += 6 }
    switch choice {
    case 0..<14:
      // The finger's next phase: down when up, else a move, an up or
      // (rarely) a cancel near where it is.
      guard let last = fingers[finger] else {
        let p = point(&random)
        fingers[finger] = p
        return .touch(.down, p, finger: FingerID(finger))
      }
      let next = near(last, &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3:
        fingers[finger] = next
        return .touch(.move, next, finger: FingerID(finger))
      case 3:
        fingers[finger] = nil
        return .cancel(finger: FingerID(finger))
      default:
        fingers[finger] = nil
        return .touch(.up, next, finger: FingerID(finger))
      }
    case 14:
      // A stray touch the engine must ignore: a move or up of a finger
      // that is not down, or a down of one that is.
      if let (down, _) = fingers.first, Bool.random(using: &random) {
        return .touch(.down, point(&random), finger: FingerID(down))
      }
      let phase: TouchPhase = Bool.random(using: &random) ? .move : .up
      return .touch(phase, point(&random), finger: 3)
    case 15, 16:
      let urls = [
        "https://example.com/a", "https://example.com/c", "nativeaction://hideShow",
        "nativeaction://other", "https://other.example/x",
      ]
      let type = NavigationType.allCases.randomElement(using: &random) ?? .link
      return .request(
        NavigationRequest(
          url: urls.randomElement(using: &random) ?? urls[0], type: type,
          isMainFrame: Int.random(in: 0..<4, using: &random) > 0))
    case 17:
      return Bool.random(using: &random) ? .hide("toolbar") : .show("toolbar")
    case 18:
      return Bool.random(using: &random) ? .hide("panel") : .show("panel")
    case 19:
      return .resize(
        "toolbar",
        Rect(
          x: 0, y: Double(Int.random(in: 300...480, using: &random)), width: 320, height: 80))
    case 20, 21:
      return .back
    case 22, 23:
      return .select("https://example.com/start")
    case 24..<30:
      // A page answer: about the newest gesture, a point near a finger (or
      // anywhere), or a gesture number that may be decided or never started.
      let kind = AnswerKind.allCases.randomElement(using: &random) ?? .content
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return .answer(kind, .latest)
      case 1:
        return .answer(kind, .gesture(GestureID(UInt64.random(in: 0...40, using: &random))))
      default:
        let base = fingers[1] ?? point(&random)
        return .answer(kind, .point(near(base, &random)))
      }
    case 30..<36:
      let urls = [
        "https://example.com/#/inbox", "https://example.com/a", "https://example.com/#notes",
        "https://other.example/x",
      ]
      return .sameDocument(
        SameDocumentNavigation(
          to: urls.randomElement(using: &random) ?? urls[0],
          kind: SameDocumentKind.allCases.randomElement(using: &random) ?? .push))
    default:
      return .select("https://example.com/start")
    }
  }

  /// The settings: the reader's, with the page-answers strategy when the
  /// session gives answers.
  var configuration: OverlayConfiguration {
    var configuration = Self.configuration
    if pageAnswers { configuration.strategy = .pageAnswers }
    return configuration
  }

  /// Plays the session on a simulation with a recorder of the given
  /// capacity, until nothing is pending; `tune` changes the settings, and
  /// `block` is the app's decider.
  func play(
    capacity: Int, maxAge: Duration? = nil, block: BlockList? = nil,
    tune: (inout OverlayConfiguration) -> Void = { _ in }
  ) throws -> Simulation {
    var configuration = configuration
    tune(&configuration)
    let simulation = try Simulation(
      tree: Self.tree(), firstPage: "https://example.com/",
      links: navigations ? Self.links + [Self.routedLink] : Self.links,
      configuration: configuration, router: TouchRouter(priorityViews: ["toolbar"]),
      block: block)
    simulation.overlay.recorder = FlightRecorder(capacity: capacity, maxAge: maxAge)
    for (time, command) in steps {
      simulation.advance(to: time)
      simulation.perform(command)
    }
    simulation.finish()
    return simulation
  }
}
