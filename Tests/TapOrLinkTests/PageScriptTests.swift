import TapOrLink
import TapOrLinkPageScript
import Testing

@Suite("The page script ships, and its messages are read")
struct PageScriptTests {
  @Test("the resource is in the bundle and posts to the handler it names")
  func resource() {
    #expect(PageScript.source.contains("elementFromPoint"))
    #expect(PageScript.source.contains(".\(PageScript.messageHandlerName).postMessage("))
    #expect(PageScript.source.contains("\(PageScript.bridgeScheme)://answer?"))
  }

  @Test("a message body and a bridge URL read the same")
  func messages() {
    let expected = PageScriptMessage(kind: .link, point: Point(x: 12, y: 40.5), phase: "end")
    #expect(
      PageScriptMessage(body: ["kind": "link", "x": 12, "y": 40.5, "phase": "end"]) == expected)
    #expect(
      PageScriptMessage(bridgeURL: "taporlink://answer?kind=link&x=12&y=40.5&phase=end") == expected
    )
    #expect(PageScriptMessage(body: ["kind": "link", "x": "12", "y": 3]) == nil)
    #expect(PageScriptMessage(bridgeURL: "taporlink://answer?kind=link&x=nan&y=1") == nil)
    #expect(PageScriptMessage(bridgeURL: "https://example.com/?kind=link&x=1&y=1") == nil)
  }

  @Test("an unknown kind from the page is refused where it arrives, and the engine hears nothing")
  func unknownKind() throws {
    #expect(throws: PageScriptRefusal.unknownWord(field: "kind", text: "maybe")) {
      try PageScriptMessage(readingBridgeURL: "taporlink://answer?kind=maybe&x=100&y=200")
    }
    #expect(PageScriptMessage(bridgeURL: "taporlink://answer?kind=maybe&x=100&y=200") == nil)
    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(100, 200, from: 0, to: 40)
    let message = try #require(
      PageScriptMessage(bridgeURL: "taporlink://answer?kind=content&x=100&y=200"))
    h.at(50)
    #expect(
      h.overlay.pageAnswered(message.answer(for: message.subject), at: ms(50))
        == .decided(GestureID(1)))
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.content, for: .point(pt(100, 200))), at: ms(50)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(50)),
    ])
  }
}
