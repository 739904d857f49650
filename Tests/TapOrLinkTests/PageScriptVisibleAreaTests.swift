import Foundation
import TapOrLink
import TapOrLinkPageScript
import Testing

/// The visible area an answer carries (the top window's `visualViewport`),
/// read as strictly as the point, and the point mapped into the web view's
/// points with it.
@Suite("Page script answers: the visible area, and the point in the web view")
struct PageScriptVisibleAreaTests {
  static let zoomedOut = Rect(
    origin: Point(x: 0, y: 0), size: Size(width: 979.9999389648438, height: 1742.22216796875))

  @Test("a body and a bridge URL carry the same visible area")
  func bothForms() throws {
    let body: [String: Any] = [
      "kind": "content", "x": 272, "y": 100.5, "phase": "start", "visualLeft": 0,
      "visualTop": 0, "visualWidth": 979.9999389648438, "visualHeight": 1742.22216796875,
    ]
    let url =
      "taporlink://answer?kind=content&x=272&y=100.5&phase=start&visualLeft=0&visualTop=0"
      + "&visualWidth=979.9999389648438&visualHeight=1742.22216796875"
    let expected = PageScriptMessage(
      kind: .content, point: Point(x: 272, y: 100.5), phase: "start",
      visibleArea: Self.zoomedOut)
    #expect(try PageScriptMessage(reading: body) == expected)
    #expect(try PageScriptMessage(readingBridgeURL: url) == expected)
    #expect(PageScriptReport(bridgeURL: url) == .answer(expected))
  }

  @Test("the longest answer the script writes fits the bridge URL's limit")
  func longestURL() throws {
    // Numbers as long as JavaScript writes finite ones in the allowed range.
    let long = "-0.00012345678901234567"
    let url =
      "taporlink://answer?kind=content&x=\(long)&y=\(long)&phase=demand&visualLeft=\(long)"
      + "&visualTop=\(long)&visualWidth=999999.1234567891&visualHeight=999999.1234567891"
    #expect(url.utf8.count < PageScriptMessage.maximumBridgeURLLength / 2)
    #expect(
      try PageScriptMessage(readingBridgeURL: url).visibleArea?.size.width == 999999.1234567891)
  }

  @Test("an old script's message has no visible area, and its point stays as it is")
  func oldMessages() throws {
    let body = try PageScriptMessage(reading: ["kind": "link", "x": 12, "y": 40, "phase": "end"])
    let url = try PageScriptMessage(
      readingBridgeURL: "taporlink://answer?kind=link&x=12&y=40&phase=end")
    for message in [body, url] {
      #expect(message.visibleArea == nil)
      #expect(message.point(inViewOf: Size(width: 360, height: 640)) == Point(x: 12, y: 40))
      #expect(message.subject(inViewOf: Size(width: 360, height: 640)) == message.subject)
    }
  }

  @Test("the point is mapped by the view's width over the visible area's, from its origin")
  func mapping() {
    let view = Size(width: 360, height: 640)
    let zoomedOut = PageScriptMessage(
      kind: .content, point: Point(x: 490, y: 980), phase: "end", visibleArea: Self.zoomedOut)
    let mapped = zoomedOut.point(inViewOf: view)
    #expect(abs(mapped.x - 180) < 1e-4 && abs(mapped.y - 360) < 1e-4, "\(mapped)")
    // Pinch-zoomed 2.5 times, the visible area scrolled to (24, 100).
    let pinched = PageScriptMessage(
      kind: .content, point: Point(x: 44, y: 124), phase: "end",
      visibleArea: Rect(origin: Point(x: 24, y: 100), size: Size(width: 144, height: 256)))
    #expect(pinched.point(inViewOf: view) == Point(x: 50, y: 60))
    // WebKitGTK at zoom level 0.3673: CSS px grow, `scale` stays 1.
    let gtk = PageScriptMessage(
      kind: .content, point: Point(x: 520, y: 319), phase: "end",
      visibleArea: Rect(
        origin: Point(x: 0, y: 0), size: Size(width: 980.125244140625, height: 1742.44482421875)))
    let screen = gtk.point(inViewOf: view)
    #expect(abs(screen.x - 191) < 0.1 && abs(screen.y - 117.2) < 0.1, "\(screen)")
  }

  @Test("a view before layout, or a point no touch can be at, is left as it is")
  func unmapped() {
    let message = PageScriptMessage(
      kind: .content, point: Point(x: 490, y: 980), phase: "end", visibleArea: Self.zoomedOut)
    for size in [
      Size(width: 0, height: 0), Size(width: -360, height: 640),
      Size(width: .infinity, height: 640), Size(width: .nan, height: 640),
    ] {
      #expect(message.point(inViewOf: size) == message.point, "\(size)")
    }
    let far = PageScriptMessage(
      kind: .content, point: Point(x: .greatestFiniteMagnitude, y: 1), phase: "end",
      visibleArea: Rect(origin: Point(x: -1e6, y: 0), size: Size(width: 1, height: 1)))
    #expect(far.point(inViewOf: Size(width: 360, height: 640)) == far.point)
  }

  static var area: [String: Any] {
    ["visualLeft": 0, "visualTop": 0, "visualWidth": 980, "visualHeight": 1742]
  }

  @Test("hostile values in a body are refused, with the reason")
  func hostileBodies() {
    let refused: [([String: Any], PageScriptRefusal)] = [
      (
        ["visualLeft": true],
        .wrongType(field: "visualLeft", expected: "a number", found: "a boolean")
      ),
      (["visualTop": "0"], .wrongType(field: "visualTop", expected: "a number", found: "text")),
      (
        ["visualWidth": NSNull()],
        .wrongType(field: "visualWidth", expected: "a number", found: "null")
      ),
      (["visualHeight": Double.infinity], .notFinite(field: "visualHeight")),
      (["visualLeft": Double.nan], .notFinite(field: "visualLeft")),
      (["visualWidth": 0], .outOfRange(field: "visualWidth", value: 0, lowest: 1, highest: 1e6)),
      (
        ["visualWidth": -980],
        .outOfRange(field: "visualWidth", value: -980, lowest: 1, highest: 1e6)
      ),
      (
        ["visualHeight": 0.5],
        .outOfRange(field: "visualHeight", value: 0.5, lowest: 1, highest: 1e6)
      ),
      (
        ["visualHeight": 1e300],
        .outOfRange(field: "visualHeight", value: 1e300, lowest: 1, highest: 1e6)
      ),
      (
        ["visualTop": -2e6],
        .outOfRange(field: "visualTop", value: -2e6, lowest: -1e6, highest: 1e6)
      ),
    ]
    for (replaced, reason) in refused {
      var body: [String: Any] = ["kind": "content", "x": 1, "y": 2, "phase": "end"]
      body.merge(Self.area) { given, _ in given }
      body.merge(replaced) { _, new in new }
      #expect(throws: reason, "\(replaced)") { try PageScriptMessage(reading: body) }
      #expect(PageScriptMessage(body: body) == nil, "\(replaced)")
    }
  }

  @Test("all four fields or none: a body or URL with some of them names the first missing")
  func partial() {
    let body: [String: Any] = ["kind": "content", "x": 1, "y": 2, "visualWidth": 980]
    #expect(throws: PageScriptRefusal.missing(field: "visualLeft")) {
      try PageScriptMessage(reading: body)
    }
    #expect(throws: PageScriptRefusal.missing(field: "visualHeight")) {
      try PageScriptMessage(
        readingBridgeURL:
          "taporlink://answer?kind=link&x=1&y=2&visualLeft=0&visualTop=0&visualWidth=980")
    }
  }

  @Test("hostile values in a bridge URL are refused, with the reason")
  func hostileURLs() {
    let base = "taporlink://answer?kind=link&x=1&y=2&phase=end"
    let refused: [(String, PageScriptRefusal)] = [
      (
        "&visualLeft=0x10&visualTop=0&visualWidth=980&visualHeight=1742",
        .notANumber(field: "visualLeft", text: "0x10")
      ),
      (
        "&visualLeft=0&visualTop=+5&visualWidth=980&visualHeight=1742",
        .notANumber(field: "visualTop", text: " 5")
      ),
      (
        "&visualLeft=0&visualTop=0&visualWidth=Infinity&visualHeight=1742",
        .notANumber(field: "visualWidth", text: "Infinity")
      ),
      (
        "&visualLeft=0&visualTop=0&visualWidth=1e400&visualHeight=1742",
        .notFinite(field: "visualWidth")
      ),
      (
        "&visualLeft=0&visualTop=0&visualWidth=980&visualHeight=",
        .notANumber(field: "visualHeight", text: "")
      ),
      (
        "&visualLeft=0&visualTop=0&visualWidth=0&visualHeight=1742",
        .outOfRange(field: "visualWidth", value: 0, lowest: 1, highest: 1e6)
      ),
      (
        "&visualLeft=1000001&visualTop=0&visualWidth=980&visualHeight=1742",
        .outOfRange(field: "visualLeft", value: 1_000_001, lowest: -1e6, highest: 1e6)
      ),
      (
        "&visualLeft=%zz&visualTop=0&visualWidth=980&visualHeight=1742",
        .brokenEscape(field: "visualLeft")
      ),
    ]
    for (query, reason) in refused {
      #expect(throws: reason, "\(query)") { try PageScriptMessage(readingBridgeURL: base + query) }
      #expect(PageScriptMessage(bridgeURL: base + query) == nil, "\(query)")
    }
  }

  @Test("a refusal for a number out of range says the range")
  func description() {
    #expect(
      PageScriptRefusal.outOfRange(field: "visualWidth", value: 0, lowest: 1, highest: 1e6)
        .description == "`visualWidth` is 0, outside 1…1000000")
    #expect(
      PageScriptRefusal.outOfRange(field: "visualTop", value: -2.5e300, lowest: -1e6, highest: 1e6)
        .description == "`visualTop` is -2.5e+300, outside -1000000…1000000")
  }
}
