import Foundation
import TapOrLink
import TapOrLinkPageScript
import Testing

/// The bridge URL's query is read as a browser's `URLSearchParams` reads it.
/// Each expected value below is what Node 20 printed for
/// `new URL("taporlink://answer?" + QUERY).searchParams.get(NAME)`, then
/// read as a number for `x` and `y`.
@Suite("Page script answers: read as a browser reads them, numbers strictly")
struct PageScriptMessageReadingTests {
  struct Read: Sendable, CustomStringConvertible {
    var query: String
    var kind: String
    var x: Double
    var y: Double
    var phase: String
    var description: String { query }
  }

  static let browserReadings: [Read] = [
    // URLSearchParams.get takes the first of repeated names.
    Read(query: "kind=link&x=1&x=2&y=3", kind: "link", x: 1, y: 3, phase: ""),
    Read(query: "kind=link&y=2&x=3&kind=content", kind: "link", x: 3, y: 2, phase: ""),
    Read(
      query: "kind=%6C%69%6E%6B&x=4&y=5&phase=end&phase=start", kind: "link", x: 4, y: 5,
      phase: "end"),
    // Escapes are decoded, in values and in names.
    Read(query: "kind=li%6Ek&x=%31%32&y=3", kind: "link", x: 12, y: 3, phase: ""),
    Read(query: "k%69nd=link&x=1&y=2", kind: "link", x: 1, y: 2, phase: ""),
    // `+` is a space.
    Read(query: "kind=link&x=1&y=2&phase=touch+end", kind: "link", x: 1, y: 2, phase: "touch end"),
    Read(
      query: "kind=unknown&x=1&y=1&phase=maybe+not", kind: "unknown", x: 1, y: 1, phase: "maybe not"
    ),
    // Empty pieces are skipped; a value runs to the end of its piece; an
    // empty name is a name; the fragment is not the query.
    Read(query: "&&kind=link&&x=1&y=2&", kind: "link", x: 1, y: 2, phase: ""),
    Read(query: "kind=link&x=1&y=2&phase=end=x", kind: "link", x: 1, y: 2, phase: "end=x"),
    Read(query: "=link&kind=content&x=1&y=2", kind: "content", x: 1, y: 2, phase: ""),
    Read(query: "kind=link&x=1&y=2#y=9", kind: "link", x: 1, y: 2, phase: ""),
    // Numbers as JSON writes them, which is what JavaScript prints.
    Read(query: "kind=content&x=-3.5&y=1E3", kind: "content", x: -3.5, y: 1000, phase: ""),
    Read(query: "kind=link&x=1e-7&y=0", kind: "link", x: 1e-7, y: 0, phase: ""),
    Read(query: "kind=link&x=-0&y=0.25", kind: "link", x: 0, y: 0.25, phase: ""),
    Read(
      query: "kind=link&x=0.30000000000000004&y=5e-324", kind: "link", x: 0.1 + 0.2,
      y: .leastNonzeroMagnitude, phase: ""),
  ]

  @Test("a bridge URL reads as URLSearchParams reads it", arguments: browserReadings)
  func readsAsABrowser(_ read: Read) throws {
    let message = try PageScriptMessage(readingBridgeURL: "taporlink://answer?" + read.query)
    #expect(
      message
        == PageScriptMessage(
          kind: AnswerKind(rawValue: read.kind)!, point: Point(x: read.x, y: read.y),
          phase: read.phase)
    )
  }

  static let refusedQueries: [(String, PageScriptRefusal)] = [
    // Not plain decimal numbers, though Swift's `Double(_:)` reads some.
    ("kind=link&x=0x1p4&y=1", .notANumber(field: "x", text: "0x1p4")),
    ("kind=link&x=0x10&y=1", .notANumber(field: "x", text: "0x10")),
    ("kind=link&x=true&y=1", .notANumber(field: "x", text: "true")),
    ("kind=link&x=Infinity&y=1", .notANumber(field: "x", text: "Infinity")),
    ("kind=link&x=inf&y=1", .notANumber(field: "x", text: "inf")),
    ("kind=link&x=1&y=NaN", .notANumber(field: "y", text: "NaN")),
    ("kind=link&x=1&y=nan", .notANumber(field: "y", text: "nan")),
    ("kind=link&x=&y=1", .notANumber(field: "x", text: "")),
    ("kind=link&x&y=1", .notANumber(field: "x", text: "")),
    ("kind=link&x=%2B5&y=1", .notANumber(field: "x", text: "+5")),
    ("kind=link&x=+5&y=1", .notANumber(field: "x", text: " 5")),
    ("kind=link&x=%205&y=1", .notANumber(field: "x", text: " 5")),
    ("kind=link&x=.5&y=1", .notANumber(field: "x", text: ".5")),
    ("kind=link&x=5.&y=1", .notANumber(field: "x", text: "5.")),
    ("kind=link&x=05&y=1", .notANumber(field: "x", text: "05")),
    ("kind=link&x=1e&y=1", .notANumber(field: "x", text: "1e")),
    ("kind=link&x=--1&y=1", .notANumber(field: "x", text: "--1")),
    ("kind=link&x=1_000&y=1", .notANumber(field: "x", text: "1_000")),
    ("kind=link&x=%EF%BC%91&y=1", .notANumber(field: "x", text: "１")),
    // JavaScript writes 10²¹ as `1e+21`; a browser reads its `+` as a space.
    ("kind=link&x=1e+21&y=1", .notANumber(field: "x", text: "1e 21")),
    ("kind=link&x=1e400&y=1", .notFinite(field: "x")),
    ("kind=link&x=1&y=-1e309", .notFinite(field: "y")),
    // Escapes a browser would repair.
    ("kind=li%zznk&x=1&y=1", .brokenEscape(field: "kind")),
    ("kind=%FF&x=1&y=1", .brokenEscape(field: "kind")),
    ("kind=link&x=1%&y=1", .brokenEscape(field: "x")),
    ("kind=link&x=1&y=1&phase=%C3", .brokenEscape(field: "phase")),
    // Missing fields; a repeated field never fills in a broken first one.
    ("x=1&y=1", .missing(field: "kind")),
    ("kind=link&y=1", .missing(field: "x")),
    ("kind=link&x=1", .missing(field: "y")),
    ("kind=link&x=%zz&x=1&y=1", .brokenEscape(field: "x")),
  ]

  @Test("hostile numbers and escapes are refused, with the reason")
  func refusals() {
    for (query, reason) in Self.refusedQueries {
      #expect(
        throws: reason, "\(query)",
        performing: { try PageScriptMessage(readingBridgeURL: "taporlink://answer?" + query) })
      #expect(PageScriptMessage(bridgeURL: "taporlink://answer?" + query) == nil, "\(query)")
    }
  }

  @Test("a URL that is no answer, or too long, is refused")
  func notAnswers() {
    for url in [
      "", "taporlink://answer", "taporlink://navigation?kind=push&url=a",
      "https://example.com/?kind=link&x=1&y=1", "taporlink://answers?kind=link&x=1&y=1",
    ] {
      #expect(throws: PageScriptRefusal.notAnAnswer, "\(url)") {
        try PageScriptMessage(readingBridgeURL: url)
      }
    }
    #expect(
      (try? PageScriptMessage(readingBridgeURL: "TapOrLink://ANSWER?kind=link&x=1&y=2"))?.kind
        == .link)
    let long = "taporlink://answer?kind=link&x=1&y=2&p=" + String(repeating: "a", count: 600)
    #expect(
      throws: PageScriptRefusal.tooLong(
        what: "the bridge URL", bytes: long.utf8.count, limit: 512)
    ) { try PageScriptMessage(readingBridgeURL: long) }
    // Pieces after the 16th are not read.
    let padded =
      "taporlink://answer?" + (1...16).map { "p\($0)=0" }.joined(separator: "&")
      + "&kind=link&x=1&y=1"
    #expect(throws: PageScriptRefusal.missing(field: "kind")) {
      try PageScriptMessage(readingBridgeURL: padded)
    }
  }

  @Test("a body follows the same rules: no booleans or text as numbers")
  func bodies() throws {
    let expected = PageScriptMessage(kind: .link, point: Point(x: 12, y: 40.5), phase: "end")
    let accepted: [[String: Any]] = [
      ["kind": "link", "x": 12, "y": 40.5, "phase": "end"],
      ["kind": "link", "x": NSNumber(value: 12), "y": NSNumber(value: 40.5), "phase": "end"],
      ["kind": "link", "x": Float(12), "y": 40.5, "phase": "end"],
    ]
    for body in accepted {
      #expect(try PageScriptMessage(reading: body) == expected, "\(body)")
    }
    #expect(try PageScriptMessage(reading: ["kind": "link", "x": 1, "y": 2]).phase == "")

    let refused: [([String: Any], PageScriptRefusal)] = [
      (
        ["kind": "link", "x": NSNumber(value: true), "y": 3],
        .wrongType(field: "x", expected: "a number", found: "a boolean")
      ),
      (
        ["kind": "link", "x": 3, "y": false],
        .wrongType(field: "y", expected: "a number", found: "a boolean")
      ),
      (
        ["kind": "link", "x": "12", "y": 3],
        .wrongType(field: "x", expected: "a number", found: "text")
      ),
      (
        ["kind": "link", "x": NSNull(), "y": 3],
        .wrongType(field: "x", expected: "a number", found: "null")
      ),
      (["kind": "link", "x": Double.nan, "y": 3], .notFinite(field: "x")),
      (["kind": "link", "x": 1, "y": -Double.infinity], .notFinite(field: "y")),
      (["kind": "link", "y": 3], .missing(field: "x")),
      (["x": 1, "y": 3], .notAnAnswer),
      (
        ["kind": true, "x": 1, "y": 3],
        .wrongType(field: "kind", expected: "text", found: "a boolean")
      ),
      (
        ["kind": "link", "x": 1, "y": 3, "phase": 2],
        .wrongType(field: "phase", expected: "text", found: "a number")
      ),
      (
        ["kind": String(repeating: "k", count: 65), "x": 1, "y": 3],
        .tooLong(what: "`kind`", bytes: 65, limit: 64)
      ),
    ]
    for (body, reason) in refused {
      #expect(throws: reason, "\(body)") { try PageScriptMessage(reading: body) }
      #expect(PageScriptMessage(body: body) == nil, "\(body)")
    }
  }

  @Test("a reason is one safe line, quoting little of the page's text")
  func descriptions() {
    #expect(
      PageScriptRefusal.notANumber(field: "x", text: "0x1p4").description
        == "`x` is `0x1p4`, not a plain decimal number (such as 12, -3.5 or 1e3)")
    #expect(
      PageScriptRefusal.notANumber(field: "y", text: "").description == "`y` is empty, not a number"
    )
    let hostile = PageScriptRefusal.notANumber(
      field: "x", text: "\u{1B}]52;c;AAAA\u{07}\u{202E}" + String(repeating: "9", count: 100))
    #expect(
      hostile.description
        == "`x` is `\\u{1B}]52;c;AAAA\\u{7}\\u{202E}99999999999…`, not a plain decimal number (such as 12, -3.5 or 1e3)"
    )
    #expect(
      PageScriptRefusal.wrongType(field: "x", expected: "a number", found: "a boolean").description
        == "`x` is a boolean, not a number")
  }

  @Test("a control answer's kind is read with the same care, in a body and in a bridge URL")
  func controlField() throws {
    let body = try PageScriptMessage(
      reading: ["kind": "control", "control": "toggle", "x": 1, "y": 2, "phase": "click"])
    #expect(body.answer(for: .point(.zero)).words == "control toggle")
    #expect(
      try PageScriptMessage(reading: ["kind": "link", "control": "toggle", "x": 1, "y": 2])
        .answer(for: .point(.zero)).words == "link")
    #expect(
      try PageScriptMessage(reading: ["kind": "link", "control": "bogus", "x": 1, "y": 2]).control
        == nil)
    #expect(throws: PageScriptRefusal.unknownWord(field: "control", text: "bogus")) {
      try PageScriptMessage(reading: ["kind": "control", "control": "bogus", "x": 1, "y": 2])
    }
    #expect(
      throws: PageScriptRefusal.wrongType(field: "control", expected: "text", found: "a number")
    ) {
      try PageScriptMessage(reading: ["kind": "control", "control": 3, "x": 1, "y": 2])
    }
    let long = String(repeating: "b", count: 65)
    #expect(throws: PageScriptRefusal.tooLong(what: "`control`", bytes: 65, limit: 64)) {
      try PageScriptMessage(reading: ["kind": "control", "control": long, "x": 1, "y": 2])
    }
    let url = try PageScriptMessage(
      readingBridgeURL: "taporlink://answer?kind=control&x=1&y=2&phase=click&control=field")
    #expect(url.answer(for: .point(.zero)).words == "control field")
    #expect(
      PageScriptRefusal.unknownWord(field: "kind", text: "maybe").description
        == "`kind` is `maybe`, a word the engine does not know")
    #expect(throws: PageScriptRefusal.brokenEscape(field: "control")) {
      try PageScriptMessage(readingBridgeURL: "taporlink://answer?kind=control&x=1&y=2&control=%zz")
    }
  }
}
