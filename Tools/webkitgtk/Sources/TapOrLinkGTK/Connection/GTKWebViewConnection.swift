import CWebKitGTK
import TapOrLink
import TapOrLinkPageScript
import TapOrLinkWebKit

/// Connects a WebKitGTK `WebKitWebView` to the engine, in one call, as
/// `WebViewConnection` connects a `WKWebView`: its touches, its navigation
/// policy decisions, its committed documents and the page script's
/// messages all reach a `MainTapOverlay` through the platform-neutral
/// `WebViewInput`, on GTK's main loop.
///
/// ```swift
/// let connection = try GTKWebViewConnection(webView: view, firstPage: url)
/// connection.overlay.decider = self
/// connection.overlay.addObserver { event in
///   if event.tappedView != nil { toggleToolbar() }
/// }
/// webkit_web_view_load_uri(view, url)
/// ```
///
/// Making it:
/// - installs the page script (`PageScriptInstallation.pageScript`: every
///   frame, document start) in the page's world of the web view's user
///   content manager, after the channel that carries its messages to the
///   app (``PageChannel``: a relay in the app's own script world in every
///   frame says which frame posted and its real origin), and registers the
///   channel's handler in that world;
/// - observes the web view's `touch-event` signal, returning `FALSE` so
///   that WebKit gets every touch, undelayed; and its `button-press-event`,
///   `motion-notify-event` (only while a button is down: hover is no
///   input) and `button-release-event` the same way, each button of a
///   mouse, touchpad or pen a touch of its own with its `Pointer`
///   (``GTKPointers``). Pointer events GTK makes from a touch screen's
///   touches are not heard again, nor a double or triple click's extra
///   `GDK_2BUTTON_PRESS` and `GDK_3BUTTON_PRESS` (its presses come as
///   presses too);
/// - keeps or suppresses WebKit's context menu, which a long press opens
///   (``contextMenu``), and ends every touch the engine holds down
///   (``openTouchCount``) with a `cancel` when GTK is about to take the
///   touches away from the web view: the menu opens (`context-menu`) or
///   closes (`context-menu-dismissed`), a grab shadows the web view
///   (`grab-notify`, `grab-broken-event`), or the web view is unmapped
///   (`unmap`). A touch whose end the engine never heard would otherwise
///   stay down in it, and its gesture undecided;
/// - answers `decide-policy` for navigation and new-window actions through
///   the engine (`WebViewInput.policy(for:)`, which asks the overlay's
///   decider): `use` or `ignore`. The decision is kept (a reference) and
///   answered before the handler returns, since the engine answers at
///   once; WebKitGTK would take a later answer too. Response decisions are
///   left to WebKit. An action is the main frame's only when it is known to
///   be (``MainFrameLoads``: the app's load, a redirect before the commit,
///   a user gesture); any other is answered as a frame's, and when the main
///   frame then starts a load, the engine is asked again, as the main
///   frame's, and a load it refuses is stopped. The source frame is never
///   known (`sourceFrame` is `nil`), so bridge URLs and URL-form reports are
///   not believed: the message channel carries them;
/// - gives the input each document the main frame commits
///   (`load-changed` at `COMMITTED`, `webkit_web_view_get_uri`), whose
///   origin is the one frames' answers are trusted by.
///
/// - joins Dispatch's main queue to GLib's main loop
///   (``MainQueueOnGLib/join()``), so that `DispatchQueue.main` and
///   `@MainActor` tasks run while `gtk_main` owns the main thread: without
///   it they would wait forever.
///
/// The engine's timers run on GLib's main context
/// (``GLibTimerScheduler``). Make the connection on the main thread,
/// before the web view loads its first page, and keep it as long as the
/// web view (or until ``disconnect()``).
@MainActor
public final class GTKWebViewConnection {
  /// The platform-neutral half: every rule.
  public let input: WebViewInput
  /// The engine's clock and timers.
  public let scheduler: GLibTimerScheduler
  /// The web view (the connection holds a reference until it disconnects).
  public let webView: UnsafeMutablePointer<WebKitWebView>
  private let manager: UnsafeMutablePointer<WebKitUserContentManager>
  private var viewHandlers: [gulong] = []
  private var managerHandlers: [gulong] = []
  private var loads = MainFrameLoads()
  /// The last navigation action answered as a frame's (its URI and
  /// `WebKitNavigationType`): the main frame's own when a main-frame load
  /// starts next (``MainFrameLoads/started()``).
  private var unaskedLoad: (url: String?, gtkType: UInt32)?
  /// The URI of the document the main frame committed last.
  private var committedURI: String?
  private var touches = OpenTouches<InputKey>()

  /// What the connection hands the engine touches by: a touch screen's
  /// GDK sequence, or a pointer's button (GDK's number), each button
  /// pressed a touch of its own, so that a second button pressed while
  /// one is down is a second finger.
  public enum InputKey: Hashable, Sendable {
    /// A touch screen's touch (`GdkEventTouch.sequence`).
    case sequence(UInt)
    /// A mouse's, touchpad's or pen's button (`GdkEventButton.button`).
    case button(UInt32)
  }
  /// Whether ``disconnect()`` has not been called yet.
  public private(set) var isConnected = true

  /// Hears each policy question the engine answered, after the answer: for
  /// logs and test harnesses. The app's own say is the overlay's decider.
  public var policyObserver: ((PolicyAnswer) -> Void)?
  /// Hears each message the channel delivered, with what the input read
  /// it as.
  public var messageObserver: ((PageChannel.Message, ScriptMessage) -> Void)?
  /// Hears each touch just before it is handed to the engine (so before
  /// any decision it brings): its phase and the instant it is stamped
  /// with.
  public var touchObserver: ((TouchPhase, Instant) -> Void)?

  /// Whether WebKit's context menu is shown; ``ContextMenu/kept`` by
  /// default. Read when WebKit is about to show it, so it may change at
  /// any time.
  ///
  /// Kept by default because the connection is otherwise an observer:
  /// WebKit gets every touch as if nobody looked, and an app that connects
  /// the engine loses nothing the web view did before, "Copy Link",
  /// "Open Link in New Window" and "Copy Image" among them. The engine
  /// decides a long press (`longpress`, 500 ms after touch-down) whichever
  /// the setting, and the connection ends any touch still down in the
  /// engine when the menu opens, so that nothing stays undecided. An app
  /// with a long press of its own (a reader's dictionary, its own link
  /// menu) sets ``ContextMenu/suppressed``, so that one gesture does not
  /// get two answers.
  public var contextMenu: ContextMenu = .kept

  /// What the connection does with WebKit's context menu.
  public enum ContextMenu: Sendable, Hashable {
    /// WebKit shows it: in WebKitGTK 2.50 a long press opens it at the
    /// touch's release, and until it is dismissed it holds a GTK grab
    /// that takes every touch away from the web view.
    case kept
    /// The connection answers WebKit's `context-menu` signal with `TRUE`:
    /// no menu, and the next touches reach the web view and the engine.
    case suppressed
  }

  /// The number of touches handed to the engine as down and not yet ended
  /// (up, or cancelled by GTK or by the connection).
  public var openTouchCount: Int { touches.openCount }

  /// The engine: observe it (`addObserver`) to hear taps and links, and
  /// set its `decider` to refuse requests.
  public var overlay: MainTapOverlay { input.overlay }

  /// One answered policy question.
  public struct PolicyAnswer: Sendable {
    /// What the input was asked.
    public var action: WebKitNavigationAction
    /// Its answer.
    public var policy: NavigationPolicy
    /// Whether WebKit said a user gesture caused it.
    public var userGesture: Bool
    /// When it was asked, on the engine's timeline.
    public var time: Instant
  }

  /// Connects `webView` to a new engine whose timers run on the default
  /// GLib main context.
  ///
  /// - Parameters:
  ///   - webView: the web view, before it loads its first page.
  ///   - firstPage: the first page, where the engine's history starts.
  ///   - configuration: the settings; `WebViewInput.defaultConfiguration`
  ///     (page answers on) by default.
  /// - Throws: the engine's setup errors.
  public convenience init(
    webView: UnsafeMutablePointer<WebKitWebView>, firstPage: String? = nil,
    configuration: OverlayConfiguration = WebViewInput.defaultConfiguration
  ) throws {
    let scheduler = GLibTimerScheduler()
    let widget = Self.widget(webView)
    let size = Size(
      width: Double(gtk_widget_get_allocated_width(widget)),
      height: Double(gtk_widget_get_allocated_height(widget)))
    let tree = try ViewTree([
      View(id: WebViewInput.webView, frame: Rect(origin: Point(x: 0, y: 0), size: size), kind: .web)
    ])
    let overlay = MainTapOverlay(
      try TapOverlay(
        tree: tree, firstPage: firstPage, configuration: configuration, scheduler: scheduler))
    let input = WebViewInput(
      overlay: overlay,
      translator: TouchTranslator(instantOfUptime: { scheduler.instant(ofMonotonicSeconds: $0) }))
    self.init(webView: webView, input: input, scheduler: scheduler)
  }

  /// Connects `webView` to `input`'s engine, whose timers run on
  /// `scheduler`.
  public init(
    webView: UnsafeMutablePointer<WebKitWebView>, input: WebViewInput,
    scheduler: GLibTimerScheduler
  ) {
    self.webView = webView
    self.input = input
    self.scheduler = scheduler
    MainQueueOnGLib.join()
    g_object_ref(webView)
    manager = webkit_web_view_get_user_content_manager(webView)
    g_object_ref(manager)
    installScripts()
    let view = UnsafeMutableRawPointer(webView)
    viewHandlers = [
      connectSignal(view, "touch-event", Self.touchTrampoline, to: self),
      connectSignal(view, "button-press-event", Self.touchTrampoline, to: self),
      connectSignal(view, "motion-notify-event", Self.touchTrampoline, to: self),
      connectSignal(view, "button-release-event", Self.touchTrampoline, to: self),
      connectSignal(view, "decide-policy", Self.policyTrampoline, to: self),
      connectSignal(view, "load-changed", Self.loadTrampoline, to: self),
      connectSignal(view, "load-failed", Self.failedTrampoline, to: self),
      // After the app's own handlers, which may stop the signal (return
      // TRUE): heard only when the menu is about to open.
      connectSignal(view, "context-menu", Self.contextMenuTrampoline, to: self, after: true),
      connectSignal(view, "context-menu-dismissed", Self.voidTrampoline, to: self),
      connectSignal(view, "grab-notify", Self.grabNotifyTrampoline, to: self),
      connectSignal(view, "grab-broken-event", Self.grabBrokenTrampoline, to: self),
      connectSignal(view, "unmap", Self.voidTrampoline, to: self),
    ]
    managerHandlers = [
      connectSignal(
        UnsafeMutableRawPointer(manager), "script-message-received::\(PageChannel.handlerName)",
        Self.messageTrampoline, to: self)
    ]
  }

  /// Disconnects: every touch still down in the engine is cancelled (the
  /// engine will hear no end of it), the signals and the channel's
  /// handler go, the web view and its content manager are released. The
  /// user scripts stay (WebKit removes only all of them at once); the
  /// page's channel then reaches no handler. Calling it again does
  /// nothing.
  public func disconnect() {
    guard isConnected else { return }
    endOpenTouches()
    isConnected = false
    for id in viewHandlers { g_signal_handler_disconnect(webView, id) }
    for id in managerHandlers { g_signal_handler_disconnect(manager, id) }
    webkit_user_content_manager_unregister_script_message_handler_in_world(
      manager, PageChannel.handlerName, PageChannel.world)
    viewHandlers = []
    managerHandlers = []
    g_object_unref(manager)
    g_object_unref(webView)
  }

  // MARK: - Scripts

  private func installScripts() {
    let script = input.pageScript
    let time =
      script.injectionTime == .atDocumentStart
      ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
    let frames =
      script.forMainFrameOnly
      ? WEBKIT_USER_CONTENT_INJECT_TOP_FRAME : WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES
    // The page's world: the channel first, so the page script finds it.
    add(
      webkit_user_script_new(
        PageChannel.pageSource(handlerNames: input.messageHandlerNames), frames, time, nil, nil))
    add(webkit_user_script_new(script.source, frames, time, nil, nil))
    // The app's world, every frame: the relays, reachable from no page.
    add(
      webkit_user_script_new_for_world(
        PageChannel.relaySource, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
        WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, PageChannel.world, nil, nil))
    let registered = webkit_user_content_manager_register_script_message_handler_in_world(
      manager, PageChannel.handlerName, PageChannel.world)
    precondition(registered != 0, "WebKitGTK refused the channel's message handler")
  }

  private func add(_ script: OpaquePointer?) {
    webkit_user_content_manager_add_script(manager, script)
    webkit_user_script_unref(script)
  }

  // MARK: - What the web view says

  private var viewSize: Size {
    let widget = Self.widget(webView)
    return Size(
      width: Double(gtk_widget_get_allocated_width(widget)),
      height: Double(gtk_widget_get_allocated_height(widget)))
  }

  /// A touch, button or motion event the web view got.
  fileprivate func touched(_ event: UnsafeMutablePointer<GdkEvent>) {
    let target = gtk_widget_get_window(Self.widget(webView))
    switch event.pointee.type {
    case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
      let phase: TouchPhase =
        switch event.pointee.type {
        case GDK_TOUCH_BEGIN: .down
        case GDK_TOUCH_UPDATE: .move
        case GDK_TOUCH_END: .up
        default: .cancel
        }
      let touch = event.pointee.touch
      let point = Self.point(
        window: touch.window, x: touch.x, y: touch.y, xRoot: touch.x_root, yRoot: touch.y_root,
        in: target)
      // The sequence is the touch's own identity from its begin to its end.
      hand(.sequence(UInt(bitPattern: touch.sequence)), phase, at: point, pointer: .finger)
    case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE:
      // GDK_2BUTTON_PRESS and GDK_3BUTTON_PRESS follow a second and third
      // GDK_BUTTON_PRESS: the same press, counted; not heard.
      let button = event.pointee.button
      guard let pointer = Self.pointer(of: event, button: button.button) else { return }
      let point = Self.point(
        window: button.window, x: button.x, y: button.y, xRoot: button.x_root,
        yRoot: button.y_root, in: target)
      let phase: TouchPhase = event.pointee.type == GDK_BUTTON_PRESS ? .down : .up
      hand(.button(button.button), phase, at: point, pointer: pointer)
    case GDK_MOTION_NOTIFY:
      // Only a button down moves: a pointer moving with none is hover.
      let down = touches.openKeys.compactMap { if case .button(let b) = $0 { b } else { nil } }
      guard !down.isEmpty else { return }
      let motion = event.pointee.motion
      let point = Self.point(
        window: motion.window, x: motion.x, y: motion.y, xRoot: motion.x_root,
        yRoot: motion.y_root, in: target)
      for button in down {
        guard let pointer = Self.pointer(of: event, button: button) else { continue }
        hand(.button(button), .move, at: point, pointer: pointer)
      }
    default:
      return
    }
  }

  /// Hands one touch to the engine, unless it is the rest of a touch the
  /// connection ended itself.
  private func hand(_ key: InputKey, _ phase: TouchPhase, at point: Point, pointer: Pointer) {
    guard touches.take(key, phase, at: point) else { return }
    // GDK's event time is whole milliseconds on the display server's
    // clock: the touch is stamped when GTK hands it over, on GLib's clock.
    let uptime = monotonicSeconds()
    touchObserver?(phase, scheduler.instant(ofMonotonicSeconds: uptime))
    input.touch(key, phase, at: point, uptime: uptime, viewSize: viewSize, pointer: pointer)
  }

  /// The pointer of a button or motion event for `button`
  /// (``GTKPointers/pointer(source:button:emulated:)``): its source
  /// device's kind, and whether GTK made it from a touch.
  private static func pointer(of event: UnsafeMutablePointer<GdkEvent>, button: UInt32)
    -> Pointer?
  {
    let source = gdk_event_get_source_device(event).map { gdk_device_get_source($0) }
    return GTKPointers.pointer(
      source: source, button: button, emulated: gdk_event_get_pointer_emulated(event) != 0)
  }

  /// A touch's or button's point in `target`'s coordinates (the web
  /// view's window).
  ///
  /// The event's own point is in its window's coordinates, and that window
  /// may be a child of the web view's: the point is moved up through the
  /// parents (GDK keeps their positions, so no question goes to the display
  /// server). Only when the event's window is not under `target` is it read
  /// from the root point less `target`'s origin, which asks the display
  /// server (a round trip on X11, before WebKit gets the touch).
  static func point(
    window: OpaquePointer?, x: Double, y: Double, xRoot: Double, yRoot: Double,
    in target: OpaquePointer?
  ) -> Point {
    var x = x
    var y = y
    var window = window
    while let current = window, current != target {
      var parentX = 0.0
      var parentY = 0.0
      gdk_window_coords_to_parent(current, x, y, &parentX, &parentY)
      (x, y) = (parentX, parentY)
      window = gdk_window_get_parent(current)
    }
    if window != nil || target == nil { return Point(x: x, y: y) }
    var originX: gint = 0
    var originY: gint = 0
    gdk_window_get_origin(target, &originX, &originY)
    return Point(x: xRoot - Double(originX), y: yRoot - Double(originY))
  }

  /// Ends every touch the engine holds down with a `cancel` at its latest
  /// point, stamped now: GTK is about to take the touches away from the
  /// web view, and their ends may never come. The engine decides an
  /// undecided gesture `cancelled`; a decided one (a long press) just
  /// loses its finger. What GTK still delivers of them is dropped.
  ///
  /// - Parameter liftingSecondary: whether a secondary button down is
  ///   ended with an `up` instead: the context menu it opens (at the
  ///   press, in WebKitGTK) is its click's own effect, and the engine
  ///   decides it `auxclick secondary`, not `cancelled`.
  private func endOpenTouches(liftingSecondary: Bool = false) {
    let ended = touches.endAll()
    guard !ended.isEmpty else { return }
    let size = viewSize
    for touch in ended {
      let phase: TouchPhase = liftingSecondary && touch.key == .button(3) ? .up : .cancel
      let uptime = monotonicSeconds()
      touchObserver?(phase, scheduler.instant(ofMonotonicSeconds: uptime))
      input.touch(touch.key, phase, at: touch.point, uptime: uptime, viewSize: size)
    }
  }

  /// WebKit is about to show its context menu: `true` (the signal's
  /// `TRUE`) suppresses it.
  fileprivate func contextMenuOpens() -> Bool {
    switch contextMenu {
    case .suppressed:
      return true
    case .kept:
      // The menu's grab takes the next touches; ends never come. A
      // secondary click's menu is that click's.
      endOpenTouches(liftingSecondary: true)
      return false
    }
  }

  fileprivate func decide(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, type: UInt32)
    -> Bool
  {
    guard let kind = GTKNavigation.DecisionType(rawValue: type), kind != .response else {
      return false  // WebKit's own handling
    }
    let action = webkit_navigation_policy_decision_get_navigation_action(
      UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitNavigationPolicyDecision.self)
    )
    let requestURI = webkit_uri_request_get_uri(webkit_navigation_action_get_request(action))
    let gtkType = webkit_navigation_action_get_navigation_type(action).rawValue
    let gesture = webkit_navigation_action_is_user_gesture(action) != 0
    let target: MainFrameLoads.Target =
      kind == .newWindowAction
      ? .frame
      : loads.target(
        of: MainFrameLoads.Action(
          isRedirect: webkit_navigation_action_is_redirect(action) != 0, isUserGesture: gesture,
          isAppLoad: isAppLoad(requestURI, gtkType: gtkType)))
    // The URI is read once, however long (a frame may load megabyte URLs
    // every few milliseconds): compared in C above, made a string here.
    let url = requestURI.map { String(cString: $0) }
    if kind == .navigationAction, target == .frame {
      unaskedLoad = (url, gtkType)
    }
    let question = GTKNavigation.action(
      url: url, gtkType: gtkType, decision: kind, isMainFrame: target == .mainFrame)
    let time = scheduler.now
    // Kept while the engine answers, as an answer given later would need.
    g_object_ref(decision)
    let policy = input.policy(for: question, viewSize: viewSize)
    if policy == .allow {
      webkit_policy_decision_use(decision)
    } else {
      webkit_policy_decision_ignore(decision)
    }
    g_object_unref(decision)
    policyObserver?(
      PolicyAnswer(action: question, policy: policy, userGesture: gesture, time: time))
    return true
  }

  /// Whether a request is a load the app started (see
  /// ``MainFrameLoads/Action/isAppLoad``): its URI is the web view's,
  /// and not the committed document's unless it is a reload or a
  /// back-forward move. Compared in C: a frame's long URI differs early.
  private func isAppLoad(_ requestURI: UnsafePointer<gchar>?, gtkType: UInt32) -> Bool {
    guard let requestURI, let viewURI = webkit_web_view_get_uri(webView),
      strcmp(requestURI, viewURI) == 0
    else { return false }
    let movesInHistory =
      gtkType == WEBKIT_NAVIGATION_TYPE_RELOAD.rawValue
      || gtkType == WEBKIT_NAVIGATION_TYPE_BACK_FORWARD.rawValue
    guard let committedURI, !movesInHistory else { return true }
    return committedURI.withCString { strcmp($0, requestURI) != 0 }
  }

  /// The main frame started a load: when the last action was answered as
  /// a frame's, it was this load's, the main frame's own (a script's
  /// navigation or redirect), and the engine is asked now, as the main
  /// frame's; a load it refuses is stopped.
  private func mainFrameStarted() {
    let unasked = loads.started()
    guard unasked, let (url, gtkType) = unaskedLoad else { return }
    unaskedLoad = nil
    let question = GTKNavigation.action(
      url: url, gtkType: gtkType, decision: .navigationAction, isMainFrame: true)
    let time = scheduler.now
    let policy = input.policy(for: question, viewSize: viewSize)
    if policy != .allow {
      webkit_web_view_stop_loading(webView)
    }
    policyObserver?(PolicyAnswer(action: question, policy: policy, userGesture: false, time: time))
  }

  fileprivate func loadChanged(_ event: WebKitLoadEvent) {
    switch event {
    case WEBKIT_LOAD_STARTED: mainFrameStarted()
    case WEBKIT_LOAD_COMMITTED:
      loads.committed()
      committedURI = webkit_web_view_get_uri(webView).map { String(cString: $0) }
      input.committed(committedURI)
    case WEBKIT_LOAD_FINISHED: loads.finished()
    default: break
    }
  }

  fileprivate func loadFailed() {
    loads.finished()
  }

  fileprivate func received(_ text: String) {
    guard let message = PageChannel.message(text, handlerNames: input.messageHandlerNames)
    else { return }
    // The relay of the frame it was posted in says which frame that is,
    // and its real origin (PageChannel).
    let reading = input.receive(
      handlerName: message.handlerName, body: message.body, frame: message.frame,
      viewSize: viewSize)
    messageObserver?(message, reading)
  }

  // MARK: - Trampolines, one per signal signature

  static func widget(_ view: UnsafeMutablePointer<WebKitWebView>) -> UnsafeMutablePointer<
    GtkWidget
  > {
    UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
  }

  /// `touch-event`, `button-press-event`, `motion-notify-event` and
  /// `button-release-event`: one GdkEvent each.
  private typealias TouchSignal =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) ->
    gboolean
  private static let touchTrampoline = unsafeBitCast(
    { _, event, data in
      guard let event, let owner = signalOwner(data, as: GTKWebViewConnection.self) else {
        return 0
      }
      nonisolated(unsafe) let touch = event  // GTK's, on this thread, for this call
      MainActor.assumeIsolated { owner.touched(touch) }
      return 0  // FALSE: WebKit gets the event as if nobody looked
    } as TouchSignal, to: GCallback.self)

  private typealias ContextMenuSignal =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?,
      UnsafeMutableRawPointer?, gpointer?
    ) -> gboolean
  private static let contextMenuTrampoline = unsafeBitCast(
    { _, _, _, _, data in
      guard let owner = signalOwner(data, as: GTKWebViewConnection.self) else { return 0 }
      return MainActor.assumeIsolated { owner.contextMenuOpens() } ? 1 : 0
    } as ContextMenuSignal, to: GCallback.self)

  /// `context-menu-dismissed` and `unmap`: the touches go (the menu's
  /// grab ends; nothing reaches a hidden web view).
  private typealias VoidSignal = @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void
  private static let voidTrampoline = unsafeBitCast(
    { _, data in
      guard let owner = signalOwner(data, as: GTKWebViewConnection.self) else { return }
      MainActor.assumeIsolated { owner.endOpenTouches() }
    } as VoidSignal, to: GCallback.self)

  /// `grab-notify`: a grab (a menu's, a modal dialog's) now shadows the
  /// web view when `was_grabbed` is `FALSE`, and takes its touches.
  private typealias GrabNotifySignal =
    @convention(c) (UnsafeMutableRawPointer?, gboolean, gpointer?) -> Void
  private static let grabNotifyTrampoline = unsafeBitCast(
    { _, wasGrabbed, data in
      guard wasGrabbed == 0, let owner = signalOwner(data, as: GTKWebViewConnection.self)
      else { return }
      MainActor.assumeIsolated { owner.endOpenTouches() }
    } as GrabNotifySignal, to: GCallback.self)

  /// `grab-broken-event`: a GDK grab of the web view's went to another
  /// window, and the touches with it.
  private typealias GrabBrokenSignal =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) ->
    gboolean
  private static let grabBrokenTrampoline = unsafeBitCast(
    { _, _, data in
      guard let owner = signalOwner(data, as: GTKWebViewConnection.self) else { return 0 }
      MainActor.assumeIsolated { owner.endOpenTouches() }
      return 0  // FALSE: the web view's own handling goes on
    } as GrabBrokenSignal, to: GCallback.self)

  private typealias PolicySignal =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, UInt32, gpointer?
    ) -> gboolean
  private static let policyTrampoline = unsafeBitCast(
    { _, decision, type, data in
      guard let decision, let owner = signalOwner(data, as: GTKWebViewConnection.self) else {
        return 0
      }
      nonisolated(unsafe) let question = decision  // GTK's, on this thread, for this call
      return MainActor.assumeIsolated { owner.decide(question, type: type) } ? 1 : 0
    } as PolicySignal, to: GCallback.self)

  private typealias LoadSignal =
    @convention(c) (UnsafeMutableRawPointer?, WebKitLoadEvent, gpointer?) -> Void
  private static let loadTrampoline = unsafeBitCast(
    { _, event, data in
      guard let owner = signalOwner(data, as: GTKWebViewConnection.self) else { return }
      MainActor.assumeIsolated { owner.loadChanged(event) }
    } as LoadSignal, to: GCallback.self)

  private typealias FailedSignal =
    @convention(c) (
      UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafePointer<gchar>?,
      UnsafeMutablePointer<GError>?,
      gpointer?
    ) -> gboolean
  private static let failedTrampoline = unsafeBitCast(
    { _, _, _, _, data in
      guard let owner = signalOwner(data, as: GTKWebViewConnection.self) else { return 0 }
      MainActor.assumeIsolated { owner.loadFailed() }
      return 0  // the app's own handlers (or WebKit's error page) decide
    } as FailedSignal, to: GCallback.self)

  private typealias MessageSignal =
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, gpointer?) -> Void
  private static let messageTrampoline = unsafeBitCast(
    { _, result, data in
      guard let result, let owner = signalOwner(data, as: GTKWebViewConnection.self),
        let value = webkit_javascript_result_get_js_value(result),
        jsc_value_is_string(value) != 0, let chars = jsc_value_to_string(value)
      else { return }
      let text = String(cString: chars)
      g_free(chars)
      MainActor.assumeIsolated { owner.received(text) }
    } as MessageSignal, to: GCallback.self)
}
