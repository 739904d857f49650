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
public enum MainQueueOnGLib {
  nonisolated(unsafe) private static var source: guint = 0

  /// Joins the main queue to the default main context; call once, on the
  /// main thread, before `gtk_main`. Calling it again does nothing.
  public static func join() {
    guard source == 0 else { return }
    let handle = dispatchMainQueueHandle()
    source = g_unix_fd_add(
      handle, G_IO_IN,
      { fd, _, _ in
        var value: UInt64 = 0
        _ = read(fd, &value, MemoryLayout<UInt64>.size)
        dispatchMainQueueCallback(nil)
        return 1  // G_SOURCE_CONTINUE
      }, nil)
  }
}
