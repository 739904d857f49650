@_spi(Lab) import TapOrLink

/// An outcome a test expects the engine to decide, optionally at an exact
/// virtual instant: the Swift spelling of a scenario's `- 790ms: tap web`.
///
/// Leave out what you do not care about: `.tap()` is any tap at any time,
/// `.tap(on: "web", at: .milliseconds(790))` a tap delivered to `web` decided
/// at exactly 790 ms.
public struct ExpectedOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Which outcome: the engine's own `OutcomeKind`.
  public var kind: OutcomeKind
  /// The delivery target a `tap` or `control` must have; `nil` for any.
  public var view: ViewID?
  /// The up point (window coordinates) a `tap` must have; `nil` for any.
  public var point: Point?
  /// The URL a `link`'s request must have; `nil` for any.
  public var url: String?
  /// The kind of control a `control` must be; `nil` for any.
  public var control: ControlKind?
  /// The instant it must be decided at; `nil` for any.
  public var time: Instant?

  /// Creates an expected outcome of `kind`, with the details to match
  /// (`nil`, the default, matches anything; a detail the kind does not
  /// carry matches nothing).
  public init(
    _ kind: OutcomeKind, view: ViewID? = nil, point: Point? = nil, url: String? = nil,
    control: ControlKind? = nil, at time: Instant? = nil
  ) {
    self.kind = kind
    self.view = view
    self.point = point
    self.url = url
    self.control = control
    self.time = time
  }

  /// Expects exactly `outcome` (at `time`, when given).
  public init(_ outcome: Outcome, at time: Instant? = nil) {
    self.init(
      outcome.kind, view: outcome.view, point: outcome.point, url: outcome.request?.url,
      control: outcome.control, at: time)
  }

  /// A tap, delivered to `view` and lifted at `point` when given.
  public static func tap(on view: ViewID? = nil, point: Point? = nil, at time: Instant? = nil)
    -> ExpectedOutcome
  {
    ExpectedOutcome(.tap, view: view, point: point, at: time)
  }

  /// A link, to `url` when given.
  public static func link(to url: String? = nil, at time: Instant? = nil) -> ExpectedOutcome {
    ExpectedOutcome(.link, url: url, at: time)
  }

  /// A tap on the page's own control, delivered to `view` and of kind
  /// `control` when given.
  public static func control(
    on view: ViewID? = nil, kind control: ControlKind? = nil, at time: Instant? = nil
  ) -> ExpectedOutcome {
    ExpectedOutcome(.control, view: view, control: control, at: time)
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

  /// Whether an outcome is this one, whenever it was decided: the same
  /// kind, and every detail given equal to the outcome's.
  public func matchesIgnoringTime(_ outcome: Outcome) -> Bool {
    outcome.kind == kind && Self.detail(view, is: outcome.view)
      && Self.detail(point, is: outcome.point) && Self.detail(url, is: outcome.request?.url)
      && Self.detail(control, is: outcome.control)
  }

  /// A detail matches when it is not given, or equals the outcome's.
  private static func detail<Value: Equatable>(_ expected: Value?, is actual: Value?) -> Bool {
    expected == nil || expected == actual
  }

  /// The outcome's name in traces: `tap`, `link`, `moved`, …
  public var name: String { kind.name }

  /// The expectation as a scenario writes it: `790ms: tap web 160 200`,
  /// with `any time` when no instant is set. The words are the outcome's
  /// (`Outcome.words`: a view, a point, a kind of control, or a URL), a
  /// detail not given written `*`, and the trailing ones left out.
  public var description: String {
    var details = [view?.rawValue, point.map { NumberText.shortest($0.x) }]
    details += [point.map { NumberText.shortest($0.y) }, control?.name]
    while let last = details.last, last == nil { details.removeLast() }
    var words = [name] + details.map { $0 ?? "*" }
    if let url { words.append(url) }
    return "\(time.map(\.description) ?? "any time"): \(words.joined(separator: " "))"
  }

  /// In words, for failure messages: "a tap on `web` at 790ms".
  var phrase: String {
    let text = kind.phrase(view: view, point: point, url: url, control: control)
    return time.map { text + " at \($0)" } ?? text
  }
}
