import CWebKitGTK

/// Connects a GObject signal to a Swift object.
///
/// `g_signal_connect` is a macro, which Swift does not import: this calls
/// `g_signal_connect_data` with a `@convention(c)` trampoline (one per
/// signal signature, cast to `GCallback`) and the object as `Unmanaged`
/// userdata, retained for as long as the handler is connected and released
/// by the destroy notify when it is disconnected or the instance goes.
///
/// - Parameters:
///   - instance: the GObject.
///   - signal: the detailed signal name (`"decide-policy"`,
///     `"script-message-received::taporlink"`).
///   - trampoline: the trampoline, cast to `GCallback`.
///   - owner: the object the trampoline reads back from its userdata.
///   - after: whether the handler runs after the signal's class handler
///     and every handler connected without it (`G_CONNECT_AFTER`): for a
///     signal whose handler stops it by returning `TRUE`
///     (`context-menu`), the handler then runs only when no handler before
///     it stopped the signal.
/// - Returns: the handler's id, for `g_signal_handler_disconnect`.
@discardableResult
public func connectSignal(
  _ instance: UnsafeMutableRawPointer, _ signal: String, _ trampoline: GCallback,
  to owner: AnyObject, after: Bool = false
) -> gulong {
  let data = Unmanaged.passRetained(owner).toOpaque()
  return g_signal_connect_data(
    instance, signal, trampoline, data,
    { data, _ in
      guard let data else { return }
      Unmanaged<AnyObject>.fromOpaque(data).release()
    }, after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
}

/// The object a trampoline's userdata holds (see ``connectSignal(_:_:_:to:)``).
public func signalOwner<Owner: AnyObject>(_ data: gpointer?, as type: Owner.Type) -> Owner? {
  guard let data else { return nil }
  return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? Owner
}

/// The monotonic clock GLib's main loop runs on (`g_get_monotonic_time`,
/// CLOCK_MONOTONIC), in seconds.
public func monotonicSeconds() -> Double {
  Double(g_get_monotonic_time()) / 1e6
}

/// The same clock in milliseconds.
public func monotonicMilliseconds() -> Double {
  Double(g_get_monotonic_time()) / 1e3
}
