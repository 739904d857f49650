import TapOrLink

/// The events a trace prints and a scenario's `expect` may name: the one
/// place their names and argument counts are spelt.
public enum TraceEventKind: String, Hashable, Sendable, CaseIterable {
  /// `deliver PHASE VIEW`: a phase delivered to a finger's target.
  case deliver
  /// `route PHASE VIEW`: a phase the touch router sent to a priority view.
  case route
  /// `tap VIEW X Y`: the outcome `Outcome.tap`.
  case tap
  /// `link URL`: the outcome `Outcome.link`.
  case link
  /// `moved`: the outcome `Outcome.moved`.
  case moved
  /// `cancelled`: the outcome `Outcome.cancelled`.
  case cancelled
  /// `longpress`: the outcome `Outcome.longPress`.
  case longPress = "longpress"
  /// `multitouch`: the outcome `Outcome.multiTouch`.
  case multiTouch = "multitouch"
  /// `allow URL`: a request the web view may load.
  case allow
  /// `block URL`: a request the web view must not load.
  case block
  /// `action NAME`: a bridge action that ran.
  case action
  /// `back shown` or `back hidden`: the back button.
  case back
  /// `ignored PHASE FINGER`, `ignored answer WHY` or `ignored
  /// same-document origin`: input the engine ignored.
  case ignored
  /// `answer KIND at X Y` or `answer KIND gesture N`: a page answer taken.
  case answer
  /// `late-link URL LATENESS`: a link that came after its gesture was
  /// decided.
  case lateLink = "late-link"
  /// `same-document KIND URL`: the page moved within its document.
  case sameDocument = "same-document"

  /// The kind of an outcome's event.
  public init(_ outcome: OutcomeKind) {
    switch outcome {
    case .tap: self = .tap
    case .link: self = .link
    case .moved: self = .moved
    case .cancelled: self = .cancelled
    case .longPress: self = .longPress
    case .multiTouch: self = .multiTouch
    }
  }

  /// The event's name, as traces print it.
  public var name: String { rawValue }

  /// How many arguments the event prints.
  public var arity: Int {
    switch self {
    case .moved, .cancelled, .longPress, .multiTouch: 0
    case .link, .allow, .block, .action, .back: 1
    case .deliver, .route, .ignored, .lateLink, .sameDocument: 2
    case .tap: 3
    case .answer: 4
    }
  }

  /// The words the event's first argument is one of, or `nil` when it is
  /// free (a view, a URL, a name).
  public var firstArguments: [String]? {
    switch self {
    case .deliver, .route: TouchPhase.allCases.map(\.rawValue)
    case .ignored: TouchPhase.allCases.map(\.rawValue) + ["answer", "same-document"]
    case .sameDocument: SameDocumentKind.allCases.map(\.rawValue)
    case .back: ["shown", "hidden"]
    default: nil
    }
  }

  /// Whether the event is a gesture's outcome (outcomes are matched
  /// strictly).
  public var isOutcome: Bool {
    OutcomeKind.allCases.contains { Self($0) == self }
  }

  /// Every event name, sorted.
  public static let names: [String] = allCases.map(\.name).sorted()
}
