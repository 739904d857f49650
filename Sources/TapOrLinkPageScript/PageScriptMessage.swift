import TapOrLink

/// One answer the page script posted, read from a script message body or a
/// bridge URL, ready for `TapOverlay.pageAnswered(kindNamed:for:at:)`.
///
/// The kind is kept as text: the engine reports a kind it does not know as a
/// diagnostic rather than this reader dropping it.
///
/// Both forms are read as hostile input, by the same rules: `kind` is
/// text, `x` and `y` are finite numbers (never a boolean, never text in a
/// body; in a bridge URL a plain decimal number), `phase` is text and may be
/// left out. ``init(reading:)`` and ``init(readingBridgeURL:)`` say why a
/// message is refused (``PageScriptRefusal``); ``init(body:)`` and
/// ``init(bridgeURL:)`` give `nil` instead.
public struct PageScriptMessage: Hashable, Sendable {
  /// The longest bridge URL read, in UTF-8 bytes: the script's answers are
  /// well under 100.
  public static let maximumBridgeURLLength = 512
  /// The longest `kind` or `phase` read from a body, in UTF-8 bytes (a
  /// bridge URL is bounded as a whole).
  public static let maximumFieldLength = 64

  /// The kind's name: `link`, `content` or `unknown` from the script.
  public var kind: String
  /// The point, in the top frame's viewport (the web view's coordinates).
  public var point: Point
  /// When the script answered: `start` (touchstart), `end` (touchend),
  /// `click` or `demand`.
  public var phase: String

  /// Creates a message.
  public init(kind: String, point: Point, phase: String) {
    self.kind = kind
    self.point = point
    self.phase = phase
  }

  /// The subject the engine takes it for: the point.
  public var subject: PageAnswer.Subject { .point(point) }

  /// Reads a script message body (`{kind, x, y, phase}`); `nil` when it is
  /// not one (see ``init(reading:)`` for the rules and the reasons).
  public init?(body: [String: Any]) {
    guard let message = try? PageScriptMessage(reading: body) else { return nil }
    self = message
  }

  /// Reads a script message body (`{kind, x, y, phase}`, as WebKit hands a
  /// posted object over).
  ///
  /// `kind` and `phase` must be text of at most ``maximumFieldLength``
  /// bytes (`phase` may be left out: it reads as empty). `x` and `y` must
  /// be finite numbers: a JavaScript boolean reaches Swift as an
  /// `NSNumber` that reads as 0 or 1, and is refused all the same, as is
  /// text such as `"12"`.
  ///
  /// - Throws: ``PageScriptRefusal``: ``PageScriptRefusal/notAnAnswer``
  ///   without a `kind`, else the first field that is wrong, in the order
  ///   `kind`, `x`, `y`, `phase`.
  public init(reading body: [String: Any]) throws(PageScriptRefusal) {
    guard let kindValue = body["kind"] else { throw .notAnAnswer }
    let kind = try Self.text(kindValue, field: "kind")
    let x = try PageScriptNumber.read(body["x"], field: "x").get()
    let y = try PageScriptNumber.read(body["y"], field: "y").get()
    let phase = try body["phase"].map { value throws(PageScriptRefusal) in
      try Self.text(value, field: "phase")
    }
    self.init(kind: kind, point: Point(x: x, y: y), phase: phase ?? "")
  }

  /// Reads a bridge URL such as
  /// `taporlink://answer?kind=link&x=12&y=40&phase=end`; `nil` when it is
  /// not one (see ``init(readingBridgeURL:)`` for the rules and the
  /// reasons).
  public init?(bridgeURL: String) {
    guard let message = try? PageScriptMessage(readingBridgeURL: bridgeURL) else { return nil }
    self = message
  }

  /// Reads a bridge URL such as
  /// `taporlink://answer?kind=link&x=12&y=40&phase=end`.
  ///
  /// The scheme and host are read case-blind; the URL may be at most
  /// ``maximumBridgeURLLength`` bytes. The query is read as a browser's
  /// `URLSearchParams` reads it: the first of repeated fields counts,
  /// `%XX` escapes are decoded and `+` is a space; a field with an escape
  /// a browser would have to repair is refused, and only the first 16
  /// fields are read. `x` and `y` must be plain decimal numbers as JSON
  /// writes them, which covers everything JavaScript prints for a finite
  /// number: `12`, `-3.5`, `0.25`, `1e-7`, and `1e3` too. Hexadecimal
  /// (`0x1p4`), `+5`, `.5`, `5.`, spaces, `true`, `Infinity`, `NaN`, an
  /// empty value and numbers too large for a `Double` are refused.
  /// (JavaScript writes a coordinate of 10²¹ or more as `1e+21`, whose
  /// `+` a browser reads as a space: no viewport is that large.)
  ///
  /// - Throws: ``PageScriptRefusal``: ``PageScriptRefusal/notAnAnswer``
  ///   for another URL, else the first field that is wrong, in the order
  ///   `kind`, `x`, `y`, `phase`.
  /// - Complexity: O(n) in the URL's length.
  public init(readingBridgeURL bridgeURL: String) throws(PageScriptRefusal) {
    let prefix = PageScript.bridgeScheme + "://answer?"
    let bytes = bridgeURL.utf8
    guard PageScriptQuery.hasPrefix(bridgeURL, caseBlind: prefix) else { throw .notAnAnswer }
    guard bytes.count <= Self.maximumBridgeURLLength else {
      throw .tooLong(
        what: "the bridge URL", bytes: bytes.count, limit: Self.maximumBridgeURLLength)
    }
    let query = PageScriptQuery(Substring(bytes.dropFirst(prefix.utf8.count)))
    func field(_ name: String) throws(PageScriptRefusal) -> String? {
      switch query.first(name) {
      case nil: nil
      case .text(let text): text
      case .broken: throw .brokenEscape(field: name)
      }
    }
    guard let kind = try field("kind") else { throw .missing(field: "kind") }
    guard let xText = try field("x") else { throw .missing(field: "x") }
    let x = try PageScriptNumber.read(xText, field: "x").get()
    guard let yText = try field("y") else { throw .missing(field: "y") }
    let y = try PageScriptNumber.read(yText, field: "y").get()
    let phase = try field("phase") ?? ""
    self.init(kind: kind, point: Point(x: x, y: y), phase: phase)
  }

  /// Text a body's field holds, of at most ``maximumFieldLength`` bytes.
  private static func text(_ value: Any, field: String) throws(PageScriptRefusal) -> String {
    guard let text = value as? String else {
      throw .wrongType(field: field, expected: "text", found: PageScriptNumber.typeName(of: value))
    }
    guard text.utf8.count <= maximumFieldLength else {
      throw .tooLong(what: "`\(field)`", bytes: text.utf8.count, limit: maximumFieldLength)
    }
    return text
  }
}
