import TapOrLink

/// The events a trace prints and a scenario's `expect` may name: the one
/// place their names and argument counts are spelt (the outcomes' names
/// are `OutcomeKind`'s).
public enum TraceEventKind: Hashable, Sendable, CaseIterable {
  /// `deliver PHASE VIEW`: a phase delivered to a finger's target.
  case deliver
  /// `route PHASE VIEW`: a phase the touch router sent to a priority view.
  case route
  /// A gesture's outcome: `tap VIEW X Y`, `link URL`,
  /// `control VIEW X Y KIND`, `dismiss WHAT`, `doubletap VIEW X Y first N`,
  /// or one of `moved`, `cancelled`, `longpress` and `multitouch`.
  case outcome(OutcomeKind)
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
  case lateLink
  /// `same-document KIND URL`: the page moved within its document.
  case sameDocument
  /// `dismisses WHAT at X Y` or `dismisses WHAT gesture N`: a report that a
  /// touch-down ended a scroll or a selection (contract 1.4).
  case dismisses
  /// `commit URL`: the web view's main frame committed a document (1.4).
  case commit

  /// Every kind, in the order the contract lists them.
  public static let allCases: [TraceEventKind] =
    [.deliver, .route] + OutcomeKind.allCases.map(outcome)
    + [
      .allow, .block, .action, .back, .ignored, .answer, .lateLink, .sameDocument, .dismisses,
      .commit,
    ]

  /// The kind a trace line's name is, or `nil` for a name the language
  /// does not have.
  public init?(name: String) {
    guard let kind = Self.byName[name] else { return nil }
    self = kind
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The event's name, as traces print it.
  public var name: String {
    switch self {
    case .deliver: "deliver"
    case .route: "route"
    case .outcome(let outcome): outcome.name
    case .allow: "allow"
    case .block: "block"
    case .action: "action"
    case .back: "back"
    case .ignored: "ignored"
    case .answer: "answer"
    case .lateLink: "late-link"
    case .sameDocument: "same-document"
    case .dismisses: "dismisses"
    case .commit: "commit"
    }
  }

  /// How many arguments the event prints.
  public var arity: Int {
    switch self {
    case .outcome(.tap): 3
    case .outcome(.control): 4
    case .outcome(.link), .outcome(.dismiss), .outcome(.auxiliaryClick): 1
    case .outcome(.doubleTap): 5
    case .outcome: 0
    case .allow, .block, .action, .back, .commit: 1
    case .deliver, .route, .ignored, .lateLink, .sameDocument: 2
    case .answer: 5
    case .dismisses: 4
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
    case .dismisses, .outcome(.dismiss): Dismissal.allCases.map(\.rawValue)
    case .outcome(.auxiliaryClick): ["secondary", "middle"]
    default: nil
    }
  }

  /// Whether the event is a gesture's outcome (outcomes are matched
  /// strictly).
  public var isOutcome: Bool {
    if case .outcome = self { true } else { false }
  }

  /// Every event name, sorted.
  public static let names: [String] = allCases.map(\.name).sorted()
}
