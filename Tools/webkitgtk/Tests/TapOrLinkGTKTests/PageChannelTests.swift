import CWebKitGTK
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

  /// A window whose top document records what is dispatched on it;
  /// `sameOrigin: false` makes reading the top document throw, as the
  /// browser does for a frame of another origin.
  private func page(top: Bool, sameOrigin: Bool = true) -> String {
    """
    var sent = [];
    var topDocument = { dispatchEvent: function (event) { sent.push(event.detail); return true; } };
    function CustomEvent(name, init) { this.type = name; this.detail = init.detail; }
    var window = {};
    window.top = \(top ? "window" : "{}");
    Object.defineProperty(window.top, "document", { get: function () {
      if (!\(sameOrigin)) throw new Error("SecurityError"); return topDocument; } });
    """
  }

  private func run(_ setup: String, _ post: String) -> String? {
    let source = PageChannel.pageSource(handlerNames: ["taporlink", "nativeaction"])
    return evaluate(
      """
      \(setup)
      (function (window) { \(source) }).call(window, window);
      \(post);
      JSON.stringify(sent);
      """)
  }

  @Test func theTopFramesMessageReachesTheTopDocument() throws {
    let sent = try #require(
      run(
        page(top: true),
        "window.webkit.messageHandlers.taporlink.postMessage({kind: 'content', x: 1})"))
    #expect(sent.contains("handler"))
    #expect(sent.contains("\\\"frame\\\":\\\"main\\\""))
    #expect(sent.contains("\\\"kind\\\":\\\"content\\\""))
  }

  @Test func aFrameOfTheSameOriginSaysItIsNotTheTop() throws {
    let sent = try #require(
      run(page(top: false), "window.webkit.messageHandlers.taporlink.postMessage({kind: 'link'})"))
    #expect(sent.contains("\\\"frame\\\":\\\"sub\\\""))
  }

  @Test func aFrameOfAnotherOriginReachesNothing() throws {
    let sent = try #require(
      run(
        page(top: false, sameOrigin: false),
        "window.webkit.messageHandlers.taporlink.postMessage({kind: 'content'})"))
    #expect(sent == "[]")
  }

  @Test func theHandlersCannotBeReplacedByThePage() throws {
    let sent = try #require(
      run(
        page(top: true),
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
        #"{"handler":"taporlink","frame":"main","body":{"kind":"content","x":3,"y":4,"phase":"end"}}"#,
        handlerNames: names))
    #expect(message.isMainFrame)
    #expect(message.handlerName == "taporlink")
    #expect((message.body as? [String: Any])?["kind"] as? String == "content")
    let frame = try #require(
      PageChannel.message(#"{"handler":"taporlink","frame":"sub","body":"x"}"#, handlerNames: names)
    )
    #expect(!frame.isMainFrame)
  }

  @Test func refusesAnythingElse() {
    let names = ["taporlink"]
    for text in [
      "", "null", "[]", #"{"handler":"other","frame":"main","body":{}}"#,
      #"{"handler":"taporlink","frame":"side","body":{}}"#,
      #"{"handler":"taporlink","frame":"main"}"#,
      #"{"handler":"taporlink","frame":"main","body":""#
        + String(repeating: "x", count: PageChannel.maximumMessageBytes) + #""}"#,
    ] {
      #expect(PageChannel.message(text, handlerNames: names) == nil, "\(text.prefix(60))")
    }
  }
}
