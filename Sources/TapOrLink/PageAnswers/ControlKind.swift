/// What kind of the page's own control a click landed on, when the page
/// says it landed on one (a ``AnswerKind/control`` answer, an
/// ``Outcome/control(view:point:kind:)`` decision). Its raw value is its
/// name in scenarios and in the page script's messages.
///
/// A control is the page's business: the page handled the click (a field
/// took the focus, a box was ticked, a button ran its handler), so the app
/// does nothing of its own, as for a link it would let load.
public enum ControlKind: String, Hashable, Sendable, CaseIterable {
  /// A text field, a text area or an editable element: the keyboard opens.
  case field
  /// A checkbox, a radio button, a switch, or the summary of a `details`
  /// element.
  case toggle
  /// A button, or an input of type `button`, `submit`, `reset` or `image`
  /// that did not navigate.
  case button
  /// A `select` or a list box: the page shows its choices.
  case select
  /// Another element the page handles itself: a slider, a file picker, an
  /// element with its own click handler, or a place where the page
  /// changed when it was clicked.
  case other

  /// The name scenarios and the page script give it: `field`, `toggle`,
  /// `button`, `select` or `other`.
  package var name: String { rawValue }

  /// Every kind's name, as scenarios write them.
  package static let names: [String] = allCases.map(\.name)
}
