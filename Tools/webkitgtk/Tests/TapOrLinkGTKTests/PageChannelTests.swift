import CWebKitGTK
import Foundation
import TapOrLink
import TapOrLinkGTK
import Testing

/// The channel's two scripts, run in JavaScriptCore (no web view, no
/// display) with a stand-in for the window and its documents, and the
/// reading of what the relay delivers.
@Suite struct PageChannelTests {
  /// Runs `script` in a fresh JavaScriptCore context and gives its value
  /// as a string.
  private func evaluate(_ script: String) -> String? {
    guard let context = jsc_context_new() else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    guard let value = jsc_context_evaluate(context, script, -1) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(value)) }
    guard let chars = jsc_value_to_string(value) else { return nil }
    defer { g_free(chars) }
    return String(cString: chars)
  }

  /// A window whose document records what is dispatched on it.
  private let page = """
    var sent = [];
    function CustomEvent(name, init) { this.type = name; this.detail = init.detail; }
    var document = { dispatchEvent: function (event) { sent.push(event.detail); return true; } };
    var window = { document: document };
    """

  private func run(_ setup: String, _ post: String) -> String? {
    let source = PageChannel.pageSource(handlerNames: ["taporlink", "nativeaction"])
    return evaluate(
      """
      \(setup)
      (function (window, document) { \(source) }).call(window, window, document);
      \(post);
      JSON.stringify(sent);
      """)
  }

  @Test func aMessageIsDispatchedOnTheFramesOwnDocument() throws {
    let sent = try #require(
      run(page, "window.webkit.messageHandlers.taporlink.postMessage({kind: 'content', x: 1})"))
    #expect(sent.contains("handler"))
    #expect(sent.contains("\\\"kind\\\":\\\"content\\\""))
    #expect(!sent.contains("frame"))  // the relay says which frame, not the page
  }

  /// The relay in a frame (`top: false`) or the top one, on a document of
  /// `host` whose `document.domain` is `domain`; `dispatch` is the
  /// event's detail: the one text it posts, or how many it posted.
  private func relay(top: Bool, host: String, domain: String, dispatch: String) -> String? {
    evaluate(
      """
      var posted = [];
      var listeners = [];
      var document = { domain: "\(domain)",
        addEventListener: function (name, f) { listeners.push(f); } };
      var window = { webkit: { messageHandlers: { \(PageChannel.handlerName): {
        postMessage: function (text) { posted.push(text); } } } } };
      window.top = \(top ? "window" : "{}");
      var location = { origin: "http://\(host):8000", hostname: "\(host)" };
      (function (window, document, location) { \(PageChannel.relaySource) })
        .call(window, window, document, location);
      listeners.forEach(function (f) { f({ detail: \(dispatch) }); });
      posted.length === 1 ? posted[0] : "posted " + posted.length;
      """)
  }

  @Test func theRelaySaysWhichFrameAndItsRealOrigin() throws {
    let inner = #"'{"handler":"taporlink","body":"x"}'"#
    let top = try #require(
      relay(top: true, host: "a.example", domain: "a.example", dispatch: inner))
    let message = try #require(PageChannel.message(top, handlerNames: ["taporlink"]))
    #expect(message.isMainFrame)
    #expect(message.origin == Origin(scheme: "http", host: "a.example", port: 8000))
    let frame = try #require(
      relay(top: false, host: "b.example", domain: "b.example", dispatch: inner))
    let fromFrame = try #require(PageChannel.message(frame, handlerNames: ["taporlink"]))
    #expect(!fromFrame.isMainFrame)
    #expect(fromFrame.origin == Origin(scheme: "http", host: "b.example", port: 8000))
  }

  // Issue 45, item 8: a document that relaxed document.domain shares its DOM
  // with a sibling host's frame that did too; its relay delivers nothing.
  @Test func aDocumentThatRelaxedItsDomainDeliversNothing() throws {
    let inner = #"'{"handler":"nativeaction","body":"hideShow"}'"#
    let posted = try #require(
      relay(top: true, host: "a.site.example", domain: "site.example", dispatch: inner))
    #expect(posted == "posted 0")
  }

  @Test func theHandlersCannotBeReplacedByThePage() throws {
    let sent = try #require(
      run(
        page,
        """
        try { window.webkit.messageHandlers.taporlink = { postMessage: function () {} }; } catch (e) {}
        window.webkit.messageHandlers.nativeaction.postMessage('hideShow')
        """))
    #expect(sent.contains("nativeaction"))
  }

  @Test func readsWhatTheRelayDelivers() throws {
    let names = ["taporlink"]
    let message = try #require(
      PageChannel.message(
        #"{"frame":"main","origin":"https://a.example","message":"{\"handler\":\"taporlink\",\"body\":{\"kind\":\"content\",\"x\":3,\"y\":4,\"phase\":\"end\"}}"}"#,
        handlerNames: names))
    #expect(message.isMainFrame)
    #expect(message.handlerName == "taporlink")
    #expect(message.frame.matches(Origin(scheme: "https", host: "a.example", port: nil)))
    #expect((message.body as? [String: Any])?["kind"] as? String == "content")
    let frame = try #require(
      PageChannel.message(
        #"{"frame":"sub","origin":"null","message":"{\"handler\":\"taporlink\",\"body\":\"x\"}"}"#,
        handlerNames: names))
    #expect(!frame.isMainFrame)
    #expect(frame.origin == nil)
    #expect(!frame.frame.mayAnswer(onPageOf: Origin(scheme: "https", host: "a.example", port: nil)))
  }

  @Test func refusesAnythingElse() {
    let names = ["taporlink"]
    func relayed(_ frame: String, _ inner: String) -> String {
      let escaped = inner.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return #"{"frame":""# + frame + #"","origin":"https://a.example","message":""# + escaped
        + #""}"#
    }
    for text in [
      "", "null", "[]", relayed("main", #"{"handler":"other","body":{}}"#),
      relayed("side", #"{"handler":"taporlink","body":{}}"#),
      relayed("main", #"{"handler":"taporlink"}"#),
      #"{"frame":"main","message":"{\"handler\":\"taporlink\",\"body\":1}"}"#,
      #"{"handler":"taporlink","frame":"main","body":{}}"#,
      relayed(
        "main",
        #"{"handler":"taporlink","body":""#
          + String(repeating: "x", count: PageChannel.maximumMessageBytes)
          + #""}"#),
    ] {
      #expect(PageChannel.message(text, handlerNames: names) == nil, "\(text.prefix(60))")
    }
  }
}
