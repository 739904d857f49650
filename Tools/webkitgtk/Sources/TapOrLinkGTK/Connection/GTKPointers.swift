import CWebKitGTK
import TapOrLink

/// What a GDK button or motion event is to the engine: which pointer made
/// it and which button, or nothing.
///
/// A value with no GTK state in it: every rule is a table a test can read.
enum GTKPointers {
  /// The pointer a button event of `source` (the event's source device's
  /// `GdkInputSource`) pressing `button` stands for, or `nil` when the
  /// engine is not to hear it.
  ///
  /// - `GDK_SOURCE_MOUSE`, `GDK_SOURCE_TRACKPOINT` and `GDK_SOURCE_CURSOR`
  ///   (a tablet's puck) are a mouse; `GDK_SOURCE_TOUCHPAD` a touchpad;
  ///   `GDK_SOURCE_PEN` and `GDK_SOURCE_ERASER` a pen. An event with no
  ///   source device is taken as a mouse's.
  /// - `GDK_SOURCE_TOUCHSCREEN` is `nil`: GTK makes pointer events from a
  ///   touch screen's touches (emulated, `gdk_event_get_pointer_emulated`),
  ///   and the connection hears those touches themselves (`touch-event`),
  ///   so they would count twice. So is an emulated event of any source
  ///   (`emulated`), and a keyboard's or a tablet pad's.
  /// - Button 1 is primary, 2 middle, 3 secondary. Any other (8 and 9, a
  ///   mouse's back and forward buttons; 4 to 7, old scroll buttons) is
  ///   `nil`: the browser navigates or scrolls with them, and no click on
  ///   the page comes of them.
  static func pointer(source: GdkInputSource?, button: UInt32, emulated: Bool) -> Pointer? {
    guard !emulated else { return nil }
    let kind: PointerKind
    switch source {
    case nil, GDK_SOURCE_MOUSE, GDK_SOURCE_TRACKPOINT, GDK_SOURCE_CURSOR: kind = .mouse
    case GDK_SOURCE_TOUCHPAD: kind = .touchpad
    case GDK_SOURCE_PEN, GDK_SOURCE_ERASER: kind = .pen
    default: return nil  // touchscreen, keyboard, tablet pad
    }
    let pressed: PointerButton
    switch button {
    case 1: pressed = .primary
    case 2: pressed = .middle
    case 3: pressed = .secondary
    default: return nil
    }
    return Pointer(kind, button: pressed)
  }
}
