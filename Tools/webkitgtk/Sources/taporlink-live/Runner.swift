import CWebKitGTK
import Foundation
import TapOrLink
import TapOrLinkGTK
import TapOrLinkWebKit

/// Timing of the harness, as the WebKit driver's (webkit_driver.py).
enum Pace {
  /// A page that has not finished loading by then is an error.
  static let loadTimeoutMs = 15_000
  /// After a run's setup steps, before the touch: the app renders.
  static let setupSettleMs = 250
  /// A setup step whose field is not there yet is tried again, this often.
  static let setupTries = 30
  static let setupRetryMs = 100
  /// The target is located again this long later, until two looks agree.
  static let locateAgainMs = 300
  static let locateLooks = 4
  /// After a run's `before_script`: what the page does about the state it
  /// made (a `selectionchange` listener) is done before the touch.
  static let beforeSettleMs = 300
  /// After the last event: a page's setTimeout(…, 900) navigation is seen.
  static let defaultSettleMs = 1200.0
}

/// The runner's own script world: the effects observer lives there.
let harnessWorld = "taporlink-live"

/// Adds `source` to `manager`, run at document start in the top frame in
/// the runner's own world (``harnessWorld``), where the page cannot reach it.
@MainActor
func addHarnessScript(
  _ source: String, to manager: UnsafeMutablePointer<WebKitUserContentManager>
) {
  let script = webkit_user_script_new_for_world(
    source, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START,
    harnessWorld, nil, nil)
  webkit_user_content_manager_add_script(manager, script)
  webkit_user_script_unref(script)
}
let effectsMark = "window.__taporlinkEffects ? String(window.__taporlinkEffects.mark()) : null"
let effectsRead = "window.__taporlinkEffects ? window.__taporlinkEffects.read() : null"

/// The app's decider: cancels the run's prefixes once the gesture has
/// begun (the page's own load is let through), allows everything else.
@MainActor
final class CancelDecider: @MainActor TapOverlayDecider {
  var prefixes: [String] = []
  var active = false
  /// The requests cancelled since the run's gesture began.
  var cancelled: [String] = []

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    guard active, prefixes.contains(where: { request.url.hasPrefix($0) }) else { return true }
    cancelled.append(request.url)
    return false
  }

  func runAction(_ name: String, for request: NavigationRequest) {}
}

/// One run's record; times in ms on GLib's monotonic clock while it runs,
/// made relative to the first touch when it is written.
@MainActor
final class RunRecord {
  let id: String
  /// Whether the plan has an observer: its list is then written, empty or not.
  let hasObserver: Bool
  var error: String?
  var touches: [[String: Any]] = []
  var requests: [[String: Any]] = []
  var messages: [[String: Any]] = []
  /// The plan's observer's messages (``Observer``), from the page's load
  /// on, and how many were dropped past ``Observer/maximumMessages``.
  var observer: [[String: Any]] = []
  var observerDropped = 0
  /// The run's `before_script`'s value, as JSON text.
  var before: String?
  var decisions: [(outcome: Outcome, observedMs: Double, rule: Instant)] = []
  var upSentMs: Double?
  var upInstant: Instant?
  var firstTouchMs: Double?
  var urlBefore = ""
  var urlAfter = ""
  var committedAfterTouch: [String] = []
  /// Whether the main frame set out for a new document after the touch
  /// (it may then fail, as an offline page's external link does).
  var startedAfterTouch = false
  var touchedAt: [Double]?
  var moved = ""
  var layoutViewport: [Double]?
  var effects: [String: Any]?
  var replay: Replay?
  var cancelled: [String] = []
  /// The hops (``Hops``): when GTK returned from the touch-up, when the
  /// integration stamped it, each relayed message's arrival, the loop's
  /// waits, the page's own times and a wall/monotonic pair to read them.
  var upReturnedMs: Double?
  var upStampedMs: Double?
  var upHandledMs: Double?
  var relayMs: [Double] = []
  var polls: [(Double, Double)] = []
  var pageHops: String?
  var hopsClock: (monotonic: Double, wall: Double)?
  var originMicroseconds: Int64 = 0

  init(id: String, hasObserver: Bool = false) {
    self.id = id
    self.hasObserver = hasObserver
  }

  /// The hops on the run's clock (ms from the first touch); the page's
  /// wall-clock times moved onto it with the pair taken when they were read.
  func hops() -> [String: Any] {
    let origin = firstTouchMs ?? 0
    func at(_ value: Double?) -> Any { value.map { rounded($0 - origin) } ?? NSNull() }
    var value: [String: Any] = [
      "up_sent": at(upSentMs), "up_returned": at(upReturnedMs), "up_stamped": at(upStampedMs),
      "up_handled": at(upHandledMs),
      "relay": relayMs.map { rounded($0 - origin) },
      "rule": decisions.map {
        rounded(Double(originMicroseconds) / 1e3 + $0.rule.milliseconds - origin)
      },
      "observed": decisions.map { rounded($0.observedMs - origin) },
      "polls": polls.map { [rounded($0.0 - origin), rounded($0.1 - origin)] },
      "origin_monotonic_ms": rounded(origin),
    ]
    if let pageHops, let hopsClock,
      let entries = try? JSONSerialization.jsonObject(with: Data(pageHops.utf8)) as? [[Any]]
    {
      let shift = hopsClock.monotonic - hopsClock.wall - origin
      value["page"] = entries.map { entry -> [Any] in
        var entry = entry
        for index in 1..<min(3, entry.count) {
          if let t = (entry[index] as? NSNumber)?.doubleValue { entry[index] = rounded(t + shift) }
        }
        return entry
      }
    }
    return value
  }

  func json() -> [String: Any] {
    let origin = firstTouchMs ?? 0
    func relative(_ list: [[String: Any]]) -> [[String: Any]] {
      list.map { entry in
        var entry = entry
        if let t = entry["t_ms"] as? Double { entry["t_ms"] = rounded(t - origin) }
        return entry
      }
    }
    var value: [String: Any] = ["id": id, "error": error ?? NSNull()]
    let first = decisions.first
    value["decision"] = first.map { $0.outcome.kind.name } ?? "none"
    if case .control(_, _, let kind) = first?.outcome {
      value["control_kind"] = kind.rawValue
    } else {
      value["control_kind"] = ""
    }
    if let first, let upSentMs {
      value["decided_ms"] = rounded(first.observedMs - upSentMs)
    } else {
      value["decided_ms"] = NSNull()
    }
    if let first, let upInstant {
      value["rule_ms"] = rounded(Double(first.rule.nanoseconds - upInstant.nanoseconds) / 1e6)
    } else {
      value["rule_ms"] = NSNull()
    }
    value["decisions"] = decisions.map { decision -> [String: Any] in
      ["outcome": decision.outcome.description, "t_ms": rounded(decision.observedMs - origin)]
    }
    value["navigated"] =
      startedAfterTouch || !committedAfterTouch.isEmpty
      || (urlAfter != urlBefore && !urlAfter.isEmpty)
    value["load_started"] = startedAfterTouch
    value["url_before"] = urlBefore
    value["url_after"] = urlAfter
    value["committed"] = committedAfterTouch
    value["cancelled"] = cancelled
    value["touches"] = relative(touches)
    value["requests"] = relative(requests)
    value["messages"] = relative(messages)
    if hasObserver {
      value["observer"] = relative(observer)
      value["observer_dropped"] = observerDropped
    }
    if let before, let data = before.data(using: .utf8),
      let wrapped = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        as? [String: Any]
    {
      value["before"] = wrapped["value"] ?? NSNull()
    }
    if let touchedAt { value["touched_at"] = touchedAt }
    value["moved"] = moved
    value["hops"] = hops()
    if let layoutViewport { value["layout_viewport"] = layoutViewport }
    if var effects {
      if var clock = effects["clock"] as? [String: Any], let t = clock["t_ms"] as? Double {
        clock["t_ms"] = rounded(t - origin)
        effects["clock"] = clock
      }
      value["effects"] = effects
    }
    if let replay {
      value["replay"] = replay.decision
      value["replay_decisions"] = replay.decisions
      value["replay_passed"] = replay.passed
      value["replay_problem"] = replay.problem
      value["scenario"] = replay.scenario
    } else {
      value["replay"] = "none"
    }
    return value
  }
}

func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

/// Plays a plan's runs one after another, each on a fresh web view with
/// the integration connected, on GTK's main loop.
@MainActor
final class LiveRunner {
  let plan: Plan
  /// What plays each planned touch: a finger (GDK touch events,
  /// ``SyntheticTouches``) or a mouse (GDK button and motion events of its
  /// button, ``SyntheticClicks``).
  let pointer: Pointer
  let finished: ([[String: Any]]) -> Void
  private let window: UnsafeMutablePointer<GtkWidget>
  private var view: UnsafeMutablePointer<WebKitWebView>?
  private var connection: GTKWebViewConnection?
  private var viewHandlers: [gulong] = []
  private var results: [[String: Any]] = []
  private var current: RunRecord?
  private var playing = false
  private var onLoaded: ((String?) -> Void)?
  private var loadDeadline: guint = 0
  private var markedMs = monotonicMilliseconds()
  private let decider = CancelDecider()
  private let navigationAPI: OpaquePointer?

  /// The overlay's settings: an app's defaults (`WebViewInput`'s, so the
  /// library's `doubleTap: .fast`); the result says its double-tap mode.
  static let configuration = WebViewInput.defaultConfiguration

  init(plan: Plan, pointer: Pointer = .finger, finished: @escaping ([[String: Any]]) -> Void) {
    self.plan = plan
    self.pointer = pointer
    self.finished = finished
    window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_decorated(gtkWindow, 0)
    gtk_window_set_default_size(gtkWindow, gint(plan.viewport.width), gint(plan.viewport.height))
    gtk_window_set_resizable(gtkWindow, 0)
    navigationAPI = Self.navigationAPIFeature()
    Self.blockTheNetwork()
  }

  func start() { run(0) }

  // MARK: - The web view

  private func newView(firstPage: String, scale: Double) {
    tearDown()
    let manager = webkit_user_content_manager_new()
    if let effects = plan.effects_script, !effects.isEmpty {
      // What the page does after the touch, seen from the top frame in the
      // runner's own world, as the recorder's driver sees it.
      addHarnessScript(effects, to: manager!)
    }
    addHarnessScript(Hops.script, to: manager!)
    if let observer = plan.observer_script, !observer.isEmpty {
      Observer.install(observer, in: manager!, for: self)
    }
    // Connected before the integration's own handler, so it hears each
    // relayed message first: its arrival on the main loop.
    connectSignal(
      UnsafeMutableRawPointer(manager!),
      "script-message-received::\(PageChannel.handlerName)", Self.relayTrampoline, to: self)
    let widget = webkit_web_view_new_with_user_content_manager(manager)!
    g_object_unref(UnsafeMutableRawPointer(manager))
    let view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: WebKitWebView.self)
    let settings = webkit_web_view_get_settings(view)
    webkit_settings_set_enable_developer_extras(settings, 0)
    webkit_settings_set_hardware_acceleration_policy(
      settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
    webkit_settings_set_allow_file_access_from_file_urls(settings, 1)
    if let navigationAPI { webkit_settings_set_feature_enabled(settings, navigationAPI, 1) }
    gtk_widget_set_size_request(widget, gint(plan.viewport.width), gint(plan.viewport.height))
    gtk_container_add(
      UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), widget)
    gtk_widget_show_all(window)
    webkit_web_view_set_zoom_level(view, scale)
    self.view = view
    let raw = UnsafeMutableRawPointer(view)
    viewHandlers = [
      connectSignal(raw, "load-changed", Self.loadTrampoline, to: self),
      connectSignal(raw, "load-failed", Self.failedTrampoline, to: self),
      connectSignal(raw, "context-menu", Self.trueTrampoline4, to: self),
      connectSignal(raw, "script-dialog", Self.trueTrampoline3, to: self),
      connectSignal(raw, "web-process-terminated", Self.terminatedTrampoline, to: self),
    ]
    do {
      let connection = try GTKWebViewConnection(
        webView: view, firstPage: firstPage, configuration: Self.configuration)
      decider.prefixes = []
      decider.active = false
      connection.overlay.decider = decider
      connection.overlay.addObserver { [weak self] event in
        guard let self, let record = self.current, self.playing, let decision = event.decision
        else { return }
        record.decisions.append((decision.outcome, monotonicMilliseconds(), decision.time))
      }
      connection.policyObserver = { [weak self] answer in
        guard let self, let record = self.current, self.playing else { return }
        record.requests.append([
          "t_ms": monotonicMilliseconds(), "url": answer.action.url ?? "",
          "type": answer.action.request.type.rawValue,
          "frame": answer.action.targetIsMainFrame.map { $0 ? "main" : "sub" } ?? "new-window",
          "user_gesture": answer.userGesture, "policy": answer.policy == .allow ? "allow" : "block",
        ])
      }
      connection.messageObserver = { [weak self] message, reading in
        guard let self, let record = self.current, self.playing else { return }
        record.messages.append([
          "t_ms": monotonicMilliseconds(), "frame": message.isMainFrame ? "main" : "sub",
          "read_as": Self.reading(reading),
        ])
      }
      connection.touchObserver = { [weak self] phase, instant in
        guard let self, let record = self.current, phase == .up, record.upInstant == nil else {
          return
        }
        record.upInstant = instant
        record.upStampedMs = monotonicMilliseconds()
      }
      self.connection = connection
      // After the integration's own handler: when it let WebKit have the touch.
      viewHandlers.append(connectSignal(raw, "touch-event", Self.touchTrampoline, to: self))
    } catch {
      current?.error = "the engine refused its setup: \(error)"
    }
  }

  private static func reading(_ message: ScriptMessage) -> String {
    switch message {
    case .pageAnswer(let answer): "answer \(answer.answer(for: .point(answer.point)).words)"
    case .pageAnswerRefused: "answer refused"
    case .navigation(let navigation): "navigation \(navigation.kind)"
    case .bridge: "bridge"
    case .bridgeRefused: "bridge refused"
    case .unreadable: "unreadable"
    }
  }

  private func tearDown() {
    connection?.disconnect()
    connection = nil
    if let view {
      for id in viewHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(view), id) }
      let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
      gtk_container_remove(
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), widget)
      self.view = nil
    }
    viewHandlers = []
  }

  private static func navigationAPIFeature() -> OpaquePointer? {
    guard let features = webkit_settings_get_all_features() else { return nil }
    for index in 0..<webkit_feature_list_get_length(features) {
      if let feature = webkit_feature_list_get(features, index),
        let identifier = webkit_feature_get_identifier(feature),
        String(cString: identifier) == "NavigationAPI"
      {
        return feature
      }
    }
    return nil
  }

  /// Every request not to 127.0.0.1 goes to a proxy that is not there, so
  /// the pages run offline.
  private static func blockTheNetwork() {
    let ignore: [String] = ["127.0.0.1", "localhost"]
    var pointers = ignore.map { strdup($0) } + [nil]
    let settings = pointers.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count)
      { webkit_network_proxy_settings_new("http://127.0.0.1:9", $0) }
    }
    for pointer in pointers { free(pointer) }
    let context = webkit_web_context_get_default()
    if let manager = webkit_web_context_get_website_data_manager(context) {
      webkit_website_data_manager_set_network_proxy_settings(
        manager, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, settings)
    }
    webkit_network_proxy_settings_free(settings)
  }

  // MARK: - The runs

  private func run(_ index: Int) {
    guard index < plan.runs.count else {
      tearDown()
      finished(results)
      return
    }
    let run = plan.runs[index]
    let record = RunRecord(
      id: run.id, hasObserver: !(plan.observer_script?.isEmpty ?? true))
    current = record
    playing = false
    let next: () -> Void = { [weak self] in
      guard let self else { return }
      self.playing = false
      self.decider.active = false
      self.results.append(record.json())
      self.current = nil
      MainLoop.after(0) { self.run(index + 1) }
    }
    if pointer.kind != .finger,
      run.gesture.events.contains(where: { $0.finger != 1 || $0.type == "cancel" })
    {
      record.error =
        "a \(pointer.kind.rawValue) has one pointer: it cannot play a second finger or a cancel"
      next()
      return
    }
    newView(firstPage: run.page_url, scale: run.scale ?? 1)
    guard record.error == nil, let view else {
      next()
      return
    }
    load(run.page_url) { [weak self] error in
      guard let self else { return }
      if let error {
        record.error = error
        next()
        return
      }
      let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
      let size = (gtk_widget_get_allocated_width(widget), gtk_widget_get_allocated_height(widget))
      if size != (gint(self.plan.viewport.width), gint(self.plan.viewport.height)) {
        record.error =
          "the web view is \(size.0)×\(size.1), not the viewport's \(self.plan.viewport.width)×\(self.plan.viewport.height)"
        next()
        return
      }
      self.prepare(run, record) { offset in
        guard let offset else {
          next()
          return
        }
        let rest =
          (self.plan.effects_script?.isEmpty ?? true)
          ? 0 : (self.plan.baseline_ms ?? 0) - (monotonicMilliseconds() - self.markedMs)
        MainLoop.after(Int(rest.rounded(.up))) {
          self.play(run, record, offset: offset) { self.settle(record, then: next) }
        }
      }
    }
  }

  private func load(_ url: String, then: @escaping (String?) -> Void) {
    guard let view else { return }
    onLoaded = { [weak self] error in
      guard let self else { return }
      if self.loadDeadline != 0 {
        g_source_remove(self.loadDeadline)
        self.loadDeadline = 0
      }
      then(error)
    }
    loadDeadline = MainLoop.after(Pace.loadTimeoutMs) { [weak self] in
      guard let self, let callback = self.onLoaded else { return }
      self.loadDeadline = 0
      self.onLoaded = nil
      if let view = self.view { webkit_web_view_stop_loading(view) }
      callback("the page did not finish loading within \(Pace.loadTimeoutMs) ms")
    }
    webkit_web_view_load_uri(view, url)
  }

  /// A message of the plan's observer, kept with the run it came in.
  func observed(_ text: String) {
    guard let record = current else { return }
    guard record.observer.count < Observer.maximumMessages else {
      record.observerDropped += 1
      return
    }
    record.observer.append([
      "t_ms": monotonicMilliseconds(), "text": String(text.prefix(Observer.maximumCharacters)),
    ])
  }

  /// The setup steps, the effects observer's fresh start, where to touch,
  /// then the run's `before_script`: `then(offset)` moves the planned
  /// events there, `then(nil)` when the run cannot go on (the record's
  /// error says why).
  private func prepare(
    _ run: Plan.Run, _ record: RunRecord, then: @escaping ((Double, Double)?) -> Void
  ) {
    guard let view else { return }
    var steps = run.setup ?? []
    var looks: [String] = []
    // The run's `before_script`, once the target is located (where the page
    // as loaded has it, as the recorder finds it, whatever the script's
    // state then makes the page show), then the touch.
    func before(_ offset: (Double, Double)) {
      guard let source = run.before_script, !source.isEmpty else {
        then(offset)
        return
      }
      // Wrapped, so that a function giving `undefined` is told from one
      // that threw (the evaluation then gives nothing).
      let call =
        "JSON.stringify({value: (\(source.trimmingCharacters(in: .whitespacesAndNewlines)))()})"
      MainLoop.evaluate(call, in: view, world: harnessWorld) { text in
        guard let text else {
          record.error = "the run's before_script failed"
          then(nil)
          return
        }
        record.before = text
        MainLoop.after(Pace.beforeSettleMs) { then(offset) }
      }
    }
    func located(_ text: String?) {
      guard let text, let data = text.data(using: .utf8),
        let value = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else {
        record.error = "cannot be touched: the locating script failed"
        then(nil)
        return
      }
      let whereValue = value["where"] as? [String: Any]
      let whereText = whereValue.flatMap {
        (try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])).map {
          String(decoding: $0, as: UTF8.self)
        }
      }
      if let whereText, looks.count < Pace.locateLooks, looks.last != whereText {
        looks.append(whereText)
        MainLoop.after(Pace.locateAgainMs) { look() }
        return
      }
      record.layoutViewport = (value["viewport"] as? [Any])?.compactMap {
        ($0 as? NSNumber)?.doubleValue
      }
      guard let whereValue else {
        before((0, 0))
        return
      }
      guard whereValue["found"] as? Bool == true,
        let x = (whereValue["x"] as? NSNumber)?.doubleValue,
        let y = (whereValue["y"] as? NSNumber)?.doubleValue, let planned = run.locate
      else {
        record.error = "cannot be touched: \(whereValue["reason"] as? String ?? "not found")"
        then(nil)
        return
      }
      record.touchedAt = [x, y]
      if whereValue["topmost"] as? Bool != true {
        record.moved = whereValue["reason"] as? String ?? ""
      }
      before((x - planned.x, y - planned.y))
    }
    func look() {
      var argument = "null"
      if let locate = run.locate {
        let args: [Any] = [
          locate.selector, locate.x, locate.y, locate.strict ?? false,
          plan.interactive ?? "a[href], button, input, select, textarea, label", run.scale ?? 1,
        ]
        let data = try! JSONSerialization.data(withJSONObject: args)
        argument =
          "(\(plan.locate_script.trimmingCharacters(in: .whitespacesAndNewlines)))(\(String(decoding: data, as: UTF8.self)))"
      }
      MainLoop.evaluate(
        "JSON.stringify({viewport: [innerWidth, innerHeight], where: \(argument)})", in: view
      ) { located($0) }
    }
    func mark() {
      markedMs = monotonicMilliseconds()
      if let effects = plan.effects_script, !effects.isEmpty {
        MainLoop.evaluate(effectsMark, in: view, world: harnessWorld) { _ in look() }
      } else {
        look()
      }
    }
    var tries = 0
    var number = 0
    func runStep() {
      let step = steps[0]
      let args: [Any] = [step.fill, step.text ?? NSNull(), step.press ?? NSNull()]
      let data = try! JSONSerialization.data(withJSONObject: args)
      let source =
        "JSON.stringify((\(plan.setup_script.trimmingCharacters(in: .whitespacesAndNewlines)))(\(String(decoding: data, as: UTF8.self))))"
      MainLoop.evaluate(source, in: view) { text in
        if let text, text.hasPrefix("\"no element"), tries < Pace.setupTries {
          tries += 1  // the app may not have rendered its field yet
          MainLoop.after(Pace.setupRetryMs) { runStep() }
          return
        }
        guard text == "null" else {
          record.error =
            "setup step \(number) (fill \(step.fill)) failed: \(text ?? "the script failed")"
          then(nil)
          return
        }
        steps.removeFirst()
        nextStep()
      }
    }
    func nextStep() {
      guard !steps.isEmpty else {
        MainLoop.after((run.setup ?? []).isEmpty ? 0 : Pace.setupSettleMs) { mark() }
        return
      }
      tries = 0
      number += 1
      runStep()
    }
    nextStep()
  }

  /// Plays the events moved by `offset` (CSS px); GDK takes them in the
  /// web view's pixels, CSS px × the run's scale.
  private func play(
    _ run: Plan.Run, _ record: RunRecord, offset: (Double, Double), then: @escaping () -> Void
  ) {
    guard let view, let connection else { return }
    let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    let events = run.gesture.events
    let scale = run.scale ?? 1
    record.urlBefore = webkit_web_view_get_uri(view).map { String(cString: $0) } ?? ""
    // The flight recorder starts with the gesture: its export begins at
    // the first input that finds the engine idle, the touch-down.
    connection.overlay.recorder = FlightRecorder()
    decider.prefixes = run.cancel ?? []
    decider.cancelled = []
    decider.active = true
    playing = true
    record.originMicroseconds = connection.scheduler.originMicroseconds
    PollLog.start()
    let start = monotonicMilliseconds()
    let first = events[0].t_ms
    // A mouse's presses so far: a double tap's second is a double click's.
    var presses = 0
    func send(_ position: Int) {
      let event = events[position]
      let phase: TouchPhase =
        switch event.type {
        case "down": .down
        case "move": .move
        case "up": .up
        default: .cancel
        }
      let x = event.x + offset.0
      let y = event.y + offset.1
      let now = monotonicMilliseconds()
      if record.firstTouchMs == nil { record.firstTouchMs = now }
      if phase == .up && record.upSentMs == nil { record.upSentMs = now }
      var touch: [String: Any] = [
        "t_ms": now, "type": event.type, "finger": event.finger, "x": x, "y": y,
      ]
      if pointer.kind == .finger {
        SyntheticTouches.send(to: widget, phase, finger: event.finger, x: x * scale, y: y * scale)
      } else {
        // A raw recording's words (Tools/browser/PROTOCOL.md): the replay
        // says `with mouse …` from the connection's own flight recording.
        touch["pointer"] = pointer.kind.rawValue
        if pointer.button != .primary { touch["button"] = pointer.button.rawValue }
        if phase == .down { presses += 1 }
        SyntheticClicks.send(
          to: widget, phase, button: Self.gdkButton(pointer.button), x: x * scale, y: y * scale,
          count: presses)
      }
      record.touches.append(touch)
      if phase == .up && record.upReturnedMs == nil {
        record.upReturnedMs = monotonicMilliseconds()
      }
      if position + 1 < events.count {
        let due = start + events[position + 1].t_ms - first
        MainLoop.after(Int((due - monotonicMilliseconds()).rounded())) { send(position + 1) }
      } else {
        MainLoop.after(Int((plan.settle_ms ?? Pace.defaultSettleMs).rounded())) { then() }
      }
    }
    send(0)
  }

  /// GDK's number of a button: 1 primary, 2 middle, 3 secondary.
  static func gdkButton(_ button: PointerButton) -> UInt32 {
    switch button {
    case .primary: 1
    case .middle: 2
    case .secondary: 3
    }
  }

  /// After the settle: where the web view is, what the page did, and the
  /// replay of the gesture's own flight recording.
  private func settle(_ record: RunRecord, then: @escaping () -> Void) {
    guard let view, let connection else {
      then()
      return
    }
    playing = false
    decider.active = false
    let up = record.upSentMs ?? .infinity
    record.polls = PollLog.stop().filter { $0.1 >= up - 100 && $0.0 <= up + 400 }
    record.cancelled = decider.cancelled
    record.urlAfter = webkit_web_view_get_uri(view).map { String(cString: $0) } ?? ""
    record.replay = Replay.of(connection.overlay, name: "live \(record.id)")
    guard record.committedAfterTouch.isEmpty else {
      then()  // a new document has its own observers: the page's records are gone
      return
    }
    MainLoop.evaluate(Hops.read, in: view, world: harnessWorld) { text in
      record.pageHops = text
      record.hopsClock = (monotonicMilliseconds(), Date().timeIntervalSince1970 * 1000)
      self.readEffects(record, then: then)
    }
  }

  private func readEffects(_ record: RunRecord, then: @escaping () -> Void) {
    guard let view, let effects = plan.effects_script, !effects.isEmpty else {
      then()
      return
    }
    MainLoop.evaluate(effectsRead, in: view, world: harnessWorld) { text in
      if let text {
        record.effects = [
          "clock": [
            "t_ms": monotonicMilliseconds(), "wall_ms": Date().timeIntervalSince1970 * 1000,
          ],
          "record": text,
        ]
      }
      then()
    }
  }

  // MARK: - Signals

  fileprivate func loadChanged(_ event: WebKitLoadEvent) {
    guard let view else { return }
    if event == WEBKIT_LOAD_STARTED, playing, let record = current {
      record.startedAfterTouch = true
    }
    if event == WEBKIT_LOAD_COMMITTED, playing, let record = current {
      record.committedAfterTouch.append(
        webkit_web_view_get_uri(view).map { String(cString: $0) } ?? "")
    }
    if event == WEBKIT_LOAD_FINISHED, let callback = onLoaded {
      onLoaded = nil
      let resource = webkit_web_view_get_main_resource(view)
      let response = resource.flatMap { webkit_web_resource_get_response($0) }
      let status = response.map { webkit_uri_response_get_status_code($0) } ?? 0
      callback(status >= 400 ? "the page answered HTTP \(status)" : nil)
    }
  }

  fileprivate func loadFailed(_ uri: String, _ message: String) {
    if let callback = onLoaded {
      onLoaded = nil
      callback("the page failed to load: \(uri): \(message)")
    }
  }

  fileprivate func terminated() {
    let message = "WebKit's web process ended"
    if let callback = onLoaded {
      onLoaded = nil
      callback(message)
    } else if let record = current, record.error == nil {
      record.error = message
    }
  }

  fileprivate func touchHandled(_ type: GdkEventType) {
    guard playing, type == GDK_TOUCH_END, let record = current, record.upHandledMs == nil else {
      return
    }
    record.upHandledMs = monotonicMilliseconds()
  }

  private typealias TouchSignal =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) ->
    gboolean
  private static let touchTrampoline = unsafeBitCast(
    { _, event, data in
      guard let event, let owner = signalOwner(data, as: LiveRunner.self) else { return 0 }
      let type = event.pointee.type
      MainActor.assumeIsolated { owner.touchHandled(type) }
      return 0
    } as TouchSignal, to: GCallback.self)

  fileprivate func relayed() {
    guard playing, let record = current else { return }
    record.relayMs.append(monotonicMilliseconds())
  }

  private typealias MessageSignal =
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, gpointer?) -> Void
  private static let relayTrampoline = unsafeBitCast(
    { _, _, data in
      guard let owner = signalOwner(data, as: LiveRunner.self) else { return }
      MainActor.assumeIsolated { owner.relayed() }
    } as MessageSignal, to: GCallback.self)

  private typealias LoadSignal =
    @convention(c) (UnsafeMutableRawPointer?, WebKitLoadEvent, gpointer?) -> Void
  private static let loadTrampoline = unsafeBitCast(
    { _, event, data in
      guard let owner = signalOwner(data, as: LiveRunner.self) else { return }
      MainActor.assumeIsolated { owner.loadChanged(event) }
    } as LoadSignal, to: GCallback.self)

  private typealias FailedSignal =
    @convention(c) (
      UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafePointer<gchar>?,
      UnsafeMutablePointer<GError>?, gpointer?
    ) -> gboolean
  private static let failedTrampoline = unsafeBitCast(
    { _, _, uri, error, data in
      guard let owner = signalOwner(data, as: LiveRunner.self) else { return 1 }
      let location = uri.map { String(cString: $0) } ?? ""
      let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
      MainActor.assumeIsolated { owner.loadFailed(location, message) }
      return 1  // no error page
    } as FailedSignal, to: GCallback.self)

  private typealias FourArguments =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
      UnsafeMutableRawPointer?, gpointer?
    ) -> gboolean
  /// `context-menu`: no menu on screen.
  private static let trueTrampoline4 = unsafeBitCast(
    { _, _, _, _, _ in 1 } as FourArguments, to: GCallback.self)

  private typealias ThreeArguments =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> gboolean
  /// `script-dialog`: alerts must not block a run.
  private static let trueTrampoline3 = unsafeBitCast(
    { _, _, _ in 1 } as ThreeArguments, to: GCallback.self)

  private typealias TerminatedSignal =
    @convention(c) (UnsafeMutableRawPointer?, UInt32, gpointer?) -> Void
  private static let terminatedTrampoline = unsafeBitCast(
    { _, _, data in
      guard let owner = signalOwner(data, as: LiveRunner.self) else { return }
      MainActor.assumeIsolated { owner.terminated() }
    } as TerminatedSignal, to: GCallback.self)
}
