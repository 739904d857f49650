import TapOrLink

/// The outcome of running one scenario file.
public struct ScenarioResult: Sendable {
  /// How the run ended.
  public enum Status: Sendable {
    /// The trace met every expectation.
    case passed
    /// The trace missed an expectation.
    case failed(MatchFailure)
    /// The file could not be read, parsed or validated.
    case invalid([ScriptDiagnostic])
  }

  /// The file's path.
  public var path: String
  /// The scenario's name (empty when the file is invalid before `name:`).
  public var name: String
  /// How it ended.
  public var status: Status
  /// The scenario, when it was valid.
  public var scenario: Scenario?
  /// The trace, when it ran.
  public var trace: [TraceEvent]
  /// The engine's decisions, with their evidence, when it ran.
  public var decisions: [Decision]
  /// The same-document navigations the run gave the engine, with what it
  /// did with each, when it ran.
  public var navigations: [SameDocumentOutcome]
  /// Every engine event, when it ran: the raw material of the trace, with
  /// each request's type and each decision's evidence (timelines are drawn
  /// from it).
  ///
  /// - Complexity: O(*n*) in the events: they are kept in less memory
  ///   (see `KeptEvent`) and made again when read.
  public var events: [OverlayEvent] {
    get { keptEvents.map(\.event) }
    set { keptEvents = newValue.map(KeptEvent.init) }
  }
  /// Every engine event, as kept.
  var keptEvents: [KeptEvent]
  /// How long reading, checking and running the file took (wall clock; zero
  /// until the loader measures it).
  public var duration: Duration
  /// What reading the file warned about (``ScriptDiagnostic/Severity/warning``
  /// diagnostics, by position): shown by every report, they do not change
  /// ``status``.
  public var warnings: [ScriptDiagnostic]

  /// Creates a result.
  public init(
    path: String, name: String, status: Status, scenario: Scenario? = nil,
    trace: [TraceEvent] = [], decisions: [Decision] = [],
    navigations: [SameDocumentOutcome] = [], events: [OverlayEvent] = [],
    duration: Duration = .zero, warnings: [ScriptDiagnostic] = []
  ) {
    self.path = path
    self.name = name
    self.status = status
    self.scenario = scenario
    self.trace = trace
    self.decisions = decisions
    self.navigations = navigations
    self.keptEvents = events.map(KeptEvent.init)
    self.duration = duration
    self.warnings = warnings
  }

  /// The `--explain` lines: each decision's explanation, what happened
  /// to each same-document navigation that decided no gesture a link (the
  /// decision of one that did says so), and each late link with the tap it
  /// belongs to, in time order (at one instant: decisions, navigations,
  /// late links).
  public var explanations: [String] {
    var lines: [(time: Instant, order: Int, text: String)] = []
    for decision in decisions { lines.append((decision.time, 0, decision.explanation)) }
    for navigation in navigations {
      if case .link = navigation.disposition { continue }
      lines.append((navigation.time, 1, navigation.explanation))
    }
    let decider = scenario?.decider
    let bridge = scenario?.bridge
    for event in keptEvents {
      switch event.kind {
      case .other(.lateLink(let late)):
        lines.append((event.time, 2, Self.explanation(of: late, at: event.time)))
      case .answered(let request, .block)
      where decider != nil && bridge?.matches(urlText: request.url) != true:
        // Blocked, and not for the bridge: the app's decider blocked it.
        lines.append(
          (
            event.time, 3,
            "\(event.time): the app's decider blocked \(request.url) (a prefix in "
              + "`decider:`): it loads nothing and moves no history"
          ))
      default:
        continue
      }
    }
    return lines.enumerated().sorted {
      ($0.element.time, $0.element.order, $0.offset) < (
        $1.element.time, $1.element.order, $1.offset
      )
    }
    .map(\.element.text)
  }

  /// The `--explain` line of a late link: `340ms: late link for gesture
  /// #1, decided tap at 50ms: request https://example.com/a came 290ms
  /// after that tap; the tap stands`.
  static func explanation(of late: LateLink, at time: Instant) -> String {
    let what =
      late.sameDocument.map { "same-document \($0.rawValue) \(late.request.url)" }
      ?? "request \(late.request.url)"
    return
      "\(time.readableText): late link for gesture \(late.gesture), decided tap at "
      + "\(late.tapTime.readableText): \(what) came \(late.lateness.millisecondsText) after "
      + "that tap, within the full window after its touch-up; the tap stands"
  }

  /// Whether it passed.
  public var passed: Bool {
    if case .passed = status { return true }
    return false
  }

  /// Whether the file was unreadable or invalid.
  public var isInvalid: Bool {
    if case .invalid = status { return true }
    return false
  }
}

extension ScenarioResult {
  /// `passed`, `failed` or `error`, as reports name a status.
  public var statusWord: String {
    switch status {
    case .passed: "passed"
    case .failed: "failed"
    case .invalid: "error"
    }
  }
}
