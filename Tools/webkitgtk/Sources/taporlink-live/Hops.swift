import CWebKitGTK
import Foundation
import TapOrLinkGTK

/// Where a tap's latency goes, hop by hop: from the touch-up the runner
/// hands to GTK, through the page (its `touchend`, its message to the app)
/// and WebKit's relay, to the engine's decision and the app's observer.
///
/// Three sources, all on one clock in the end:
/// - the page's side, from the runner's own script world (``script``,
///   top frame): each `touchstart`, `touchend`, `mousedown`, `mouseup` and `click` as the page's
///   event loop ran it, and each channel message as the page posted it (the
///   channel's event on the top document), on the page's wall clock
///   (`performance.timeOrigin + performance.now()`), read after the tap
///   with a wall/monotonic pair taken in the runner;
/// - the relay's arrival in the UI process (`script-message-received` in
///   the integration's world, heard by a handler connected before the
///   integration's);
/// - when GTK's main loop was waiting in `poll` and when it was busy
///   (``PollLog``), so that a late hop can be told from a busy loop.
enum Hops {
  /// The page's side, in the runner's world, top frame, document start.
  static let script = """
    (() => {
      if (window !== window.top || window.__taporlinkHops) return;
      const log = [];
      const now = () => performance.timeOrigin + performance.now();
      const add = (entry) => { if (log.length < 400) log.push(entry); };
      for (const type of ["touchstart", "touchend", "mousedown", "mouseup", "click"]) {
        addEventListener(type, (event) => add([type, now(), performance.timeOrigin + event.timeStamp]),
          { capture: true, passive: true });
      }
      document.addEventListener("\(PageChannel.eventName)", (event) => {
        add(["message", now(), null, String(event.detail).slice(0, 120)]);
      }, true);
      Object.defineProperty(window, "__taporlinkHops", { value: Object.freeze({
        clear: () => { log.length = 0; },
        read: () => JSON.stringify(log),
      }) });
    })();
    """
  static let clear = "window.__taporlinkHops ? (window.__taporlinkHops.clear(), 1) : null"
  static let read = "window.__taporlinkHops ? window.__taporlinkHops.read() : null"
}

/// When GTK's main loop sat in `poll` (waiting for something to do), as
/// `[entered, left]` pairs on GLib's monotonic clock, ms, while it is on.
/// The gaps between them are the loop busy running sources.
@MainActor
enum PollLog {
  nonisolated(unsafe) private static var on = false
  nonisolated(unsafe) private static var entries: [(Double, Double)] = []
  nonisolated(unsafe) private static var installed = false

  /// Puts the log's poll function on the default main context.
  static func install() {
    guard !installed else { return }
    installed = true
    entries.reserveCapacity(4096)
    g_main_context_set_poll_func(nil) { fds, count, timeout in
      guard PollLog.on else { return g_poll(fds, count, timeout) }
      let entered = monotonicMilliseconds()
      let result = g_poll(fds, count, timeout)
      if PollLog.entries.count < 4096 {
        PollLog.entries.append((entered, monotonicMilliseconds()))
      }
      return result
    }
  }

  static func start() {
    entries.removeAll(keepingCapacity: true)
    on = true
  }

  /// Stops and gives the pairs logged since ``start()``.
  static func stop() -> [(Double, Double)] {
    on = false
    return entries
  }
}
