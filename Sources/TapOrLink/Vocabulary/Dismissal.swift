/// What a touch ended rather than tapped: at its touch-down the page was
/// scrolling on its own, or showed a text selection. A tap that ends one of
/// them is decided ``Outcome/dismiss(_:)``, not `tap`: the person stopped
/// the scroll or dismissed the selection, and meant nothing for the app.
///
/// Its raw value is its name in traces, scenarios and the page script's
/// messages: `scroll`, `selection`.
public enum Dismissal: String, Hashable, Sendable, CaseIterable {
  /// The page was scrolling on its own: coasting after a flick (momentum,
  /// kinetic scrolling) or running a smooth scroll. The tap stops it.
  case scroll
  /// A text selection was showing (not collapsed). The tap collapses it.
  case selection
}
