import TapOrLink

/// One answer the page script posted, read from a script message body or a
/// bridge URL: its words are read here, at the edge, into an `AnswerKind`,
/// a `ControlKind` and a `Dismissal`, and ``answer(for:)`` is the engine's
/// typed `PageAnswer`. A word it does not know is refused
/// (``PageScriptRefusal/unknownWord(field:text:)``).
///
/// The point is in CSS pixels of the top frame's layout viewport (the
/// page's client coordinates), not in the web view's points: the two agree
/// only on a page shown at scale 1 and not pinch-zoomed. The script also
/// sends the part of that viewport the web view showed (``visibleArea``,
/// the top window's `visualViewport`), and ``point(inViewOf:)`` maps the
/// point into a web view of a given size with it.
///
/// Both forms are read as hostile input, by the same rules: `kind` is
/// text, `x` and `y` are finite numbers (never a boolean, never text in a
/// body; in a bridge URL a plain decimal number), `phase`, `control` and
/// `ends` are text and may be left out (`ends` names a `Dismissal`);
/// `visualLeft`, `visualTop`, `visualWidth` and `visualHeight`
/// are all there or none (a message of an older script), finite numbers
/// by the same rules, the offsets within ±``maximumViewportExtent`` and the
/// sizes from ``minimumViewportSize`` to ``maximumViewportExtent``.
/// ``init(reading:)`` and ``init(readingBridgeURL:)`` say why a message is
/// refused (``PageScriptRefusal``); ``init(body:)`` and
/// ``init(bridgeURL:)`` give `nil` instead.
public struct PageScriptMessage: Hashable, Sendable {
  /// The longest bridge URL read, in UTF-8 bytes: the script's answers are
  /// at most about 280 (140 of names and words, and six numbers of at most
  /// 22 characters each, as JavaScript writes them).
  public static let maximumBridgeURLLength = 512
  /// The longest `kind`, `phase`, `control` or `ends` read from a body, in
  /// UTF-8 bytes (a bridge URL is bounded as a whole).
  public static let maximumFieldLength = 64

  /// The largest offset or size of the visible area read, in CSS px: far
  /// more than any page's viewport.
  public static let maximumViewportExtent = 1_000_000.0
  /// The smallest width or height of the visible area read, in CSS px: a
  /// web view never shows less of a page (browsers zoom in at most 5 or 10
  /// times), and a smaller one would blow a point up past any screen.
  public static let minimumViewportSize = 1.0

  /// The names of the visible area's fields, in the order they are read.
  static let visibleAreaFields = ["visualLeft", "visualTop", "visualWidth", "visualHeight"]

  /// What the page found: the script's `kind`, `link`, `content`,
  /// `control` or `unknown`.
  public var kind: AnswerKind
  /// For a `control` answer, the control's kind (the script's `control`:
  /// `field`, `toggle`, `button`, `select`, `other`); `nil` when the
  /// message names none, and for an answer of another kind.
  public var control: ControlKind?
  /// The point, in CSS pixels of the top frame's layout viewport (the
  /// page's client coordinates), as the page script saw it. The web view's
  /// points are ``point(inViewOf:)``.
  public var point: Point
  /// When the script answered: `start` (touchstart), `end` (touchend),
  /// `click` or `demand`.
  public var phase: String
  /// What the touch-down ended, from a `start` answer: `scroll` when the
  /// page was scrolling on its own (coasting after a flick, or a smooth
  /// scroll still running) and no other finger was down, `selection` when
  /// a text selection showed (the scroll when both held). The script's
  /// `ends`; `nil` when the message has none, as every answer of another
  /// phase and an older script's. The engine's input for it is
  /// `TapInput.dismisses(_:_:)`, about the same subject as the answer.
  public var ends: Dismissal?
  /// The part of the top frame's layout viewport the web view showed, in
  /// CSS pixels: the top window's `visualViewport`, its `offsetLeft` and
  /// `offsetTop` as the origin, its `width` and `height` as the size.
  /// `nil` for a message without it (an older script's, or an engine
  /// without `visualViewport`), which ``point(inViewOf:)`` reads as a page
  /// at scale 1 and not zoomed.
  public var visibleArea: Rect?

  /// Creates a message.
  public init(
    kind: AnswerKind, control: ControlKind? = nil, point: Point, phase: String,
    visibleArea: Rect? = nil, ends: Dismissal? = nil
  ) {
    self.kind = kind
    self.control = kind == .control ? control : nil
    self.point = point
    self.phase = phase
    self.visibleArea = visibleArea
    self.ends = ends
  }

  /// What the touch ended, when this is the script's `touchstart` answer
  /// (`phase` `start`) that says so: the one report of it the engine
  /// takes (`TapInput.dismisses`). An `ends` on any other phase is
  /// not the script's, and is not taken.
  public var endsAtTouchStart: Dismissal? { phase == "start" ? ends : nil }

  /// The engine's answer about `subject`: a `control` answer that names
  /// no control is about a `ControlKind.other` one.
  public func answer(for subject: PageAnswer.Subject) -> PageAnswer {
    guard kind == .control else { return PageAnswer(kind, for: subject) }
    return PageAnswer(control: control ?? .other, for: subject)
  }

  /// The point as it is in the message, CSS pixels of the top frame's
  /// layout viewport: a touch meets it only on a page shown at scale 1 and
  /// not zoomed. Give the engine ``subject(inViewOf:)`` instead.
  public var subject: PageAnswer.Subject { .point(point) }

  /// The subject the engine takes it for: the point in the web view's
  /// points (``point(inViewOf:)``).
  public func subject(inViewOf viewSize: Size) -> PageAnswer.Subject {
    .point(point(inViewOf: viewSize))
  }

  /// The subject for the web view `webView` of `tree`: ``subject(inViewOf:)``
  /// for `viewSize`, or, when it is `nil`, for the web view's frame in the
  /// tree (a web view not in the tree reads as one not laid out: the point
  /// as it is).
  public func subject(forWebView webView: ViewID, in tree: ViewTree, viewSize: Size? = nil)
    -> PageAnswer.Subject
  {
    subject(inViewOf: viewSize ?? tree.frame(of: webView)?.size ?? Size(width: 0, height: 0))
  }

  /// The point in the points of a web view of `viewSize` (its bounds'
  /// size), where its touches are.
  ///
  /// The visible area fills the web view, so a CSS pixel takes
  /// `viewSize.width / visibleArea.width` points, and the point is its
  /// distance from the visible area's origin at that scale. The scale comes
  /// from the two widths rather than from `visualViewport.scale`, which
  /// engines do not agree on (WebKitGTK's zoom level, for one, makes CSS
  /// pixels larger and leaves `scale` at 1); the width alone sets it since
  /// a page is scaled the same both ways, and a web view's height may
  /// include bars the page does not show under.
  ///
  /// The point is returned as it is when the message has no visible area
  /// (an older script's: scale 1, no offset), when `viewSize.width` is not
  /// a positive finite number (a web view before layout), or when the
  /// result would not be finite (a point no touch can be at).
  public func point(inViewOf viewSize: Size) -> Point {
    guard let area = visibleArea, viewSize.width > 0, viewSize.width.isFinite else { return point }
    let scale = viewSize.width / area.size.width
    let mapped = Point(
      x: (point.x - area.origin.x) * scale, y: (point.y - area.origin.y) * scale)
    guard mapped.x.isFinite, mapped.y.isFinite else { return point }
    return mapped
  }

  /// Reads a script message body (`{kind, x, y, phase, ends, visualLeft,
  /// visualTop, visualWidth, visualHeight}`); `nil` when it is not one (see
  /// ``init(reading:)`` for the rules and the reasons).
  public init?(body: [String: Any]) {
    guard let message = try? PageScriptMessage(reading: body) else { return nil }
    self = message
  }

  /// Reads a script message body (`{kind, x, y, phase, ends, visualLeft,
  /// visualTop, visualWidth, visualHeight}`, as WebKit hands a posted
  /// object over).
  ///
  /// `kind`, `phase`, `control` and `ends` must be text of at most
  /// ``maximumFieldLength`` bytes (`phase` may be left out: it reads as
  /// empty; `control` and `ends` may be left out: none); `ends` must name
  /// a `Dismissal`, whatever the answer's kind and phase. `x` and `y` must
  /// be finite numbers: a JavaScript boolean reaches Swift as an
  /// `NSNumber` that reads as 0 or 1, and is refused all the same, as is
  /// text such as `"12"`. The visible area's four fields are numbers by the
  /// same rules, all there or none (see ``visibleArea``), within the
  /// bounds the type's summary gives.
  ///
  /// - Throws: ``PageScriptRefusal``: ``PageScriptRefusal/notAnAnswer``
  ///   without a `kind`, else the first field that is wrong, in the order
  ///   `kind`, `x`, `y`, `phase`, `control`, `ends`, `visualLeft`,
  ///   `visualTop`, `visualWidth`, `visualHeight`.
  public init(reading body: [String: Any]) throws(PageScriptRefusal) {
    guard let kindValue = body["kind"] else { throw .notAnAnswer }
    let kind = try Self.word(
      Self.text(kindValue, field: "kind"), field: "kind", as: AnswerKind.self)
    let x = try PageScriptNumber.read(body["x"], field: "x").get()
    let y = try PageScriptNumber.read(body["y"], field: "y").get()
    let phase = try body["phase"].map { value throws(PageScriptRefusal) in
      try Self.text(value, field: "phase")
    }
    let control = try body["control"].map { value throws(PageScriptRefusal) in
      try Self.text(value, field: "control")
    }.map { text throws(PageScriptRefusal) in try Self.control(text, of: kind) }
    let ends = try body["ends"].map { value throws(PageScriptRefusal) in
      try Self.word(Self.text(value, field: "ends"), field: "ends", as: Dismissal.self)
    }
    let area = try Self.visibleArea(
      has: { body[$0] != nil },
      number: { name throws(PageScriptRefusal) in
        try PageScriptNumber.read(body[name], field: name).get()
      })
    self.init(
      kind: kind, control: control ?? nil, point: Point(x: x, y: y), phase: phase ?? "",
      visibleArea: area, ends: ends)
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
  /// `taporlink://answer?kind=link&x=12&y=40&phase=end`, or a touchstart's
  /// `taporlink://answer?kind=content&x=12&y=40&phase=start&ends=scroll`.
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
  /// `+` a browser reads as a space: no viewport is that large.) The
  /// visible area's four fields (`&visualLeft=0&visualTop=0&visualWidth=980&visualHeight=1742`)
  /// are numbers by the same rules, all there or none, within the bounds
  /// the type's summary gives.
  ///
  /// - Throws: ``PageScriptRefusal``: ``PageScriptRefusal/notAnAnswer``
  ///   for another URL, else the first field that is wrong, in the order
  ///   `kind`, `x`, `y`, `phase`, `control`, `ends`, `visualLeft`,
  ///   `visualTop`, `visualWidth`, `visualHeight`.
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
    guard let kindText = try field("kind") else { throw .missing(field: "kind") }
    let kind = try Self.word(kindText, field: "kind", as: AnswerKind.self)
    guard let xText = try field("x") else { throw .missing(field: "x") }
    let x = try PageScriptNumber.read(xText, field: "x").get()
    guard let yText = try field("y") else { throw .missing(field: "y") }
    let y = try PageScriptNumber.read(yText, field: "y").get()
    let phase = try field("phase") ?? ""
    let control = try field("control").map { text throws(PageScriptRefusal) in
      try Self.control(text, of: kind)
    }
    let ends = try field("ends").map { text throws(PageScriptRefusal) in
      try Self.word(text, field: "ends", as: Dismissal.self)
    }
    let area = try Self.visibleArea(
      has: { query.first($0) != nil },
      number: { name throws(PageScriptRefusal) in
        guard let text = try field(name) else { throw .missing(field: name) }
        return try PageScriptNumber.read(text, field: name).get()
      })
    self.init(
      kind: kind, control: control ?? nil, point: Point(x: x, y: y), phase: phase,
      visibleArea: area, ends: ends)
  }

  /// The visible area, when any of its fields is there (then all must be);
  /// `number` reads a field, or throws why it cannot.
  private static func visibleArea(
    has: (String) -> Bool, number: (String) throws(PageScriptRefusal) -> Double
  ) throws(PageScriptRefusal) -> Rect? {
    guard visibleAreaFields.contains(where: has) else { return nil }
    var values: [Double] = []
    for (index, name) in visibleAreaFields.enumerated() {
      let value = try number(name)
      let lowest = index < 2 ? -maximumViewportExtent : minimumViewportSize
      guard value >= lowest, value <= maximumViewportExtent else {
        throw .outOfRange(field: name, value: value, lowest: lowest, highest: maximumViewportExtent)
      }
      values.append(value)
    }
    return Rect(
      origin: Point(x: values[0], y: values[1]), size: Size(width: values[2], height: values[3]))
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

  /// The word `text` of `field` as a `Word`, or refused.
  private static func word<Word: RawRepresentable<String>>(
    _ text: String, field: String, as: Word.Type
  ) throws(PageScriptRefusal) -> Word {
    guard let word = Word(rawValue: text) else { throw .unknownWord(field: field, text: text) }
    return word
  }

  /// A `control` field's control: read for a `control` answer only (an
  /// answer of another kind names none, and its field is not read).
  private static func control(_ text: String, of kind: AnswerKind) throws(PageScriptRefusal)
    -> ControlKind?
  {
    guard kind == .control else { return nil }
    return try word(text, field: "control", as: ControlKind.self)
  }
}
