import Foundation

/// How the page script's messages reach the app in WebKitGTK, and how far
/// they are trusted.
///
/// WebKitGTK's script messages (API 4.1) say nothing about the frame that
/// posted them, and a handler in the page's own world can be called by any
/// script of any frame, an advertisement's included. What GTK does give is
/// isolated script worlds: a handler registered in a world of the app's
/// own (``world``) is reachable only by scripts of that world, and a user
/// script of that world injected into the top frame only
/// (``relaySource``) runs nowhere else. So:
///
/// - In every frame, before the page script, ``pageSource`` gives the
///   page's world `window.webkit.messageHandlers.NAME` for each handler
///   name. Its `postMessage` turns the message into JSON and dispatches it
///   as an event (``eventName``) on the **top document**: a frame whose
///   document is of another origin than the top one cannot reach it (the
///   browser's same-origin rule), so its messages go nowhere.
/// - In the top frame only, in the app's world, ``relaySource`` listens
///   for that event on the top document and posts its text to the handler
///   ``handlerName`` of the app's world, which GTK delivers to the
///   connection.
///
/// A message that arrives was therefore posted by a script of the top
/// document or of a frame of the top document's origin: exactly the frames
/// `ScriptMessageFrame.mayAnswer(onPageOf:)` trusts on iOS. It says
/// whether its frame was the top one (`frame`), which only a script of a
/// trusted document could forge, and the connection gives it the origin of
/// the document the main frame committed.
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
  /// each of `handlerNames`.
  public static func pageSource(handlerNames: [String]) -> String {
    let names = handlerNames.map { "\"\(jsonEscaped($0))\"" }.joined(separator: ", ")
    return """
      (() => {
        const names = [\(names)];
        const frame = window === window.top ? "main" : "sub";
        const send = (handler, body) => {
          let text;
          try { text = JSON.stringify({ handler: handler, frame: frame, body: body }); } catch (e) { return; }
          if (typeof text !== "string") return;
          let top;
          try { top = window.top.document; } catch (e) { return; }  // another origin: not trusted
          if (!top) return;
          try { top.dispatchEvent(new CustomEvent("\(eventName)", { detail: text })); } catch (e) {}
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

  /// The relay: the app's world, top frame only, document start.
  public static var relaySource: String {
    """
    (() => {
      const handler = window.webkit.messageHandlers.\(handlerName);
      document.addEventListener("\(eventName)", (event) => {
        if (typeof event.detail === "string") handler.postMessage(event.detail);
      }, true);
    })();
    """
  }

  /// One message as the relay delivers it.
  public struct Message {
    /// The handler the page posted to (`taporlink`, or the bridge's scheme).
    public var handlerName: String
    /// Whether the posting script said it ran in the top frame.
    public var isMainFrame: Bool
    /// What it posted, as `JSONSerialization` reads it (a dictionary for the
    /// page script's answers and reports, a string for a bridge call).
    public var body: Any
  }

  /// Reads the relay's text: `nil` for anything but
  /// `{"handler": NAME, "frame": "main"|"sub", "body": …}` of at most
  /// ``maximumMessageBytes``, or for a handler not in `handlerNames`.
  public static func message(_ text: String, handlerNames: [String]) -> Message? {
    guard text.utf8.count <= maximumMessageBytes,
      let object = try? JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed]),
      let fields = object as? [String: Any],
      let handler = fields["handler"] as? String, handlerNames.contains(handler),
      let frame = fields["frame"] as? String, frame == "main" || frame == "sub",
      let body = fields["body"]
    else { return nil }
    return Message(handlerName: handler, isMainFrame: frame == "main", body: body)
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
