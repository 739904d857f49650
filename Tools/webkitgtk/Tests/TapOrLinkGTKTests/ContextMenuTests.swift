import CWebKitGTK
import Foundation
import TapOrLink
import TapOrLinkGTK
import Testing

/// WebKit's context menu after a long press, in a real WebKitGTK web view
/// on a display (run under `xvfb-run -a`, as `.ci/browser` does; skipped
/// without one). The touches are GDK touch events handed to GTK's own
/// dispatch (``SyntheticTouches``), the path real input takes from GTK on:
/// Xvfb has no touch device, and XTest makes no touches.
///
/// Observed in WebKitGTK 2.50 this way: a long press opens the menu about
/// 20 ms after the touch's release (the page gets `touchend`, then
/// `mousedown` and `contextmenu`); the web view hears `context-menu`, then
/// `grab-notify` (shadowed by the menu's grab); every later touch goes to
/// the menu until it is dismissed (`grab-notify` unshadowed,
/// `context-menu-dismissed`). No `grab-broken-event`, no focus-out, no
/// `unmap`.
@MainActor @Suite(.serialized, .enabled(if: WebViewHarness.hasDisplay))
struct ContextMenuTests {
  static let page = """
    <!doctype html><meta name=viewport content="width=device-width">
    <body style="margin:0;font:32px sans-serif">
    <p style="margin:0;height:150px">Some plain text to press on and hold.</p>
    <p style="margin:0;height:150px">More plain text to tap.</p>
    </body>
    """

  @Test func withTheMenuSuppressedTheTouchesAfterALongPressReachTheEngine() throws {
    let harness = try #require(WebViewHarness())
    defer { harness.close() }
    harness.connection.contextMenu = .suppressed
    harness.longPress(x: 100, y: 60)
    #expect(harness.run(until: { harness.contextMenus == 1 }))
    harness.wait(milliseconds: 200)
    #expect(gtk_grab_get_current() == nil)
    harness.tap(x: 100, y: 220)
    #expect(harness.run(until: { harness.decisions.count == 2 }))
    #expect(harness.decisions == [.longPress, .tap])
    #expect(harness.connection.openTouchCount == 0)
    #expect(harness.connection.overlay.undecidedCount == 0)
  }

  @Test func withTheMenuKeptATouchDownWhenItOpensIsEndedAndALaterTapIsDecided() throws {
    let harness = try #require(WebViewHarness())
    defer { harness.close() }
    #expect(harness.connection.contextMenu == .kept)
    // A second finger touches while WebKit is about to show the menu (the
    // app's handler runs before the connection's): its end will go to the
    // menu, never to the web view.
    harness.onContextMenu = { harness.send(.down, finger: 2, x: 200, y: 220) }
    harness.longPress(x: 100, y: 60)
    #expect(harness.run(until: { gtk_grab_get_current() != nil }))
    #expect(harness.contextMenus == 1)
    #expect(harness.connection.openTouchCount == 0)
    #expect(harness.connection.overlay.undecidedCount == 0)
    #expect(harness.heard.suffix(2) == [.down, .cancel])
    let heard = harness.heard.count
    harness.send(.up, finger: 2, x: 200, y: 220)  // taken by the menu
    #expect(harness.heard.count == heard)
    // Dismissed, the menu gives the touches back.
    let menu = try #require(gtk_grab_get_current())
    gtk_menu_shell_cancel(UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GtkMenuShell.self))
    #expect(harness.run(until: { harness.dismissals == 1 }))
    harness.tap(x: 100, y: 220)
    #expect(harness.run(until: { harness.decisions.count == 3 }))
    #expect(harness.decisions == [.longPress, .cancelled, .tap])
    #expect(harness.connection.openTouchCount == 0)
    #expect(harness.connection.overlay.undecidedCount == 0)
  }
}

/// A window with a web view connected to the engine, showing
/// ``ContextMenuTests/page``, on the default main context, iterated by the
/// test itself.
@MainActor
final class WebViewHarness {
  /// Whether there is an X display to open (`xvfb-run` sets one).
  nonisolated static var hasDisplay: Bool {
    ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
  }

  let window: UnsafeMutablePointer<GtkWidget>
  let view: UnsafeMutablePointer<WebKitWebView>
  let connection: GTKWebViewConnection
  /// The decisions, as their kinds, in order.
  private(set) var decisions: [OutcomeKind] = []
  /// The decisions' outcomes, in order.
  private(set) var outcomes: [Outcome] = []
  /// The phases the connection handed to the engine, in order.
  private(set) var heard: [TouchPhase] = []
  private(set) var contextMenus = 0
  private(set) var dismissals = 0
  /// Runs in the test's own `context-menu` handler, before the
  /// connection's.
  var onContextMenu: (() -> Void)?
  private var handlers: [gulong] = []

  /// `nil` when GTK finds no display.
  init?(page: String = ContextMenuTests.page) {
    guard gtk_init_check(nil, nil) != 0 else { return nil }
    Self.keepDefaultContext()
    window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
    let widget = webkit_web_view_new()!
    view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: WebKitWebView.self)
    webkit_settings_set_hardware_acceleration_policy(
      webkit_web_view_get_settings(view), WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
    gtk_widget_set_size_request(widget, 400, 400)
    gtk_container_add(
      UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), widget)
    gtk_widget_show_all(window)
    let base = "https://a.example/"
    do {
      connection = try GTKWebViewConnection(webView: view, firstPage: base)
    } catch {
      return nil
    }
    connection.overlay.addObserver { [weak self] event in
      if let decision = event.decision {
        self?.decisions.append(decision.outcome.kind)
        self?.outcomes.append(decision.outcome)
      }
    }
    connection.touchObserver = { [weak self] phase, _ in self?.heard.append(phase) }
    let raw = UnsafeMutableRawPointer(view)
    handlers = [
      connectSignal(raw, "context-menu", Self.contextMenuTrampoline, to: self),
      connectSignal(raw, "context-menu-dismissed", Self.dismissedTrampoline, to: self),
    ]
    webkit_web_view_load_html(view, page, base)
    _ = run(until: { webkit_web_view_is_loading(self.view) == 0 && self.loaded })
    wait(milliseconds: 300)  // the page script installed, the layout settled
  }

  /// Holds a reference to WebKit's default web context for the life of
  /// the process. Swift Testing ends the process with `exit` from a
  /// worker thread, and WebKit's static reference to that context, dropped
  /// by `exit`, would then finalize it off the main thread, which WebKit
  /// aborts on. With this reference it is never finalized.
  static func keepDefaultContext() {
    guard !keptDefaultContext else { return }
    keptDefaultContext = true
    g_object_ref(UnsafeMutableRawPointer(webkit_web_context_get_default()))
  }
  private static var keptDefaultContext = false

  private var loaded: Bool { webkit_web_view_get_estimated_load_progress(view) >= 1 }

  func close() {
    // A menu a failed test left open would take the next test's touches.
    if let menu = gtk_grab_get_current() {
      gtk_menu_shell_cancel(
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GtkMenuShell.self))
    }
    for id in handlers { g_signal_handler_disconnect(view, id) }
    connection.disconnect()
    gtk_widget_destroy(window)
    wait(milliseconds: 50)
  }

  /// Iterates the main context until `done`, for at most `seconds`.
  @discardableResult
  func run(until done: () -> Bool, seconds: Double = 5) -> Bool {
    let limit = g_get_monotonic_time() + gint64(seconds * 1e6)
    while !done() {
      guard g_get_monotonic_time() < limit else { return false }
      if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
    }
    return true
  }

  func wait(milliseconds: Int) {
    let until = g_get_monotonic_time() + gint64(milliseconds) * 1_000
    run(until: { g_get_monotonic_time() >= until }, seconds: Double(milliseconds) / 1e3 + 1)
  }

  func send(_ phase: TouchPhase, finger: Int, x: Double, y: Double) {
    let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    SyntheticTouches.send(to: widget, phase, finger: finger, x: x, y: y)
  }

  /// Holds one finger until the engine decided the long press, a while
  /// longer, and lifts it.
  func longPress(x: Double, y: Double) {
    send(.down, finger: 1, x: x, y: y)
    run(until: { self.decisions.contains(.longPress) })
    wait(milliseconds: 200)
    send(.up, finger: 1, x: x, y: y)
  }

  /// Sends one mouse event (``SyntheticClicks``).
  func click(_ phase: TouchPhase, button: UInt32 = 1, x: Double, y: Double, count: Int = 1) {
    let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    SyntheticClicks.send(to: widget, phase, button: button, x: x, y: y, count: count)
  }

  func tap(x: Double, y: Double) {
    send(.down, finger: 1, x: x, y: y)
    wait(milliseconds: 60)
    send(.up, finger: 1, x: x, y: y)
  }

  fileprivate func contextMenuOpens() {
    contextMenus += 1
    onContextMenu?()
  }

  fileprivate func dismissed() { dismissals += 1 }

  private typealias ContextMenuSignal =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
      UnsafeMutableRawPointer?, gpointer?
    ) -> gboolean
  private static let contextMenuTrampoline = unsafeBitCast(
    { _, _, _, _, data in
      guard let owner = signalOwner(data, as: WebViewHarness.self) else { return 0 }
      MainActor.assumeIsolated { owner.contextMenuOpens() }
      return 0  // FALSE: the connection decides
    } as ContextMenuSignal, to: GCallback.self)

  private typealias VoidSignal = @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void
  private static let dismissedTrampoline = unsafeBitCast(
    { _, data in
      guard let owner = signalOwner(data, as: WebViewHarness.self) else { return }
      MainActor.assumeIsolated { owner.dismissed() }
    } as VoidSignal, to: GCallback.self)
}
