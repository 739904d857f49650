import CWebKitGTK
import TapOrLink

/// Touches made up and delivered as a touch screen's would be: GDK touch
/// events for a widget's window, handed to GTK's own dispatch
/// (`gtk_main_do_event`), the path real input takes. For the live runner
/// and the demo; Tools/browser/webkit_driver.py does the same from Python.
///
/// Each event has the widget's window, a sequence standing for the finger
/// (any distinct non-null value names a touch), window and root
/// coordinates, the display's core pointer as its device and the first
/// pointer slave (XTEST under Xvfb) as its source device, and emulates no
/// pointer: GTK 3 would otherwise add its own button events, and WebKit's
/// touch gestures (a tap's click at release, a long press's context menu,
/// a drag's scroll) are what a touch screen gets.
@MainActor
public enum SyntheticTouches {
  /// Sends one touch event to `widget`.
  ///
  /// - Parameters:
  ///   - widget: the widget (the web view), realized and shown.
  ///   - phase: down, move, up or cancel.
  ///   - finger: the finger, 1 or more.
  ///   - x: where, in the widget's pixels.
  ///   - y: where, in the widget's pixels.
  /// - Returns: `false` when the widget has no window yet.
  @discardableResult
  public static func send(
    to widget: UnsafeMutablePointer<GtkWidget>, _ phase: TouchPhase, finger: Int, x: Double,
    y: Double
  ) -> Bool {
    guard let window = gtk_widget_get_window(widget) else { return false }
    let type: GdkEventType =
      switch phase {
      case .down: GDK_TOUCH_BEGIN
      case .move: GDK_TOUCH_UPDATE
      case .up: GDK_TOUCH_END
      case .cancel: GDK_TOUCH_CANCEL
      }
    guard let event = gdk_event_new(type) else { return false }
    var originX: gint = 0
    var originY: gint = 0
    gdk_window_get_origin(window, &originX, &originY)
    g_object_ref(UnsafeMutableRawPointer(window))  // gdk_event_free drops it
    event.pointee.touch.window = window
    event.pointee.touch.send_event = 1
    event.pointee.touch.time = guint32(truncatingIfNeeded: g_get_monotonic_time() / 1_000)
    event.pointee.touch.x = x
    event.pointee.touch.y = y
    event.pointee.touch.x_root = x + Double(originX)
    event.pointee.touch.y_root = y + Double(originY)
    event.pointee.touch.sequence = OpaquePointer(bitPattern: finger + 1)
    event.pointee.touch.emulating_pointer = 0
    setPointerDevices(of: event)
    gtk_main_do_event(event)
    gdk_event_free(event)
    return true
  }

  /// Gives `event` the display's core pointer as its device and the first
  /// pointer slave (XTEST under Xvfb, a mouse) as its source device.
  static func setPointerDevices(of event: UnsafeMutablePointer<GdkEvent>) {
    guard let seat = gdk_display_get_default_seat(gdk_display_get_default()) else { return }
    let pointer = gdk_seat_get_pointer(seat)
    var source = pointer
    if let slaves = gdk_seat_get_slaves(seat, GDK_SEAT_CAPABILITY_POINTER) {
      if let first = slaves.pointee.data {
        source = OpaquePointer(first)
      }
      g_list_free(slaves)
    }
    gdk_event_set_device(event, pointer)
    gdk_event_set_source_device(event, source)
  }
}
