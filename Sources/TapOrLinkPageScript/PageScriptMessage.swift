import TapOrLink

/// One answer the page script posted, read from a script message body or a
/// bridge URL, ready for `TapOverlay.pageAnswered(kindNamed:for:at:)`.
///
/// The kind is kept as text: the engine reports a kind it does not know as a
/// diagnostic rather than this reader dropping it.
public struct PageScriptMessage: Hashable, Sendable {
  /// The kind's name: `link`, `content` or `unknown` from the script.
  public var kind: String
  /// The point, in the top frame's viewport (the web view's coordinates).
  public var point: Point
  /// When the script answered: `start` (touchstart), `end` (touchend) or
  /// `demand`.
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
  /// not one.
  public init?(body: [String: Any]) {
    guard let kind = body["kind"] as? String,
      let x = Self.number(body["x"]), let y = Self.number(body["y"])
    else { return nil }
    self.init(kind: kind, point: Point(x: x, y: y), phase: body["phase"] as? String ?? "")
  }

  /// Reads a bridge URL such as
  /// `taporlink://answer?kind=link&x=12&y=40&phase=end`; `nil` when it is
  /// not one. At most 16 query items are read.
  public init?(bridgeURL: String) {
    let prefix = PageScript.bridgeScheme + "://answer?"
    guard bridgeURL.count <= 512, bridgeURL.lowercased().hasPrefix(prefix) else { return nil }
    var fields: [String: String] = [:]
    for item in bridgeURL.dropFirst(prefix.count).split(separator: "&").prefix(16) {
      let parts = item.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    guard let kind = fields["kind"], let x = fields["x"].flatMap(Double.init),
      let y = fields["y"].flatMap(Double.init), x.isFinite, y.isFinite
    else { return nil }
    self.init(kind: kind, point: Point(x: x, y: y), phase: fields["phase"] ?? "")
  }

  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let double as Double where double.isFinite: double
    case let integer as Int: Double(integer)
    default: nil
    }
  }
}
