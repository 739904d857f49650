import TapOrLink

/// An outcome a test expects the engine to decide, optionally at an exact
/// virtual instant: the Swift spelling of a scenario's `- 790ms: tap web`.
///
/// Leave out what you do not care about: `.tap()` is any tap at any time,
/// `.tap(on: "web", at: .milliseconds(790))` a tap delivered to `web` decided
/// at exactly 790 ms.
public struct ExpectedOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Which outcome, with the details to match.
  public enum Kind: Hashable, Sendable {
    /// A tap; `view` is the delivery target, `point` the up point (window
    /// coordinates). `nil` matches any.
    case tap(view: ViewID?, point: Point?)
    /// A link; `url` is the request's URL, `nil` for any.
    case link(url: String?)
    /// A tap on the page's own control; `view` is the delivery target,
    /// `control` the kind of control. `nil` matches any.
    case control(view: ViewID?, control: ControlKind?)
    /// The finger travelled past the slop.
    case moved
    /// The system cancelled the gesture.
    case cancelled
    /// The finger was held past the long-press duration.
    case longPress
    /// A second finger touched down.
    case multiTouch
  }

  /// Which outcome.
  public var kind: Kind
  /// The instant it must be decided at; `nil` for any.
  public var time: Instant?

  /// Creates an expected outcome.
  public init(_ kind: Kind, at time: Instant? = nil) {
    self.kind = kind
    self.time = time
  }

  /// A tap, delivered to `view` and lifted at `point` when given.
  public static func tap(on view: ViewID? = nil, point: Point? = nil, at time: Instant? = nil)
    -> ExpectedOutcome
  {
    ExpectedOutcome(.tap(view: view, point: point), at: time)
  }

  /// A link, to `url` when given.
  public static func link(to url: String? = nil, at time: Instant? = nil) -> ExpectedOutcome {
    ExpectedOutcome(.link(url: url), at: time)
  }

  /// A tap on the page's own control, delivered to `view` and of kind
  /// `control` when given.
  public static func control(
    on view: ViewID? = nil, kind control: ControlKind? = nil, at time: Instant? = nil
  ) -> ExpectedOutcome {
    ExpectedOutcome(.control(view: view, control: control), at: time)
  }

  /// A gesture whose finger travelled past the slop.
  public static func moved(at time: Instant? = nil) -> ExpectedOutcome {
    ExpectedOutcome(.moved, at: time)
  }

  /// A gesture the system cancelled.
  public static func cancelled(at time: Instant? = nil) -> ExpectedOutcome {
    ExpectedOutcome(.cancelled, at: time)
  }

  /// A long press.
  public static func longPress(at time: Instant? = nil) -> ExpectedOutcome {
    ExpectedOutcome(.longPress, at: time)
  }

  /// A gesture ended by a second finger.
  public static func multiTouch(at time: Instant? = nil) -> ExpectedOutcome {
    ExpectedOutcome(.multiTouch, at: time)
  }

  /// Whether a decision is this outcome (at this instant, when one is set).
  public func matches(_ decision: Decision) -> Bool {
    if let time, time != decision.time { return false }
    return matchesIgnoringTime(decision.outcome)
  }

  /// Whether an outcome is this one, whenever it was decided.
  public func matchesIgnoringTime(_ outcome: Outcome) -> Bool {
    switch (kind, outcome) {
    case (.tap(let view, let point), .tap(let actualView, let actualPoint)):
      return (view ?? actualView) == actualView && (point ?? actualPoint) == actualPoint
    case (.link(let url), .link(let request)):
      return (url ?? request.url) == request.url
    case (.control(let view, let control), .control(let actualView, _, let actualControl)):
      return (view ?? actualView) == actualView && (control ?? actualControl) == actualControl
    case (.moved, .moved), (.cancelled, .cancelled), (.longPress, .longPress),
      (.multiTouch, .multiTouch):
      return true
    default:
      return false
    }
  }

  /// The kind of outcome it expects.
  public var outcomeKind: OutcomeKind {
    switch kind {
    case .tap: .tap
    case .link: .link
    case .control: .control
    case .moved: .moved
    case .cancelled: .cancelled
    case .longPress: .longPress
    case .multiTouch: .multiTouch
    }
  }

  /// The outcome's name in traces: `tap`, `link`, `moved`, …
  public var name: String { outcomeKind.name }

  /// The expectation as a scenario writes it: `790ms: tap web 160 200`,
  /// with `any time` when no instant is set.
  public var description: String {
    var words = [name]
    switch kind {
    case .tap(let view, let point):
      if let view { words.append(view.rawValue) } else if point != nil { words.append("*") }
      if let point { words.append(point.description) }
    case .link(let url):
      if let url { words.append(url) }
    case .control(let view, let control):
      if let view { words.append(view.rawValue) } else if control != nil { words.append("*") }
      if let control { words.append("* * \(control.name)") }
    case .moved, .cancelled, .longPress, .multiTouch:
      break
    }
    return "\(time.map(\.description) ?? "any time"): \(words.joined(separator: " "))"
  }

  /// In words, for failure messages: "a tap on `web` at 790ms".
  var phrase: String {
    var text: String
    switch kind {
    case .tap(let view, let point):
      text = "a tap"
      if let view { text += " on `\(view)`" }
      if let point { text += " at point (\(point))" }
    case .link(let url):
      text = url.map { "a link to `\($0)`" } ?? "a link"
    case .control(let view, let control):
      text = control.map { "a tap on a \($0.name) control" } ?? "a tap on a control"
      if let view { text += " in `\(view)`" }
    case .moved: text = "a `moved` outcome"
    case .cancelled: text = "a `cancelled` outcome"
    case .longPress: text = "a long press"
    case .multiTouch: text = "a `multitouch` outcome"
    }
    if let time { text += " at \(time)" }
    return text
  }
}
