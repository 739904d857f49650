/// How a gesture ended. Every gesture ends in exactly one outcome.
public enum Outcome: Hashable, Sendable {
  /// The person tapped the content: the delivery target and the up point
  /// (window coordinates).
  case tap(view: ViewID, point: Point)
  /// The person activated a link: the request it caused.
  case link(NavigationRequest)
  /// The person used the page's own control (a button, a field, a
  /// checkbox): the page said its click landed on one and nothing
  /// navigated. The delivery target, the up point (window coordinates) and
  /// the kind of control. The page handles it; the app does nothing.
  case control(view: ViewID, point: Point, kind: ControlKind)
  /// The finger travelled further than the slop from its down point.
  case moved
  /// The system cancelled the touch before the gesture was decided.
  case cancelled
  /// The finger stayed down, unmoved, for the long-press duration.
  case longPress
  /// A second finger touched down while the gesture was undecided.
  case multiTouch

  /// The outcome's name in traces: `tap`, `link`, `control`, `moved`,
  /// `cancelled`, `longpress` or `multitouch` (see ``OutcomeKind``).
  public var name: String { kind.name }

  /// Every outcome name, as traces write them.
  public static let names: [String] = OutcomeKind.allCases.map(\.name)
}

extension Outcome: CustomStringConvertible {
  /// The outcome as a trace line writes it: `tap web 160 200`,
  /// `link https://example.com/a`, `control web 160 200 button`, `moved`,
  /// `longpress`.
  public var description: String {
    switch self {
    case .tap(let view, let point): "tap \(view) \(point)"
    case .link(let request): "link \(request.url)"
    case .control(let view, let point, let kind): "control \(view) \(point) \(kind.name)"
    case .moved, .cancelled, .longPress, .multiTouch: name
    }
  }
}
