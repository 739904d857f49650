import Foundation
import TapOrLink
import TapOrLinkWebKit

/// How the page script's messages reach the app in WebKitGTK, and how far
/// they are trusted.
///
/// WebKitGTK's script messages (API 4.1) say nothing about the frame that
/// posted them, and a handler in the page's own world can be called by any
/// script of any frame, an advertisement's included. What GTK does give is
/// isolated script worlds: a handler registered in a world of the app's
/// own (``world``) is reachable only by scripts of that world, and the
/// page's scripts can neither run in it nor change what its scripts see of
/// their window (`window === window.top`, `location.origin`). So:
///
/// - In every frame, before the page script, ``pageSource`` gives the
///   page's world `window.webkit.messageHandlers.NAME` for each handler
///   name. Its `postMessage` turns the message into JSON and dispatches it
///   as an event (``eventName``) on the frame's **own document**.
/// - In every frame, in the app's world, ``relaySource`` listens for that
///   event on its document and posts its text to the handler
///   ``handlerName`` of the app's world, with what it knows of its frame:
///   whether it is the top one, and its document's real origin. GTK
///   delivers it to the connection, which judges it by that frame
///   (`ScriptMessageFrame`: a page answer from the top frame or a frame of
///   the committed page's origin, a bridge call from the top frame of an
///   allowed origin).
///
/// Another document can dispatch the event on a document only when the
/// browser lets it reach that document's DOM: a frame of the same origin,
/// whose message is then taken as that document's (the trust the top
/// document already gives its own origin), or, through `document.domain`,
/// a frame of a sibling host once both documents set it. A document that
/// relaxed `document.domain` cannot tell such a frame's events from its
/// own, so its relay delivers none of them: a page that sets it has no
/// page answers and no bridge calls (its taps are decided without the
/// page's word, as in a page without the script).
public enum PageChannel {
  /// The app's script world, where the relay and its handler live.
  public static let world = "taporlink-gtk"
  /// The handler in the app's world that the relay posts to.
  public static let handlerName = "taporlinkRelay"
  /// The event the page's world dispatches on the top document.
  public static let eventName = "taporlink-gtk-message"
  /// The longest message text read, in UTF-8 bytes (a page answer is
  /// under 300).
  public static let maximumMessageBytes = 64 * 1024

  /// The script for the page's world, every frame, document start, before
  /// the page script: `window.webkit.messageHandlers.NAME.postMessage` for
  /// each of `handlerNames`, dispatching on the frame's own document.
  public static func pageSource(handlerNames: [String]) -> String {
    let names = handlerNames.map { "\"\(jsonEscaped($0))\"" }.joined(separator: ", ")
    return """
      (() => {
        const names = [\(names)];
        const target = document;
        const send = (handler, body) => {
          let text;
          try { text = JSON.stringify({ handler: handler, body: body }); } catch (e) { return; }
          if (typeof text !== "string") return;
          try { target.dispatchEvent(new CustomEvent("\(eventName)", { detail: text })); } catch (e) {}
        };
        const handlers = {};
        for (const name of names) {
          const handler = {};
          Object.defineProperty(handler, "postMessage", { value: (body) => send(name, body) });
          Object.defineProperty(handlers, name, { value: Object.freeze(handler), enumerable: true });
        }
        try {
          if (window.webkit && window.webkit.messageHandlers) {
            for (const name of names) {
              Object.defineProperty(window.webkit.messageHandlers, name, { value: handlers[name] });
            }
          } else {
            Object.defineProperty(window, "webkit", {
              value: Object.freeze({ messageHandlers: Object.freeze(handlers) }) });
          }
        } catch (e) {}
      })();
      """
  }

  /// The relay: the app's world, every frame, document start. It posts
  /// `{"frame": "main"|"sub", "origin": ORIGIN, "message": TEXT}`, read by
  /// ``message(_:handlerNames:)``; on a document whose `document.domain`
  /// is not its host any more, nothing.
  public static var relaySource: String {
    """
    (() => {
      const handler = window.webkit.messageHandlers.\(handlerName);
      const frame = window === window.top ? "main" : "sub";
      const origin = location.origin;
      const host = location.hostname;
      document.addEventListener("\(eventName)", (event) => {
        if (typeof event.detail !== "string") return;
        if (document.domain !== host) return;  // frames of other hosts reach this DOM
        handler.postMessage(JSON.stringify({ frame: frame, origin: origin, message: event.detail }));
      }, true);
    })();
    """
  }

  /// One message as the relay delivers it.
  public struct Message {
    /// The handler the page posted to (`taporlink`, or the bridge's scheme).
    public var handlerName: String
    /// Whether the relay that delivered it runs in the top frame.
    public var isMainFrame: Bool
    /// The real origin of the document it was dispatched on, as the relay
    /// read it (`nil` for an opaque one, a sandboxed or `data:` document's).
    public var origin: Origin?
    /// What it posted, as `JSONSerialization` reads it (a dictionary for the
    /// page script's answers and reports, a string for a bridge call).
    public var body: Any

    /// The frame the connection judges it by.
    public var frame: ScriptMessageFrame {
      origin.map { ScriptMessageFrame(isMainFrame: isMainFrame, origin: $0) }
        ?? ScriptMessageFrame(isMainFrame: isMainFrame, host: "", port: 0)
    }
  }

  /// Reads the relay's text: `nil` for anything but
  /// `{"frame": "main"|"sub", "origin": ORIGIN, "message": TEXT}` of at most
  /// ``maximumMessageBytes``, whose `TEXT` is the page's
  /// `{"handler": NAME, "body": …}` for a handler in `handlerNames`.
  public static func message(_ text: String, handlerNames: [String]) -> Message? {
    guard text.utf8.count <= maximumMessageBytes,
      let relayed = jsonObject(text),
      let frame = relayed["frame"] as? String, frame == "main" || frame == "sub",
      let origin = relayed["origin"] as? String,
      let inner = relayed["message"] as? String, let fields = jsonObject(inner),
      let handler = fields["handler"] as? String, handlerNames.contains(handler),
      let body = fields["body"]
    else { return nil }
    return Message(
      handlerName: handler, isMainFrame: frame == "main", origin: Origin(origin), body: body)
  }

  private static func jsonObject(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
      as? [String: Any]
  }

  private static func jsonEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
