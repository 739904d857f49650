/// Which button made a press: the primary one (a finger's or a pen's touch,
/// a mouse's or touchpad's main click), or another.
///
/// A press of the secondary or middle button is never a content tap, a
/// control's use or a double tap: where it would have been one of those it
/// is decided ``Outcome/auxiliaryClick(_:)`` (a browser's `auxclick`: the
/// secondary button opens a context menu, the middle one pastes or
/// scrolls). A link it activates (a middle click opening a link in a new
/// window) is still a `link`.
public enum PointerButton: String, Hashable, Sendable, CaseIterable {
  /// The main button: a finger's, a pen's, a mouse's left button (GDK's
  /// button 1, `UIEvent.ButtonMask.primary`).
  case primary
  /// The secondary button: a mouse's right button, a two-finger touchpad
  /// click (GDK's button 3, `UIEvent.ButtonMask.secondary`).
  case secondary
  /// The middle button or wheel click (GDK's button 2).
  case middle
}
