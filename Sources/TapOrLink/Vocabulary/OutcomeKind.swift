/// The kind of an ``Outcome``, without what it carries: the one place the
/// outcomes' names are spelt.
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
}

extension Outcome {
  /// The outcome's kind.
  public var kind: OutcomeKind {
    switch self {
    case .tap: .tap
    case .link: .link
    case .control: .control
    case .moved: .moved
    case .cancelled: .cancelled
    case .longPress: .longPress
    case .multiTouch: .multiTouch
    }
  }
}
