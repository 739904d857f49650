@_spi(Lab) import TapOrLink

extension Harness {
  /// One thing the engine did that a test can see, in the order it did it:
  /// an event it told its observers (`OverlayEvent`), a question it asked
  /// the decider or an action it had the decider run, or the reply an
  /// input returned (`TapReply`).
  ///
  /// Effects are compared as values. An event keeps its whole payload
  /// (a touch with its point and instant, a request with its type and
  /// frame), except a decision, which is compared on its outcome and
  /// instant: its reason and evidence are read from ``Harness/decisions``.
  /// An effect's ``description`` is its Swift spelling, so a failure's
  /// diff can be pasted into an `expect`.
  enum Effect: Hashable, CustomStringConvertible {
    // The overlay's events, each at its instant (a touch's is its own).
    case routed(Touch, to: ViewID)
    case delivered(Touch, to: ViewID)
    case decided(Outcome, at: Instant)
    case answered(NavigationRequest, NavigationPolicy, at: Instant)
    case actionRan(String, at: Instant)
    case actionRefused(SchemeBridge.Verdict, at: Instant)
    case backButton(visible: Bool, at: Instant)
    case committed(String, at: Instant)
    case diagnosed(EngineDiagnostic, at: Instant)
    case pageAnswered(PageAnswer, at: Instant)
    case dismissalReported(Dismissal, PageAnswer.Subject, at: Instant)
    case lateLink(LateLink, at: Instant)
    case sameDocument(SameDocumentNavigation, at: Instant)
    // The decider: asked whether a request may load, and told to run a
    // bridge action.
    case asked(NavigationRequest, as: RequestRole)
    case ran(String, for: NavigationRequest)
    // What an input returned.
    case replied(TapReply)

    /// An event as the effect a test expects.
    init(_ event: OverlayEvent) {
      let time = event.time
      switch event.kind {
      case .routed(let touch, let view): self = .routed(touch, to: view)
      case .delivered(let touch, let view): self = .delivered(touch, to: view)
      case .decided(let decision): self = .decided(decision.outcome, at: time)
      case .answered(let request, let policy): self = .answered(request, policy, at: time)
      case .actionRan(let name): self = .actionRan(name, at: time)
      case .actionRefused(let verdict): self = .actionRefused(verdict, at: time)
      case .backButton(let visible): self = .backButton(visible: visible, at: time)
      case .committed(let url): self = .committed(url, at: time)
      case .diagnosed(let diagnostic): self = .diagnosed(diagnostic, at: time)
      case .pageAnswered(let answer): self = .pageAnswered(answer, at: time)
      case .dismissalReported(let dismissal, let subject):
        self = .dismissalReported(dismissal, subject, at: time)
      case .lateLink(let late): self = .lateLink(late, at: time)
      case .navigatedWithinDocument(let navigation): self = .sameDocument(navigation, at: time)
      }
    }

    /// The effect as Swift, as a test writes it in an `expect`.
    var description: String {
      switch self {
      case .routed(let touch, let view): ".routed(\(SwiftText(touch)), to: \(SwiftText(view)))"
      case .delivered(let touch, let view):
        ".delivered(\(SwiftText(touch)), to: \(SwiftText(view)))"
      case .decided(let outcome, let time):
        ".decided(\(SwiftText(outcome)), at: \(SwiftText(time)))"
      case .answered(let request, let policy, let time):
        ".answered(\(SwiftText(request)), .\(policy), at: \(SwiftText(time)))"
      case .actionRan(let name, let time): ".actionRan(\(SwiftText(name)), at: \(SwiftText(time)))"
      case .actionRefused(let verdict, let time):
        ".actionRefused(\(SwiftText(verdict)), at: \(SwiftText(time)))"
      case .backButton(let visible, let time):
        ".backButton(visible: \(visible), at: \(SwiftText(time)))"
      case .committed(let url, let time): ".committed(\(SwiftText(url)), at: \(SwiftText(time)))"
      case .diagnosed(let diagnostic, let time):
        ".diagnosed(\(SwiftText(diagnostic)), at: \(SwiftText(time)))"
      case .pageAnswered(let answer, let time):
        ".pageAnswered(\(SwiftText(answer)), at: \(SwiftText(time)))"
      case .dismissalReported(let dismissal, let subject, let time):
        ".dismissalReported(.\(dismissal.rawValue), \(SwiftText(subject)), at: \(SwiftText(time)))"
      case .lateLink(let late, let time): ".lateLink(\(SwiftText(late)), at: \(SwiftText(time)))"
      case .sameDocument(let navigation, let time):
        ".sameDocument(\(SwiftText(navigation)), at: \(SwiftText(time)))"
      case .asked(let request, let role): ".asked(\(SwiftText(request)), as: \(SwiftText(role)))"
      case .ran(let name, let request): ".ran(\(SwiftText(name)), for: \(SwiftText(request)))"
      case .replied(let reply): ".replied(\(SwiftText(reply)))"
      }
    }
  }
}

/// Shorthand replies, as ``Harness/Effect``'s text writes them.
extension TapReply {
  /// A touch delivered to `view`, leaving `awaiting` waiting for its window.
  static func delivered(to view: ViewID, awaiting: GestureID? = nil) -> TapReply {
    .touch(.delivered(to: view, awaitingNavigation: awaiting))
  }

  /// A touch outside the overlay.
  static let outsideOverlay = TapReply.touch(.outsideOverlay)

  /// A touch the engine ignored.
  static func touchIgnored(_ diagnostic: EngineDiagnostic) -> TapReply {
    .touch(.ignored(diagnostic))
  }
}

extension Touch {
  /// A cancel at the finger's last point, as the overlay delivers one.
  static func cancel(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant) -> Touch {
    Touch(finger: finger, phase: .cancel, location: Point(x: x, y: y), time: time)
  }
}

/// A value written as Swift, as a test spells it with the shorthands of
/// `Fixtures.swift` (`ms(790)`, `pt(100, 200)`): the harness's one text
/// form of its effects, for failure messages.
struct SwiftText: CustomStringConvertible {
  let description: String

  init(_ value: Any) {
    description = Self.text(value)
  }

  private static func text(_ value: Any) -> String {
    switch value {
    case let text as String: return String(reflecting: text)
    case let number as Double: return NumberText.shortest(number)
    case let instant as Instant: return "ms(\(NumberText.shortest(instant.milliseconds)))"
    case let duration as Duration:
      let instant = Instant(nanoseconds: 0) + duration
      return ".milliseconds(\(NumberText.shortest(instant.milliseconds)))"
    case let point as Point: return "pt(\(text(point.x)), \(text(point.y)))"
    case let view as ViewID: return String(reflecting: view.rawValue)
    case let finger as FingerID: return "\(finger)"
    case let gesture as GestureID: return "GestureID(\(gesture.number))"
    case let touch as Touch: return self.touch(touch)
    case let outcome as Outcome: return self.outcome(outcome)
    case let reply as TapReply: return self.reply(reply)
    case let request as NavigationRequest: return self.request(request)
    case let answer as PageAnswer:
      let subject = text(answer.subject)
      if let control = answer.control, control != .other {
        return "PageAnswer(control: .\(control), for: \(subject))"
      }
      return "PageAnswer(.\(answer.kind), for: \(subject))"
    case let navigation as SameDocumentNavigation:
      return "SameDocumentNavigation(to: \(text(navigation.url)), kind: .\(navigation.kind))"
    case let origin as Origin: return "Origin(\(text(origin.description)))!"
    case let diagnostic as EngineDiagnostic:
      // Its description is prose, so a case without a payload is named here.
      switch diagnostic {
      case .pageAnswersOff: return ".pageAnswersOff"
      case .deciderGone: return ".deciderGone"
      default: return reflected(diagnostic)
      }
    default: return reflected(value)
    }
  }

  private static func touch(_ touch: Touch) -> String {
    let finger = touch.finger == 1 ? "" : "finger: \(touch.finger), "
    let at = "at: \(text(touch.time))"
    let point = "\(text(touch.location.x)), \(text(touch.location.y))"
    switch touch.phase {
    case .down: return ".down(\(point), \(finger)\(at))"
    case .move: return ".move(\(point), \(finger)\(at))"
    case .up: return ".up(\(point), \(finger)\(at))"
    case .cancel where touch.location == Point(x: 0, y: 0): return ".cancel(\(finger)\(at))"
    case .cancel: return ".cancel(\(point), \(finger)\(at))"
    }
  }

  private static func outcome(_ outcome: Outcome) -> String {
    switch outcome {
    case .tap(let view, let point): ".tap(view: \(text(view)), point: \(text(point)))"
    case .link(let request): ".link(\(text(request)))"
    case .control(let view, let point, let kind):
      ".control(view: \(text(view)), point: \(text(point)), kind: .\(kind))"
    case .moved: ".moved"
    case .cancelled: ".cancelled"
    case .longPress: ".longPress"
    case .multiTouch: ".multiTouch"
    case .dismiss(let dismissal): ".dismiss(.\(dismissal.rawValue))"
    case .doubleTap(let view, let point, let first):
      ".doubleTap(view: \(text(view)), point: \(text(point)), first: \(text(first)))"
    case .auxiliaryClick(let button): ".auxiliaryClick(.\(button.rawValue))"
    }
  }

  private static func reply(_ reply: TapReply) -> String {
    switch reply {
    case .touch(.delivered(let view, nil)): ".delivered(to: \(text(view)))"
    case .touch(.delivered(let view, let gesture?)):
      ".delivered(to: \(text(view)), awaiting: \(text(gesture)))"
    case .touch(.outsideOverlay): ".outsideOverlay"
    case .touch(.ignored(let diagnostic)): ".touchIgnored(\(text(diagnostic)))"
    default: reflected(reply)
    }
  }

  private static func request(_ request: NavigationRequest) -> String {
    var text = "NavigationRequest(url: \(self.text(request.url))"
    if request.type != .link { text += ", type: .\(request.type)" }
    if !request.isMainFrame { text += ", isMainFrame: false" }
    if request.opensNewWindow { text += ", opensNewWindow: true" }
    return text + ")"
  }

  /// Any other value, from its mirror: an enum case as `.name(payload)`,
  /// a structure as `Type(label: value, …)`, `nil` for none.
  private static func reflected(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { text($0.value) } ?? "nil"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return ".\(value)"
      }
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        return ".\(name)(\(fields(inner)))"
      }
      return ".\(name)(\(text(payload.value)))"
    case .struct, .class, .tuple:
      return "\(type(of: value))(\(fields(mirror)))"
    default:
      return "\(value)"
    }
  }

  /// A mirror's children as arguments: `label: value`, or the value alone
  /// for a tuple's unlabelled element.
  private static func fields(_ mirror: Mirror) -> String {
    mirror.children.map { child in
      guard let label = child.label, !label.hasPrefix(".") else { return text(child.value) }
      return "\(label): \(text(child.value))"
    }
    .joined(separator: ", ")
  }
}
