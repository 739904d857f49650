/// The kind of an ``Outcome``, without what it carries: the one place the
/// outcomes' names are spelt (``Outcome/kind`` derives it).
public enum OutcomeKind: String, Hashable, Sendable, CaseIterable {
  /// ``Outcome/tap(view:point:)``.
  case tap
  /// ``Outcome/link(_:)``.
  case link
  /// ``Outcome/control(view:point:kind:)``.
  case control
  /// ``Outcome/moved``.
  case moved
  /// ``Outcome/cancelled``.
  case cancelled
  /// ``Outcome/longPress``.
  case longPress = "longpress"
  /// ``Outcome/multiTouch``.
  case multiTouch = "multitouch"

  /// The name traces and scenario files give it: `tap`, `link`, `control`,
  /// `moved`, `cancelled`, `longpress` or `multitouch`.
  public var name: String { rawValue }

  /// The kind a trace or scenario file names, or `nil` for a word that
  /// names none.
  public init?(name: String) { self.init(rawValue: name) }

  /// Whether a gesture of this kind was decided by where the finger went
  /// on the page (`tap`, `link`, `control`): the three answers. The
  /// others end a gesture that was never a tap.
  public var isAnswer: Bool {
    switch self {
    case .tap, .link, .control: true
    case .moved, .cancelled, .longPress, .multiTouch: false
    }
  }
}
