import CWebKitGTK
import TapOrLink

/// A mouse's presses, drags and releases made up and delivered as a real
/// mouse's would be: GDK button and motion events for a widget's window,
/// handed to GTK's own dispatch (`gtk_main_do_event`), the path real input
/// takes, as ``SyntheticTouches`` does for touches. For tests.
///
/// Each event has the widget's window, window and root coordinates, the
/// buttons held down before it in its state (as X reports them), the
/// display's core pointer as its device and the first pointer slave
/// (XTEST under Xvfb, a mouse) as its source device, and is emulated from
/// no touch.
@MainActor
public enum SyntheticClicks {
  /// The buttons held down, as GDK's modifier mask.
  private static var held = GdkModifierType(rawValue: 0)

  /// Sends one button or motion event to `widget`.
  ///
  /// - Parameters:
  ///   - widget: the widget (the web view), realized and shown.
  ///   - phase: `down` a press of `button`, `up` its release, `move` a
  ///     motion (with the buttons down); `cancel` sends nothing.
  ///   - button: GDK's button: 1 primary, 2 middle, 3 secondary.
  ///   - x: where, in the widget's pixels.
  ///   - y: where, in the widget's pixels.
  ///   - count: for a `down`, which press of a double or triple click it
  ///     is: 2 or 3 add the `GDK_2BUTTON_PRESS` or `GDK_3BUTTON_PRESS` GDK
  ///     sends after that press.
  /// - Returns: `false` when the widget has no window yet, or for `cancel`.
  @discardableResult
  public static func send(
    to widget: UnsafeMutablePointer<GtkWidget>, _ phase: TouchPhase, button: UInt32 = 1,
    x: Double, y: Double, count: Int = 1
  ) -> Bool {
    guard send(to: widget, phase, button: button, x: x, y: y, type: nil) else { return false }
    guard phase == .down, count == 2 || count == 3 else { return true }
    return send(
      to: widget, phase, button: button, x: x, y: y,
      type: count == 2 ? GDK_2BUTTON_PRESS : GDK_3BUTTON_PRESS)
  }

  private static func send(
    to widget: UnsafeMutablePointer<GtkWidget>, _ phase: TouchPhase, button: UInt32,
    x: Double, y: Double, type multiple: GdkEventType?
  ) -> Bool {
    guard let window = gtk_widget_get_window(widget) else { return false }
    let type: GdkEventType
    switch phase {
    case .down: type = GDK_BUTTON_PRESS
    case .move: type = GDK_MOTION_NOTIFY
    case .up: type = GDK_BUTTON_RELEASE
    case .cancel: return false
    }
    guard let event = gdk_event_new(multiple ?? type) else { return false }
    var originX: gint = 0
    var originY: gint = 0
    gdk_window_get_origin(window, &originX, &originY)
    g_object_ref(UnsafeMutableRawPointer(window))  // gdk_event_free drops it
    let time = guint32(truncatingIfNeeded: g_get_monotonic_time() / 1_000)
    let mask = GdkModifierType(rawValue: GDK_BUTTON1_MASK.rawValue << (button - 1))
    if phase == .move {
      event.pointee.motion.window = window
      event.pointee.motion.send_event = 1
      event.pointee.motion.time = time
      event.pointee.motion.x = x
      event.pointee.motion.y = y
      event.pointee.motion.x_root = x + Double(originX)
      event.pointee.motion.y_root = y + Double(originY)
      event.pointee.motion.state = held.rawValue
    } else {
      event.pointee.button.window = window
      event.pointee.button.send_event = 1
      event.pointee.button.time = time
      event.pointee.button.x = x
      event.pointee.button.y = y
      event.pointee.button.x_root = x + Double(originX)
      event.pointee.button.y_root = y + Double(originY)
      event.pointee.button.button = button
      event.pointee.button.state = held.rawValue
    }
    SyntheticTouches.setPointerDevices(of: event)
    // The state says the buttons down before the event.
    switch (phase, multiple) {
    case (.down, nil): held = GdkModifierType(rawValue: held.rawValue | mask.rawValue)
    case (.up, _): held = GdkModifierType(rawValue: held.rawValue & ~mask.rawValue)
    default: break
    }
    gtk_main_do_event(event)
    gdk_event_free(event)
    return true
  }
}
