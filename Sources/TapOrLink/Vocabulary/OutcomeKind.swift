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
  /// ``Outcome/dismiss(_:)``.
  case dismiss
  /// ``Outcome/doubleTap(view:point:first:)``.
  case doubleTap = "doubletap"
  /// A secondary or middle button's click (``Outcome/auxiliaryClick(_:)``).
  case auxiliaryClick = "auxclick"

  /// The name traces and scenario files give it: `tap`, `link`, `control`,
  /// `moved`, `cancelled`, `longpress`, `multitouch`, `dismiss` or `doubletap`.
  public var name: String { rawValue }

  /// The kind a trace or scenario file names, or `nil` for a word that
  /// names none.
  package init?(name: String) { self.init(rawValue: name) }

  /// The outcome in words, with the details given, for a test's failure
  /// message: "a tap on `web` at point (160 200)", "a link to `URL`", "a
  /// tap on a button control", "a long press".
  package func phrase(view: ViewID?, point: Point?, url: String?, control: ControlKind?)
    -> String
  {
    var text: String
    switch self {
    case .tap:
      text = "a tap"
      if let view { text += " on `\(view)`" }
      if let point { text += " at point (\(point))" }
    case .link:
      text = url.map { "a link to `\($0)`" } ?? "a link"
    case .control:
      text = control.map { "a tap on a \($0.name) control" } ?? "a tap on a control"
      if let view { text += " in `\(view)`" }
    case .moved, .cancelled, .multiTouch: text = "a `\(name)` outcome"
    case .longPress: text = "a long press"
    case .dismiss: text = "a tap that dismissed something"
    case .auxiliaryClick: text = "a click of another button than the primary one"
    case .doubleTap:
      text = "a double tap"
      if let view { text += " on `\(view)`" }
      if let point { text += " at point (\(point))" }
    }
    return text
  }
}
