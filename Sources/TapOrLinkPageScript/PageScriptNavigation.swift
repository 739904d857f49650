import TapOrLink

/// A same-document navigation the page script reported, read from a script
/// message body (`{"navigation": KIND, "url": URL}`) or a bridge URL
/// (`taporlink://navigation?kind=KIND&url=PERCENT-ENCODED-URL`), ready for
/// `TapOverlay.sameDocumentNavigation(to:kind:at:)`.
///
/// Read as hostile input: the kind must be one the engine knows, the URL
/// at most ``maximumURLLength`` UTF-8 bytes, the bridge URL at most
/// ``maximumBridgeURLLength``; anything else is not a navigation (`nil`).
/// A bridge URL's query is read as a browser's `URLSearchParams` reads it,
/// as ``PageScriptMessage/init(readingBridgeURL:)`` says: the first of
/// repeated fields counts, `+` is a space, only the first 16 fields are
/// read, and a field with an escape a browser would repair is refused.
/// A space in the URL is written `%20`, as a browser's URL always writes
/// it (WHATWG URL percent-encodes a space in every part): a report is the
/// address the page moved to, and a scenario step or a flight recording's
/// export holds a URL as one word, which a space would split. Reading
/// costs O(n) in the text's length.
public struct PageScriptNavigation: Hashable, Sendable {
  /// The longest page URL read, in UTF-8 bytes: 8 KiB, longer than any
  /// address a person follows, and what the script itself refuses to send.
  public static let maximumURLLength = 8192
  /// The longest bridge URL read: the page URL percent-encoded (three bytes
  /// a byte at most) and the fixed part.
  public static let maximumBridgeURLLength = 3 * maximumURLLength + 64

  /// How the page moved.
  public var kind: SameDocumentKind
  /// The page's new URL, absolute as the script reports it.
  public var url: String

  /// Creates a report.
  public init(kind: SameDocumentKind, url: String) {
    self.kind = kind
    self.url = url
  }

  /// The navigation, as the engine takes it.
  public var navigation: SameDocumentNavigation { SameDocumentNavigation(to: url, kind: kind) }

  /// Reads a script message body; `nil` when it is not a navigation
  /// report (an answer's `kind`/`x`/`y` keys make it an answer instead).
  public init?(body: [String: Any]) {
    guard body["kind"] == nil, body["x"] == nil, body["y"] == nil,
      let name = body["navigation"] as? String, name.utf8.count <= 16,
      let kind = SameDocumentKind(rawValue: name),
      let text = body["url"] as? String, let url = Self.acceptable(text)
    else { return nil }
    self.init(kind: kind, url: url)
  }

  /// Reads a bridge URL; `nil` when it is not a navigation report.
  public init?(bridgeURL: String) {
    let prefix = PageScript.bridgeScheme + "://navigation?"
    let bytes = bridgeURL.utf8
    guard bytes.count <= Self.maximumBridgeURLLength,
      PageScriptQuery.hasPrefix(bridgeURL, caseBlind: prefix)
    else { return nil }
    let query = PageScriptQuery(Substring(bytes.dropFirst(prefix.utf8.count)))
    guard case .text(let kindText) = query.first("kind"),
      let kind = SameDocumentKind(rawValue: kindText),
      case .text(let text) = query.first("url"), let url = Self.acceptable(text)
    else { return nil }
    self.init(kind: kind, url: url)
  }

  /// The URL the engine is given, or `nil` when it may not be: not
  /// empty, one line (no control character), each space written `%20`,
  /// and then not longer than ``maximumURLLength``.
  private static func acceptable(_ url: String) -> String? {
    guard !url.isEmpty, url.utf8.count <= maximumURLLength,
      !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    guard url.utf8.contains(UInt8(ascii: " ")) else { return url }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(url.utf8.count + 16)
    for byte in url.utf8 {
      if byte == UInt8(ascii: " ") {
        bytes += [UInt8(ascii: "%"), UInt8(ascii: "2"), UInt8(ascii: "0")]
      } else {
        bytes.append(byte)
      }
    }
    guard bytes.count <= maximumURLLength else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
