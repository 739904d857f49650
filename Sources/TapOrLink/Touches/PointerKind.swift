/// What a person touched the web view with: a finger, a pen, a mouse or a
/// touchpad.
///
/// A touch of any kind is decided by the same rules, with two exceptions:
/// a mouse's or a touchpad's button held still is no long press (a
/// browser clicks it however long it is held), and a click of any button
/// but the primary one is never a content tap (``PointerButton``). Hover
/// (a mouse moving with no button down) is no input.
public enum PointerKind: String, Hashable, Sendable, CaseIterable {
  /// A finger on a touch screen (`UITouch.TouchType.direct`, GDK's
  /// touchscreen source).
  case finger
  /// A pen or stylus (`UITouch.TouchType.pencil`, GDK's pen and eraser
  /// sources): a tap of it is a tap, and it long-presses as a finger does.
  case pen
  /// A mouse, its button pressed at the pointer (GDK's mouse source;
  /// `UITouch.TouchType.indirectPointer` on iOS, which does not tell a
  /// mouse from a trackpad).
  case mouse
  /// A touchpad's click or tap-to-click (GDK's touchpad source).
  case touchpad

  /// Whether a still press of it becomes a long press: a finger's and a
  /// pen's do; a mouse's or a touchpad's button held down is still a
  /// click when released.
  public var longPresses: Bool {
    switch self {
    case .finger, .pen: true
    case .mouse, .touchpad: false
    }
  }
}
