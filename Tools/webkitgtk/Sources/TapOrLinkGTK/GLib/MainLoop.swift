import CWebKitGTK

/// Small pieces of GLib's main loop and WebKitGTK's script calls, with
/// Swift closures: for the live runner and the demo.
@MainActor
public enum MainLoop {
  /// Runs `work` once, `milliseconds` from now, on the default main
  /// context (a `g_timeout`, whole milliseconds: for the harness's pacing,
  /// not the engine's timers).
  @discardableResult
  public static func after(_ milliseconds: Int, _ work: @escaping @MainActor () -> Void) -> guint {
    let box = Box(work)
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, guint(max(0, milliseconds)),
      { data in
        guard let data else { return 0 }
        let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { box.work() }
        return 0
      }, Unmanaged.passRetained(box).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<Box>.fromOpaque(data).release()
      })
  }

  /// Runs `source` in `view`'s main frame, in the script world `world`
  /// (`nil`: the page's own), and calls `then` with its value as a string
  /// (a string value as it is, anything else as JSON), or `nil` when it
  /// failed or gave `null` or `undefined`.
  public static func evaluate(
    _ source: String, in view: UnsafeMutablePointer<WebKitWebView>, world: String? = nil,
    then: @escaping @MainActor (String?) -> Void
  ) {
    let box = ScriptBox(then)
    webkit_web_view_evaluate_javascript(
      view, source, -1, world, nil, nil,
      { object, result, data in
        guard let data else { return }
        let box = Unmanaged<ScriptBox>.fromOpaque(data).takeRetainedValue()
        var text: String?
        if let object, let result {
          var error: UnsafeMutablePointer<GError>?
          let view = UnsafeMutableRawPointer(object).assumingMemoryBound(to: WebKitWebView.self)
          if let value = webkit_web_view_evaluate_javascript_finish(view, result, &error) {
            if jsc_value_is_string(value) != 0, let chars = jsc_value_to_string(value) {
              text = String(cString: chars)
              g_free(chars)
            } else if jsc_value_is_null(value) == 0, jsc_value_is_undefined(value) == 0,
              let chars = jsc_value_to_json(value, 0)
            {
              text = String(cString: chars)
              g_free(chars)
            }
            g_object_unref(UnsafeMutableRawPointer(value))
          }
          if let error { g_error_free(error) }
        }
        let answer = text
        MainActor.assumeIsolated { box.then(answer) }
      }, Unmanaged.passRetained(box).toOpaque())
  }

  private final class Box {
    let work: @MainActor () -> Void
    init(_ work: @escaping @MainActor () -> Void) { self.work = work }
  }

  private final class ScriptBox {
    let then: @MainActor (String?) -> Void
    init(_ then: @escaping @MainActor (String?) -> Void) { self.then = then }
  }
}
