@_spi(Lab) import TapOrLink

/// One line of a scenario's trace: `TIME: EVENT ARGS`.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  /// When it happened.
  public var time: Instant
  /// The event's name, one of ``TraceEventKind``'s: `deliver`, `route`,
  /// an outcome, `allow`, `block`, `action`, `back`, `ignored`, `answer`,
  /// `late-link`, `same-document` or `dismisses`.
  public var name: String
  /// The arguments, as printed.
  public var arguments: [String]

  /// Creates a trace event.
  public init(time: Instant, name: String, arguments: [String] = []) {
    self.time = time
    self.name = name
    self.arguments = arguments
  }

  /// Creates a trace event of a known kind.
  public init(time: Instant, kind: TraceEventKind, arguments: [String] = []) {
    self.init(time: time, name: kind.name, arguments: arguments)
  }

  /// The trace line of an outcome: its one text form (`Outcome.words`),
  /// `tap VIEW X Y`, `link URL`, `control VIEW X Y KIND`, `moved`.
  public init(time: Instant, outcome: Outcome) {
    let words = outcome.words
    self.init(time: time, name: words[0], arguments: Array(words.dropFirst()))
  }

  /// The event's kind, or `nil` for a name the language does not know.
  public var kind: TraceEventKind? { TraceEventKind(name: name) }

  /// Whether this event is a gesture outcome (outcomes are matched strictly).
  public var isOutcome: Bool { kind?.isOutcome ?? false }

  /// The line as the trace prints it, e.g. `340ms: link https://example.com/a`.
  public var description: String {
    "\(time): " + ([name] + arguments).joined(separator: " ")
  }

  /// The word a trace gives an ignored page answer, or `nil` for any other
  /// diagnostic.
  private static func answerProblem(_ diagnostic: EngineDiagnostic) -> String? {
    switch diagnostic {
    case .pageAnswersOff: "off"
    case .answerForUnknownGesture: "unknown-gesture"
    case .answerForDecidedGesture: "decided"
    case .answerAfterControl: "after-control"
    case .answerForNoGestureAt: "no-gesture"
    case .answerFromThePast, .fingerNotDown, .fingerAlreadyDown, .tooManyFingers,
      .timeWentBackwards,
      .unparseableURL, .nonFinitePoint, .sameDocumentOriginChanged, .deciderGone:
      nil
    }
  }

  /// The trace line for an engine event, or `nil` for events the trace does
  /// not show (a refused bridge action, an adjusted timestamp).
  public init?(_ event: OverlayEvent) {
    let time = event.time
    switch event.kind {
    case .routed(let touch, let view):
      self.init(time: time, kind: .route, arguments: [touch.phase.rawValue, view.rawValue])
    case .delivered(let touch, let view):
      self.init(time: time, kind: .deliver, arguments: [touch.phase.rawValue, view.rawValue])
    case .decided(let decision):
      self.init(time: time, outcome: decision.outcome)
    case .answered(let request, let policy):
      self.init(
        time: time, kind: policy == .allow ? .allow : .block, arguments: [request.url])
    case .actionRan(let name):
      self.init(time: time, kind: .action, arguments: [name])
    case .backButton(let visible):
      self.init(time: time, kind: .back, arguments: [visible ? "shown" : "hidden"])
    case .committed(let url):
      self.init(time: time, kind: .commit, arguments: [url])
    case .diagnosed(.fingerNotDown(let finger, let phase)):
      self.init(time: time, kind: .ignored, arguments: [phase.rawValue, String(finger.number)])
    case .diagnosed(.fingerAlreadyDown(let finger)), .diagnosed(.tooManyFingers(let finger, _)):
      self.init(time: time, kind: .ignored, arguments: ["down", String(finger.number)])
    case .pageAnswered(let answer):
      var arguments = [answer.kind.rawValue]
      if let control = answer.control { arguments.append(control.name) }
      switch answer.subject {
      case .point(let point), .lift(_, let point):
        arguments += ["at", NumberText.shortest(point.x), NumberText.shortest(point.y)]
      case .gesture(let gesture):
        arguments += ["gesture", String(gesture.number)]
      }
      self.init(time: time, kind: .answer, arguments: arguments)
    case .dismissalReported(let dismissal, let subject):
      var arguments = [dismissal.rawValue]
      switch subject {
      case .point(let point), .lift(_, let point):
        arguments += ["at", NumberText.shortest(point.x), NumberText.shortest(point.y)]
      case .gesture(let gesture):
        arguments += ["gesture", String(gesture.number)]
      }
      self.init(time: time, kind: .dismisses, arguments: arguments)
    case .lateLink(let late):
      self.init(
        time: time, kind: .lateLink,
        arguments: [late.request.url, late.lateness.millisecondsText])
    case .navigatedWithinDocument(let navigation):
      self.init(
        time: time, kind: .sameDocument, arguments: [navigation.kind.rawValue, navigation.url])
    case .diagnosed(.sameDocumentOriginChanged):
      self.init(
        time: time, kind: .ignored, arguments: [TraceEventKind.sameDocument.name, "origin"])
    case .diagnosed(let diagnostic):
      guard let word = Self.answerProblem(diagnostic) else { return nil }
      self.init(time: time, kind: .ignored, arguments: ["answer", word])
    case .actionRefused:
      return nil
    }
  }
}
