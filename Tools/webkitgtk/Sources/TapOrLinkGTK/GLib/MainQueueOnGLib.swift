import CWebKitGTK
import Glibc

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Dispatch's main queue, run by GLib's main loop.
///
/// While `gtk_main` owns the main thread, nothing drains
/// `DispatchQueue.main`: its blocks, `DispatchTimerScheduler(queue: .main)`'s
/// timers and `@MainActor` tasks wait forever. Joined, they run: Dispatch
/// signals an eventfd when the queue has work, GLib watches it
/// (`g_unix_fd_add`), and each time it is readable this reads the eventfd
/// (without the read the fd stays readable, the source spins, and WebKit
/// stalls) and drains the queue, as CoreFoundation's run loop does on
/// Linux.
///
/// `GTKWebViewConnection` joins it when it is made, so an app that makes
/// one needs no call of its own; call ``join()`` before `gtk_main` when the
/// main queue must run before the first connection exists.
///
/// Joined only on the process's main thread, and drained only there: the
/// main queue is bound to that thread until `dispatchMain()`, which never
/// returns on it. Where the main actor runs on another thread (an
/// `async` `main` after its first suspension, a Swift Testing run),
/// `dispatchMain()` has been called and Dispatch's own threads run the
/// queue; draining it from GLib would then abort the process
/// ("_dispatch_main_queue_callback_4CF called after dispatch_main()"), so
/// ``join()`` does nothing there, and a source joined before
/// `dispatchMain()` removes itself the first time it wakes on another
/// thread. A drain that runs a nested loop (a modal dialog's
/// `gtk_dialog_run`) holds the queue until it returns: Dispatch ignores a
/// drain inside a drain, as on Apple platforms.
public enum MainQueueOnGLib {
  nonisolated(unsafe) private static var source: guint = 0

  /// Whether the main queue is joined to the default main context.
  public static var isJoined: Bool { source != 0 }

  /// Joins the main queue to the default main context: on the main
  /// thread, before or during `gtk_main`. Calling it again, or on another
  /// thread, does nothing.
  ///
  /// - Returns: whether the queue is joined after the call.
  @discardableResult
  public static func join() -> Bool {
    guard source == 0, taporlink_is_main_thread() != 0 else { return source != 0 }
    let handle = dispatchMainQueueHandle()
    source = g_unix_fd_add(
      handle, G_IO_IN,
      { fd, _, _ in
        guard taporlink_is_main_thread() != 0 else {
          // dispatchMain() was called: Dispatch runs the queue itself.
          MainQueueOnGLib.source = 0
          return 0  // G_SOURCE_REMOVE
        }
        var value: UInt64 = 0
        _ = read(fd, &value, MemoryLayout<UInt64>.size)
        dispatchMainQueueCallback(nil)
        return 1  // G_SOURCE_CONTINUE
      }, nil)
    return source != 0
  }
}
