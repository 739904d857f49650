import TapOrLink

/// A same-document navigation the page script reported, read from a script
/// message body (`{"navigation": KIND, "url": URL}`) or a bridge URL
/// (`taporlink://navigation?kind=KIND&url=PERCENT-ENCODED-URL`), ready for
/// `TapOverlay.sameDocumentNavigation(to:kind:at:)`.
///
/// Read as hostile input: the kind must be one the engine knows, the URL
/// at most ``maximumURLLength`` UTF-8 bytes, the bridge URL at most
/// ``maximumBridgeURLLength``, with at most 16 query items; anything else
/// is not a navigation (`nil`). Reading costs O(n) in the text's length.
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
      let url = body["url"] as? String, Self.acceptable(url)
    else { return nil }
    self.init(kind: kind, url: url)
  }

  /// Reads a bridge URL; `nil` when it is not a navigation report.
  public init?(bridgeURL: String) {
    let prefix = PageScript.bridgeScheme + "://navigation?"
    let bytes = bridgeURL.utf8
    guard bytes.count <= Self.maximumBridgeURLLength, bytes.count >= prefix.utf8.count,
      String(decoding: bytes.prefix(prefix.utf8.count), as: UTF8.self).lowercased() == prefix
    else { return nil }
    var kindText: Substring?
    var urlText: Substring?
    let query = bridgeURL.utf8.dropFirst(prefix.utf8.count)
    for item in Substring(query).split(separator: "&", omittingEmptySubsequences: false).prefix(16)
    {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "kind":
        guard kindText == nil else { return nil }
        kindText = parts[1]
      case "url":
        guard urlText == nil else { return nil }
        urlText = parts[1]
      default: continue
      }
    }
    guard let kindText, let kind = SameDocumentKind(rawValue: String(kindText)),
      let urlText, let url = Self.percentDecoded(urlText), Self.acceptable(url)
    else { return nil }
    self.init(kind: kind, url: url)
  }

  /// A URL the engine may be given: not empty, not too long, one line.
  private static func acceptable(_ url: String) -> Bool {
    let count = url.utf8.count
    return count > 0 && count <= maximumURLLength
      && !url.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// `text` with `%XX` escapes decoded; `nil` for a broken escape or bytes
  /// that are not UTF-8.
  static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    // Decoding repairs bad UTF-8; a repaired text reads differently.
    let decoded = String(decoding: bytes, as: UTF8.self)
    return decoded.utf8.elementsEqual(bytes) ? decoded : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
