/// How a gesture ended. Every gesture ends in exactly one outcome.
///
/// The one vocabulary of outcomes: the engine decides an `Outcome`, tests
/// expect one (`ExpectedOutcome` in TapOrLinkTesting matches its ``kind``
/// and what it carries), and traces, scenario files and reports write it
/// in one text form, `words`. Its names are ``OutcomeKind``'s.
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
  /// A still tap whose touch-down ended something rather than tapped the
  /// content: the page was scrolling on its own, or showed a text
  /// selection (``Dismissal``). No link and no control: the app does
  /// nothing, as for content it would not react to.
  case dismiss(Dismissal)
  /// The second still tap of a double tap (``DoubleTapMode``): the
  /// delivery target, the up point (window coordinates), and the gesture
  /// of the first tap. With ``DoubleTapMode/fast`` that is the previous
  /// gesture, already decided (`tap`, or `link` when the pair activated one
  /// link twice); with ``DoubleTapMode/held`` the pair is one gesture and
  /// `first` is its own.
  case doubleTap(view: ViewID, point: Point, first: GestureID)
  /// A still press of a mouse's or touchpad's secondary or middle button
  /// (a browser's `auxclick`): where a primary press would have been a
  /// `tap`, a `control`, a `dismiss` or a `doubletap`. It is never a
  /// content tap, and has no `tappedView`; a link it activates is a
  /// `link`.
  case auxiliaryClick(PointerButton)

  /// The outcome's kind, without what it carries.
  public var kind: OutcomeKind {
    switch self {
    case .tap: .tap
    case .link: .link
    case .control: .control
    case .moved: .moved
    case .cancelled: .cancelled
    case .longPress: .longPress
    case .multiTouch: .multiTouch
    case .dismiss: .dismiss
    case .doubleTap: .doubleTap
    case .auxiliaryClick: .auxiliaryClick
    }
  }

  /// The outcome's name in traces: `tap`, `link`, `control`, `moved`,
  /// `cancelled`, `longpress`, `multitouch`, `dismiss` or `doubletap` (see
  /// ``OutcomeKind``).
  package var name: String { kind.name }

  /// Every outcome name, as traces write them.
  package static let names: [String] = OutcomeKind.allCases.map(\.name)

  /// The view the gesture was delivered to, for a `tap`, a `control` or a
  /// `doubletap`.
  public var view: ViewID? {
    switch self {
    case .tap(let view, _), .control(let view, _, _), .doubleTap(let view, _, _): view
    case .link, .moved, .cancelled, .longPress, .multiTouch, .dismiss, .auxiliaryClick: nil
    }
  }

  /// The up point (window coordinates), for a `tap`, a `control` or a
  /// `doubletap`.
  public var point: Point? {
    switch self {
    case .tap(_, let point), .control(_, let point, _), .doubleTap(_, let point, _): point
    case .link, .moved, .cancelled, .longPress, .multiTouch, .dismiss, .auxiliaryClick: nil
    }
  }

  /// What a `dismiss` ended.
  public var dismissal: Dismissal? {
    if case .dismiss(let dismissal) = self { return dismissal }
    return nil
  }

  /// The first tap's gesture, for a `doubletap`.
  public var firstTap: GestureID? {
    if case .doubleTap(_, _, let first) = self { return first }
    return nil
  }

  /// The request, for a `link`.
  public var request: NavigationRequest? {
    if case .link(let request) = self { return request }
    return nil
  }

  /// The kind of control, for a `control`.
  public var control: ControlKind? {
    if case .control(_, _, let kind) = self { return kind }
    return nil
  }

  /// The outcome in its one text form, as trace lines, scenario files and
  /// reports write it: the name, then what it carries, each a word.
  /// `tap VIEW X Y`, `link URL`, `control VIEW X Y KIND`, `dismiss WHAT`,
  /// `doubletap VIEW X Y first N`, or the name alone (`moved`,
  /// `cancelled`, `longpress`, `multitouch`).
  package var words: [String] {
    switch self {
    case .tap(let view, let point):
      [name, view.rawValue, NumberText.shortest(point.x), NumberText.shortest(point.y)]
    case .link(let request): [name, request.url]
    case .control(let view, let point, let kind):
      [
        name, view.rawValue, NumberText.shortest(point.x), NumberText.shortest(point.y),
        kind.name,
      ]
    case .dismiss(let dismissal): [name, dismissal.rawValue]
    case .auxiliaryClick(let button): [name, button.rawValue]
    case .doubleTap(let view, let point, let first):
      [
        name, view.rawValue, NumberText.shortest(point.x), NumberText.shortest(point.y),
        "first", String(first.number),
      ]
    case .moved, .cancelled, .longPress, .multiTouch: [name]
    }
  }
}

extension Outcome: CustomStringConvertible {
  /// The outcome's `words`, joined by spaces: `tap web 160 200`,
  /// `link https://example.com/a`, `control web 160 200 button`, `moved`,
  /// `longpress`.
  public var description: String { words.joined(separator: " ") }
}
