import Foundation
import TapOrLink
import TapOrLinkPageScript
import Testing

/// What a touch-down ended (`ends`, a touchstart answer's `scroll` or
/// `selection`), read from both forms as strictly as the other words.
@Suite("Page script answers: what the touch-down ended")
struct PageScriptEndsTests {
  static let base = "taporlink://answer?kind=content&x=12&y=40&phase=start"

  @Test("a body and a bridge URL carry the same dismissal", arguments: Dismissal.allCases)
  func bothForms(_ dismissal: Dismissal) throws {
    let expected = PageScriptMessage(
      kind: .content, point: Point(x: 12, y: 40), phase: "start", ends: dismissal)
    let body: [String: Any] = [
      "kind": "content", "x": 12, "y": 40, "phase": "start", "ends": dismissal.rawValue,
    ]
    #expect(try PageScriptMessage(reading: body) == expected)
    #expect(try PageScriptMessage(readingBridgeURL: Self.base + "&ends=\(dismissal)") == expected)
    #expect(PageScriptReport(body: body) == .answer(expected))
    #expect(PageScriptReport(bridgeURL: Self.base + "&ends=\(dismissal)") == .answer(expected))
  }

  @Test("with the control and the visible area, as the script writes a touchstart's")
  func withEverything() throws {
    let url =
      "taporlink://answer?kind=control&x=12&y=40&phase=start&control=field&ends=selection"
      + "&visualLeft=0&visualTop=0&visualWidth=360&visualHeight=640"
    let message = try PageScriptMessage(readingBridgeURL: url)
    #expect(message.ends == .selection)
    #expect(message.control == .field)
    #expect(
      message.visibleArea == Rect(origin: Point(x: 0, y: 0), size: Size(width: 360, height: 640)))
  }

  @Test("a message without `ends` has none: every other phase, and an older script's")
  func missing() throws {
    #expect(
      try PageScriptMessage(reading: ["kind": "link", "x": 1, "y": 2, "phase": "end"]).ends == nil)
    #expect(try PageScriptMessage(readingBridgeURL: Self.base).ends == nil)
    #expect(
      PageScriptMessage(kind: .content, point: Point(x: 1, y: 2), phase: "start").ends == nil)
  }

  @Test("the first of repeated `ends` counts, as URLSearchParams reads it")
  func repeated() throws {
    let message = try PageScriptMessage(
      readingBridgeURL: Self.base + "&ends=scroll&ends=selection")
    #expect(message.ends == .scroll)
    #expect(try PageScriptMessage(readingBridgeURL: Self.base + "&ends=scr%6Fll").ends == .scroll)
  }

  @Test("a hostile `ends` in a body is refused, with the reason")
  func hostileBodies() {
    let huge = String(repeating: "s", count: 10_000)
    let refused: [(Any, PageScriptRefusal)] = [
      ("scrolling", .unknownWord(field: "ends", text: "scrolling")),
      ("Scroll", .unknownWord(field: "ends", text: "Scroll")),
      (" scroll", .unknownWord(field: "ends", text: " scroll")),
      ("", .unknownWord(field: "ends", text: "")),
      ("tap", .unknownWord(field: "ends", text: "tap")),
      ("scroll\u{0}", .unknownWord(field: "ends", text: "scroll\u{0}")),
      (huge, .tooLong(what: "`ends`", bytes: 10_000, limit: 64)),
      (
        String(repeating: "é", count: 33),
        .tooLong(what: "`ends`", bytes: 66, limit: 64)
      ),
      (true, .wrongType(field: "ends", expected: "text", found: "a boolean")),
      (NSNumber(value: false), .wrongType(field: "ends", expected: "text", found: "a boolean")),
      (1, .wrongType(field: "ends", expected: "text", found: "a number")),
      (NSNull(), .wrongType(field: "ends", expected: "text", found: "null")),
      (["scroll"], .wrongType(field: "ends", expected: "text", found: "a list")),
      (["ends": "scroll"], .wrongType(field: "ends", expected: "text", found: "an object")),
    ]
    for (value, reason) in refused {
      let body: [String: Any] = [
        "kind": "content", "x": 12, "y": 40, "phase": "start", "ends": value,
      ]
      #expect(throws: reason, "\(value)") { try PageScriptMessage(reading: body) }
      #expect(PageScriptMessage(body: body) == nil, "\(value)")
      #expect(PageScriptReport(body: body) == nil, "\(value)")
    }
  }

  @Test("a hostile `ends` in a bridge URL is refused, with the reason")
  func hostileURLs() {
    let refused: [(String, PageScriptRefusal)] = [
      ("&ends=scrolling", .unknownWord(field: "ends", text: "scrolling")),
      ("&ends=SCROLL", .unknownWord(field: "ends", text: "SCROLL")),
      ("&ends=", .unknownWord(field: "ends", text: "")),
      ("&ends", .unknownWord(field: "ends", text: "")),
      ("&ends=scroll+", .unknownWord(field: "ends", text: "scroll ")),
      ("&ends=%73election%00", .unknownWord(field: "ends", text: "selection\u{0}")),
      ("&ends=1", .unknownWord(field: "ends", text: "1")),
      ("&ends=true", .unknownWord(field: "ends", text: "true")),
      ("&ends=%zz", .brokenEscape(field: "ends")),
      ("&ends=%FF", .brokenEscape(field: "ends")),
      ("&ends=%zz&ends=scroll", .brokenEscape(field: "ends")),
    ]
    for (query, reason) in refused {
      #expect(throws: reason, "\(query)") {
        try PageScriptMessage(readingBridgeURL: Self.base + query)
      }
      #expect(PageScriptMessage(bridgeURL: Self.base + query) == nil, "\(query)")
    }
    let huge = Self.base + "&ends=" + String(repeating: "s", count: 600)
    #expect(
      throws: PageScriptRefusal.tooLong(
        what: "the bridge URL", bytes: huge.utf8.count, limit: 512)
    ) { try PageScriptMessage(readingBridgeURL: huge) }
  }

  @Test("a wrong `ends` is named after the fields read before it")
  func order() {
    #expect(
      throws: PageScriptRefusal.wrongType(field: "phase", expected: "text", found: "a number")
    ) {
      try PageScriptMessage(reading: [
        "kind": "content", "x": 1, "y": 2, "phase": 3, "ends": "nope",
      ])
    }
    #expect(throws: PageScriptRefusal.unknownWord(field: "ends", text: "nope")) {
      try PageScriptMessage(reading: [
        "kind": "content", "x": 1, "y": 2, "ends": "nope", "visualLeft": true,
      ])
    }
  }

  @Test("the longest answer the script writes, with `ends`, fits the bridge URL's limit")
  func longestURL() throws {
    let long = "-0.00012345678901234567"
    let url =
      "taporlink://answer?kind=control&x=\(long)&y=\(long)&phase=start&control=button"
      + "&ends=selection&visualLeft=\(long)&visualTop=\(long)"
      + "&visualWidth=999999.1234567891&visualHeight=999999.1234567891"
    #expect(url.utf8.count < PageScriptMessage.maximumBridgeURLLength * 2 / 3)
    #expect(try PageScriptMessage(readingBridgeURL: url).ends == .selection)
  }

  @Test("the refusal quotes little of a hostile word, safely")
  func description() {
    let hostile = PageScriptRefusal.unknownWord(
      field: "ends", text: "\u{1B}[2J" + String(repeating: "x", count: 100))
    #expect(
      hostile.description
        == "`ends` is `\\u{1B}[2J\(String(repeating: "x", count: 20))…`, a word the engine does not know"
    )
  }

  @Test("the script writes `ends` only at touchstart, in both forms")
  func script() {
    #expect(PageScript.source.contains("if (ends) message.ends = ends;"))
    #expect(PageScript.source.contains("\"&ends=\" + message.ends"))
    #expect(
      PageScript.source.contains("phase === \"start\" && event.changedTouches ? endsOf(event)"))
    #expect(PageScript.source.contains("return \"scroll\";"))
    #expect(PageScript.source.contains("return selected ? \"selection\" : null;"))
  }
}
