import TapOrLink

/// One line of a scenario's trace: `TIME: EVENT ARGS`.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  /// When it happened.
  public var time: Instant
  /// The event's name: `deliver`, `route`, an outcome, `allow`, `block`,
  /// `action`, `back` or `ignored`.
  public var name: String
  /// The arguments, as printed.
  public var arguments: [String]

  /// Creates a trace event.
  public init(time: Instant, name: String, arguments: [String] = []) {
    self.time = time
    self.name = name
    self.arguments = arguments
  }

  /// Whether this event is a gesture outcome (outcomes are matched strictly).
  public var isOutcome: Bool { Outcome.names.contains(name) }

  /// The line as the trace prints it, e.g. `340ms: link https://example.com/a`.
  public var description: String {
    "\(time): " + ([name] + arguments).joined(separator: " ")
  }

  /// The word a trace gives an ignored page answer, or `nil` for any other
  /// diagnostic.
  private static func answerProblem(_ diagnostic: EngineDiagnostic) -> String? {
    switch diagnostic {
    case .unknownAnswerKind: "unknown-kind"
    case .pageAnswersOff: "off"
    case .answerForUnknownGesture: "unknown-gesture"
    case .answerForDecidedGesture: "decided"
    case .answerForNoGestureAt: "no-gesture"
    case .answerFromThePast, .fingerNotDown, .fingerAlreadyDown, .timeWentBackwards,
      .unparseableURL, .sameDocumentOriginChanged:
      nil
    }
  }

  /// The trace line for an engine event, or `nil` for events the trace does
  /// not show (a refused bridge action, an adjusted timestamp).
  public init?(_ event: OverlayEvent) {
    let time = event.time
    switch event.kind {
    case .routed(let phase, let view, _):
      self.init(time: time, name: "route", arguments: [phase.rawValue, view.rawValue])
    case .delivered(let phase, let view, _):
      self.init(time: time, name: "deliver", arguments: [phase.rawValue, view.rawValue])
    case .decided(let decision):
      switch decision.outcome {
      case .tap(let view, let point):
        self.init(
          time: time, name: "tap",
          arguments: [
            view.rawValue, NumberText.shortest(point.x), NumberText.shortest(point.y),
          ])
      case .link(let request):
        self.init(time: time, name: "link", arguments: [request.url])
      case .moved, .cancelled, .longPress, .multiTouch:
        self.init(time: time, name: decision.outcome.name)
      }
    case .answered(let request, let policy):
      self.init(time: time, name: policy.rawValue, arguments: [request.url])
    case .actionRan(let name):
      self.init(time: time, name: "action", arguments: [name])
    case .backButton(let visible):
      self.init(time: time, name: "back", arguments: [visible ? "shown" : "hidden"])
    case .diagnosed(.fingerNotDown(let finger, let phase)):
      self.init(time: time, name: "ignored", arguments: [phase.rawValue, String(finger.number)])
    case .diagnosed(.fingerAlreadyDown(let finger)):
      self.init(time: time, name: "ignored", arguments: ["down", String(finger.number)])
    case .pageAnswered(let answer):
      var arguments = [answer.kind.rawValue]
      switch answer.subject {
      case .point(let point):
        arguments += ["at", NumberText.shortest(point.x), NumberText.shortest(point.y)]
      case .gesture(let gesture):
        arguments += ["gesture", String(gesture.number)]
      }
      self.init(time: time, name: "answer", arguments: arguments)
    case .lateLink(let late):
      self.init(
        time: time, name: "late-link",
        arguments: [late.request.url, late.lateness.millisecondsText])
    case .navigatedWithinDocument(let navigation):
      self.init(
        time: time, name: "same-document", arguments: [navigation.kind.rawValue, navigation.url])
    case .diagnosed(.sameDocumentOriginChanged):
      self.init(time: time, name: "ignored", arguments: ["same-document", "origin"])
    case .diagnosed(let diagnostic):
      guard let word = Self.answerProblem(diagnostic) else { return nil }
      self.init(time: time, name: "ignored", arguments: ["answer", word])
    case .actionRefused:
      return nil
    }
  }
}
