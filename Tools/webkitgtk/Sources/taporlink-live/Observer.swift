import CWebKitGTK
import Foundation
import TapOrLinkGTK

/// A plan's own observer (`observer_script`): the caller's script, run at
/// document start in the main frame in the runner's isolated world
/// (``harnessWorld``), with a message handler of that world to post what
/// it sees to; each run's result lists the posted messages (`observer`).
///
/// A world of its own, because the page's world is the page's and the
/// page script's channel is the integration's (`PageChannel`): an observer
/// posting on that channel would be read as the page script's messages,
/// and a page could forge or silence it. In the runner's world the page
/// reaches neither the script nor its handler, yet the document it sees
/// (scrolling, events, the selection) is the page's own.
@MainActor
enum Observer {
  /// The handler's name: the script posts with
  /// `window.webkit.messageHandlers.taporlinkObserver.postMessage(text)`.
  static let handlerName = "taporlinkObserver"
  /// At most this many messages a run are kept (a runaway observer must
  /// not make a result too large to read); the rest are counted.
  static let maximumMessages = 2000
  /// A message longer than this is cut to it.
  static let maximumCharacters = 8192

  /// Adds `source` and its handler to `manager`; each message goes to
  /// `runner`'s ``LiveRunner/observed(_:)``.
  static func install(
    _ source: String, in manager: UnsafeMutablePointer<WebKitUserContentManager>,
    for runner: LiveRunner
  ) {
    addHarnessScript(source, to: manager)
    let registered = webkit_user_content_manager_register_script_message_handler_in_world(
      manager, handlerName, harnessWorld)
    precondition(registered != 0, "WebKitGTK refused the observer's message handler")
    connectSignal(
      UnsafeMutableRawPointer(manager), "script-message-received::\(handlerName)", trampoline,
      to: runner)
  }

  private typealias MessageSignal =
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, gpointer?) -> Void
  /// A string is kept as it is, any other value as its JSON, so that an
  /// observer may post objects too.
  private static let trampoline = unsafeBitCast(
    { _, result, data in
      guard let result, let owner = signalOwner(data, as: LiveRunner.self),
        let value = webkit_javascript_result_get_js_value(result)
      else { return }
      var chars: UnsafeMutablePointer<CChar>?
      if jsc_value_is_string(value) != 0 {
        chars = jsc_value_to_string(value)
      } else {
        chars = jsc_value_to_json(value, 0)
      }
      guard let chars else { return }
      let text = String(cString: chars)
      g_free(chars)
      MainActor.assumeIsolated { owner.observed(text) }
    } as MessageSignal, to: GCallback.self)
}
