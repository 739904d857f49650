import TapOrLink
import TapScript
import Testing

/// Writing a value with ``ScenarioWriter`` and reading it back with the real
/// decoder gives the same value: every command, every event kind, every
/// setting, hostile strings included; what cannot be written is refused
/// with the reason.
@Suite struct ScenarioWriterRoundTripTests {
  static let web = View(
    id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)

  /// A scenario around `steps` and `expectations` whose views hold `web`
  /// and the views `ids`, and whose page takes answers.
  static func scenario(
    steps: [Step] = [], expectations: [ExpectedEvent] = [], ids: [String] = [],
    name: String = "round trip"
  ) -> Scenario {
    var config = ScenarioConfig()
    config.pageAnswers = .manual
    let others = ids.map { View(id: ViewID($0), frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
    return Scenario(
      path: "written.yaml", name: name, config: config, views: [web] + others,
      steps: steps, expectations: expectations)
  }

  /// Writes `scenario`, reads the text back, and returns what was read.
  static func roundTrip(
    _ scenario: Scenario, comments: ScenarioComments = ScenarioComments(),
    settings: ScenarioWriter.Settings = .changed, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Scenario {
    let text = try ScenarioWriter.text(of: scenario, comments: comments, settings: settings)
    switch ScenarioLoader.decode(SourceFile(path: "written.yaml", text: text)) {
    case .success(let read): return read
    case .failure(let errors):
      Issue.record("\(errors)\n\(text.prefix(2_000))", sourceLocation: sourceLocation)
      throw errors
    }
  }

  /// Exact equality, scalar for scalar (Swift's `==` on strings would
  /// accept a canonically equivalent text).
  static func same(_ left: String, _ right: String) -> Bool {
    Array(left.unicodeScalars) == Array(right.unicodeScalars)
  }

  static func steps(_ scenario: Scenario) -> [String] {
    scenario.steps.map { "\($0.time) \(String(reflecting: $0.command))" }
  }

  static func expectations(_ scenario: Scenario) -> [String] {
    scenario.expectations.map { "\($0.timing) \(String(reflecting: [$0.event] + $0.arguments))" }
  }

  /// The name of a command's kind; exhaustive, so a new command does not
  /// compile until it has a name here and an example below.
  static func word(of command: Command) -> String {
    switch command {
    case .input(.touch(.cancel, _, _, _)): "cancel"
    case .input(.touch(let phase, _, _, _)): phase.rawValue
    case .input(.request): "request"
    case .input(.setHidden(_, let hidden)): hidden ? "hide" : "show"
    case .input(.setFrame): "resize"
    case .input(.back): "back"
    case .input(.select): "select"
    case .answer, .input(.pageAnswer): "answer"
    case .input(.sameDocument): "same-document"
    case .dismisses, .input(.dismisses): "dismisses"
    case .input(.committed): "commit"
    }
  }

  /// Examples of every command, with every option, holding `text` where a
  /// command holds text.
  static func commands(text: String, view: ViewID) -> [Command] {
    var commands: [Command] = [
      .touch(.down, Point(x: 10.5, y: -3), finger: 1),
      .touch(.move, Point(x: 1e-7, y: 123_456_789.125), finger: 0),
      .touch(.up, Point(x: -0.0, y: 1e300), finger: 7),
      .input(.touch(.down, Point(x: 1, y: 2), finger: 1, pointer: .pen)),
      .input(.touch(.move, Point(x: 1, y: 2), finger: 2, pointer: .touchpad)),
      .input(.touch(.up, Point(x: 1, y: 2), finger: 1, pointer: Pointer(.mouse, button: .middle))),
      .input(
        .touch(.down, Point(x: 1, y: 2), finger: 0, pointer: Pointer(.mouse, button: .secondary))),
      .cancel(finger: 1), .cancel(finger: 3),
      .hide(view), .show(view), .resize(view, Rect(x: -1, y: 2.5, width: 0, height: 1e-9)),
      .back, .select(text), .input(.committed(text)),
    ]
    for type in NavigationType.allCases {
      for isMainFrame in [true, false] {
        for source in RequestSource.allCases {
          commands.append(
            .request(
              NavigationRequest(url: text, type: type, isMainFrame: isMainFrame, source: source)))
        }
      }
    }
    commands.append(.request(NavigationRequest(url: text, opensNewWindow: true, source: .frame)))
    for kind in AnswerKind.allCases {
      commands += [
        .answer(kind, .latest), .answer(kind, .point(Point(x: 0.1, y: -7))),
        .answer(kind, .gesture(GestureID(1))), .answer(kind, .gesture(GestureID(.max))),
      ]
    }
    for kind in SameDocumentKind.allCases {
      commands.append(.sameDocument(SameDocumentNavigation(to: text, kind: kind)))
    }
    for dismissal in Dismissal.allCases {
      commands += [
        .dismisses(dismissal, .latest), .dismisses(dismissal, .point(Point(x: -0.5, y: 1e6))),
        .dismisses(dismissal, .gesture(GestureID(.max))),
      ]
    }
    return commands
  }

  @Test("the examples hold every command word, so none is left out")
  func everyCommandHasAnExample() {
    let words = Set(Self.commands(text: "x", view: "web").map(Self.word(of:)))
    #expect(words == Set(Command.words))
  }

  @Test(
    "every command, holding every hostile word, reads back as written", arguments: HostileText.words
  )
  func everyCommand(text: String) throws {
    let view = ViewID(text)
    let commands = Self.commands(text: text, view: view)
    let steps = commands.enumerated().map {
      Step(time: .zero + .milliseconds($0.offset), command: $0.element)
    }
    let written = Self.scenario(steps: steps, ids: [text])
    let read = try Self.roundTrip(written)
    #expect(Self.steps(read) == Self.steps(written))
    for (left, right) in zip(read.steps, written.steps) {
      if case .input(.request(let a)) = left.command, case .input(.request(let b)) = right.command {
        #expect(Self.same(a.url, b.url))
      }
    }
  }

  /// Arguments for an event of `kind`: a valid first word where the kind
  /// has a fixed set, `text` elsewhere, and as many as the event prints.
  static func arguments(of kind: TraceEventKind, text: String) -> [[String]] {
    var full: [String] = []
    for index in 0..<kind.arity {
      full.append(index == 0 ? kind.firstArguments?.first ?? text : text)
    }
    var all: [[String]] = []
    for count in 0...kind.arity { all.append(Array(full.prefix(count))) }
    for first in kind.firstArguments ?? [] { all.append([first]) }
    return all
  }

  @Test(
    "every event kind, timed and never, holding every hostile word, reads back as written",
    arguments: HostileText.words)
  func everyEventKind(text: String) throws {
    var expectations: [ExpectedEvent] = []
    for kind in TraceEventKind.allCases {
      for arguments in Self.arguments(of: kind, text: text) {
        expectations.append(ExpectedEvent(timing: .never, event: kind.name, arguments: arguments))
        expectations.append(
          ExpectedEvent(
            timing: .at(.zero + .nanoseconds(expectations.count * 1_000_001)), event: kind.name,
            arguments: arguments))
      }
    }
    let written = Self.scenario(expectations: expectations)
    let read = try Self.roundTrip(written)
    #expect(Self.expectations(read) == Self.expectations(written))
    #expect(
      zip(read.expectations, written.expectations).allSatisfy {
        zip($0.arguments, $1.arguments).allSatisfy(Self.same)
      })
  }

  @Test("each event kind has one name, read back to the same kind; outcomes are the outcome kinds")
  func eventNames() {
    let names = TraceEventKind.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    for kind in TraceEventKind.allCases { #expect(TraceEventKind(name: kind.name) == kind) }
    #expect(
      TraceEventKind.allCases.filter(\.isOutcome).map(\.name) == OutcomeKind.allCases.map(\.name))
    #expect(OutcomeKind.allCases.map(\.name) == Outcome.names)
    #expect(TraceEventKind(name: "tapp") == nil)
  }

  @Test("an outcome's expectation is what its trace line meets")
  func outcomeExpectations() throws {
    let outcomes: [Outcome] = [
      .tap(view: "web", point: Point(x: 10.5, y: 2)),
      .link(NavigationRequest(url: "https://example.com/a#top")),
      .control(view: "web", point: Point(x: 3, y: 4.25), kind: .toggle), .moved, .cancelled,
      .longPress, .multiTouch, .dismiss(.scroll), .dismiss(.selection),
      .doubleTap(view: "web", point: Point(x: 10.5, y: 2), first: GestureID(3)),
      .auxiliaryClick(.secondary), .auxiliaryClick(.middle),
    ]
    #expect(Set(outcomes.map(\.kind)) == Set(OutcomeKind.allCases))
    for outcome in outcomes {
      let time = Instant.zero + .milliseconds(340)
      let expectation = ScenarioWriter.expectation(of: outcome, at: time)
      #expect(expectation.matches(TraceEvent(time: time, outcome: outcome)))
      #expect(
        try ScenarioWriter.expectationLine(expectation) == "- 340ms: \(outcome)",
        "\(outcome)")
    }
  }

  @Test("any name, url, href, view id and action reads back as written", arguments: HostileText.all)
  func scalars(text: String) throws {
    var written = Self.scenario(name: text)
    let hostile = View(
      id: ViewID(text), frame: Rect(x: 0, y: 0, width: 5, height: 5), kind: .web,
      children: [View(id: ViewID(text + "/child"), frame: Rect(x: 1, y: 1, width: 1, height: 1))])
    written.views.append(hostile)
    written.pages[ViewID(text)] = WebPage(
      url: text,
      links: [
        WebLink(href: text, frame: Rect(x: 0, y: 0, width: 1, height: 1)),
        WebLink(href: "https://example.com/b", frame: Rect(x: 0, y: 1, width: 1, height: 1)),
        WebLink(
          href: "https://example.com/#/c", frame: Rect(x: 0, y: 2, width: 1, height: 1),
          routes: .push),
        WebLink(href: text, frame: Rect(x: 0, y: 3, width: 1, height: 1), routes: .fragment),
        WebLink(href: text, frame: Rect(x: 0, y: 4, width: 1, height: 1), routes: .replace),
      ])
    written.overlay = ViewID(text)
    written.priority = [ViewID(text), "web"]
    written.bridge = SchemeBridge(
      scheme: "nativeaction", actions: [text, "share"],
      allowedOrigins: [Origin("https://example.com")!, Origin("http://[::1]:8080")!])
    let read = try Self.roundTrip(written)
    #expect(Self.same(read.name, text))
    #expect(read.views == written.views)
    #expect(read.views.last.map { Self.same($0.id.rawValue, text) } == true)
    let page = read.pages[ViewID(text)]
    #expect(page == written.pages[ViewID(text)])
    #expect(page?.url.map { Self.same($0, text) } == true)
    #expect(page?.links.first.map { Self.same($0.href, text) } == true)
    #expect(read.overlay == ViewID(text))
    #expect(read.priority == written.priority)
    #expect(read.bridge == written.bridge)
    #expect(read.bridge?.actions.contains { Self.same($0, text) } == true)
  }

  @Test("a word that holds a space or a tab is refused, naming it", arguments: HostileText.spaced)
  func spacedWords(text: String) throws {
    let url = NavigationRequest(url: text)
    #expect(
      throws: ScenarioWritingError.splitsIntoWords(what: "the URL of a `request` step", value: text)
    ) {
      try ScenarioWriter.stepLine(Step(time: .zero, command: .request(url)))
    }
    #expect(throws: ScenarioWritingError.self) {
      try ScenarioWriter.stepLine(Step(time: .zero, command: .select(text)))
    }
    #expect(throws: ScenarioWritingError.self) {
      try ScenarioWriter.stepLine(Step(time: .zero, command: .hide(ViewID(text))))
    }
    #expect(throws: ScenarioWritingError.self) {
      try ScenarioWriter.expectationLine(
        ExpectedEvent(timing: .never, event: "link", arguments: [text]))
    }
    let error = ScenarioWritingError.splitsIntoWords(what: "the URL", value: text)
    #expect(error.description.contains("space or a tab"))
    #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test("settings read back as written, changed or all")
  func settings() throws {
    var configs: [ScenarioConfig] = [ScenarioConfig()]
    var config = ScenarioConfig()
    config.window = .nanoseconds(1)
    config.slop = -2.5
    config.longPress = nil
    config.clickDelay = .zero
    config.strategy = .probe
    config.activation = []
    config.pageAnswers = .after(.microseconds(16_500))
    configs.append(config)
    config.activation = [.form, .back, .resubmit]
    config.longPress = TimeText.maximum
    config.window = TapDefaults.window
    config.pageAnswers = .off
    config.adaptiveWindow = AdaptiveWindow(observations: 3)
    configs.append(config)
    config.adaptiveWindow = AdaptiveWindow()
    config.pageAnswers = .manual
    configs.append(config)
    for config in configs {
      for settings in [ScenarioWriter.Settings.changed, .all] {
        var written = Self.scenario()
        written.config = config
        let read = try Self.roundTrip(written, settings: settings)
        #expect(read.config == config, "\(settings)")
      }
    }
    let defaults = try ScenarioWriter.text(of: Self.scenario(), settings: .changed)
    #expect(!defaults.contains("window:"))
    let all = try ScenarioWriter.text(of: Self.scenario(), settings: .all)
    for key in ["window", "slop", "long-press", "click-delay", "strategy", "activation"] {
      #expect(all.contains("\n  \(key): "), "\(key)")
    }
  }

  @Test("what the language cannot say is refused with the reason")
  func refusals() throws {
    func refusal(_ scenario: Scenario) -> ScenarioWritingError? {
      do {
        _ = try ScenarioWriter.text(of: scenario)
        return nil
      } catch {
        return error
      }
    }
    var scenario = Self.scenario(name: "")
    #expect(refusal(scenario) == .empty(what: "the scenario's `name`"))
    scenario = Self.scenario(steps: [
      Step(time: .zero, command: .request(NavigationRequest(url: "")))
    ])
    #expect(refusal(scenario) == .empty(what: "the URL of a `request` step"))
    scenario = Self.scenario(steps: [
      Step(time: .zero, command: .touch(.down, Point(x: .nan, y: 0), finger: 1))
    ])
    #expect(refusal(scenario) == .notFinite(what: "a `down` point"))
    scenario = Self.scenario(steps: [
      Step(time: .zero, command: .sameDocument(SameDocumentNavigation(to: "", kind: .push)))
    ])
    #expect(refusal(scenario) == .empty(what: "the URL of a `same-document` step"))
    scenario = Self.scenario()
    scenario.pages["web"] = WebPage(
      url: nil,
      links: [
        WebLink(
          href: "https://a.example/", frame: Rect(x: 0, y: 0, width: 1, height: 1),
          routes: .traverse)
      ])
    #expect(refusal(scenario)?.description.contains("never moves back or forward") == true)
    // A cancel's point is not read, so a touch of phase `cancel` is written
    // as the `cancel` it plays as.
    #expect(
      try ScenarioWriter.command(.touch(.cancel, Point(x: 5, y: 5), finger: 2)) == "cancel finger 2"
    )
    scenario = Self.scenario(steps: [
      Step(time: .zero + TimeText.maximum + .nanoseconds(1), command: .back)
    ])
    #expect(refusal(scenario)?.description.contains("outside") == true)
    scenario = Self.scenario(steps: [
      Step(time: .zero + .milliseconds(2), command: .back), Step(time: .zero, command: .back),
    ])
    #expect(refusal(scenario) == .timeGoesBackwards(.zero, previous: .zero + .milliseconds(2)))
    scenario = Self.scenario(expectations: [ExpectedEvent(timing: .never, event: "tapp")])
    #expect(refusal(scenario) == .unknownEvent("tapp"))
    scenario = Self.scenario(expectations: [
      ExpectedEvent(timing: .never, event: "moved", arguments: ["x"])
    ])
    #expect(refusal(scenario) == .tooManyArguments(event: "moved", arity: 0))
    scenario = Self.scenario(expectations: [
      ExpectedEvent(timing: .never, event: "back", arguments: ["up"])
    ])
    #expect(
      refusal(scenario)
        == .unknownArgument(event: "back", argument: "up", allowed: ["shown", "hidden"]))
    scenario = Self.scenario()
    scenario.config.adaptiveWindow = AdaptiveWindow(percentile: 0.5)
    #expect(refusal(scenario)?.description.contains("adaptive-observations") == true)
    scenario = Self.scenario()
    scenario.config.slop = .infinity
    #expect(refusal(scenario) == .notFinite(what: "the slop"))
    scenario = Self.scenario(name: String(repeating: "x", count: ScenarioLoader.maximumSize))
    if case .tooLarge(let bytes, ScenarioLoader.maximumSize) = refusal(scenario) {
      #expect(bytes > ScenarioLoader.maximumSize)
    } else {
      Issue.record("a text larger than a file may be was written")
    }
    scenario = Self.scenario()
    scenario.pages["nowhere"] = WebPage(url: "https://example.com")
    #expect(refusal(scenario)?.description.contains("kind: web") == true)
  }

  @Test("views nest as deep as a file may hold, and deeper is refused")
  func depth() throws {
    func chain(_ depth: Int) -> View {
      var view = View(
        id: ViewID("v\(depth)"), frame: Rect(x: 0, y: 0, width: 9, height: 9), kind: .web)
      for level in stride(from: depth - 1, through: 1, by: -1) {
        view = View(
          id: ViewID("v\(level)"), frame: Rect(x: 0, y: 0, width: 9, height: 9), children: [view])
      }
      return view
    }
    let maximum = ScenarioWriter.maximumViewDepth
    #expect(maximum == 31)
    let page = WebPage(
      url: "https://example.com",
      links: [WebLink(href: "https://example.com/a", frame: Rect(x: 0, y: 0, width: 1, height: 1))])
    var scenario = Self.scenario()
    scenario.views = [chain(maximum)]
    #expect(try Self.roundTrip(scenario).views == scenario.views)
    scenario.views = [chain(maximum - 1)]
    scenario.pages = [ViewID("v\(maximum - 1)"): page]
    let read = try Self.roundTrip(scenario)
    #expect(read.views == scenario.views)
    #expect(read.pages[ViewID("v\(maximum - 1)")] == page)
    scenario.views = [chain(maximum)]
    scenario.pages = [ViewID("v\(maximum)"): page]
    #expect(throws: ScenarioWritingError.tooDeep("v31", depth: maximum, maximum: maximum - 1)) {
      try ScenarioWriter.text(of: scenario)
    }
    scenario.views = [chain(maximum + 1)]
    scenario.pages = [:]
    #expect(throws: ScenarioWritingError.tooDeep("v32", depth: maximum + 1, maximum: maximum)) {
      try ScenarioWriter.text(of: scenario)
    }
  }

  @Test("comments stay one line each and land where they are asked for")
  func comments() throws {
    let scenario = Self.scenario(
      steps: [Step(time: .zero, command: .back)],
      expectations: [ExpectedEvent(timing: .never, event: "tap")])
    let hostile = "line\nbreak\r\u{1B}[2J\u{2028}end"
    let comments = ScenarioComments(
      header: [hostile, ""], timeline: [0: ["before"], 1: ["after"]], expect: [1: ["last"]])
    let text = try ScenarioWriter.text(of: scenario, comments: comments)
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).prefix(3) == [
        "# line break  [2J end", "#", "name: round trip",
      ])
    #expect(text.contains("timeline:\n  # before\n  - 0ms: back\n  # after\nexpect:\n"))
    #expect(text.hasSuffix("  - never: tap\n  # last\n"))
    _ = try Self.roundTrip(scenario, comments: comments)
  }

  @Test("the example in ScenarioWriter's documentation writes a scenario that passes")
  func documentationExample() throws {
    let scenario = Scenario(
      path: "tap.yaml", name: "a tap on plain content",
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      steps: [
        Step(time: .zero, command: .touch(.down, Point(x: 50, y: 20), finger: 1)),
        Step(time: .milliseconds(40), command: .touch(.up, Point(x: 50, y: 20), finger: 1)),
      ],
      expectations: [
        ScenarioWriter.expectation(
          of: .tap(view: "web", point: Point(x: 50, y: 20)), at: .milliseconds(790))
      ])
    let text = try ScenarioWriter.text(of: scenario)
    #expect(
      text == """
        name: a tap on plain content
        views:
          - id: web
            kind: web
            frame: [0, 0, 320, 480]
        timeline:
          - 0ms: down 50 20
          - 40ms: up 50 20
        expect:
          - 790ms: tap web 50 20

        """)
    #expect(ScenarioLoader.run(SourceFile(path: "tap.yaml", text: text)).passed)
  }

  @Test("plain text stays plain, and the rest is quoted")
  func quoting() {
    #expect(ScenarioWriter.scalar("web") == "web")
    #expect(ScenarioWriter.scalar("https://example.com/a#top") == "https://example.com/a#top")
    #expect(ScenarioWriter.scalar("down 50 20") == "down 50 20")
    #expect(ScenarioWriter.scalar("a #b") == #""a #b""#)
    #expect(ScenarioWriter.scalar("a: b") == #""a: b""#)
    #expect(ScenarioWriter.scalar(" a") == #"" a""#)
    #expect(ScenarioWriter.scalar("it's") == "it's")
    #expect(ScenarioWriter.scalar("'a'") == #""'a'""#)
    #expect(ScenarioWriter.scalar("a\tb\n\u{1B}\u{202E}\u{1F600}") == #""a\tb\n\u001B\u202E😀""#)
    #expect(ScenarioWriter.scalar("\u{10FFFF}") == #""\uDBFF\uDFFF""#)
    #expect(ScenarioWriter.scalar("") == #""""#)
  }
}
