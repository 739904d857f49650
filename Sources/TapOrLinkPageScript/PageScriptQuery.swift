/// The query of a bridge URL (`taporlink://answer?…`,
/// `taporlink://navigation?…`), read as a browser's `URLSearchParams` reads
/// it, so that the app reads what the page meant to send.
///
/// As `URLSearchParams`: the query ends at the first `#`; it is split on
/// `&` and empty pieces are skipped; a piece is `name=value` split at its
/// first `=` (a piece without one is a name with an empty value); in names
/// and values `+` is a space and `%XX` is the byte XX; ``first(_:)`` gives
/// the value of the first piece of that name, as `URLSearchParams.get`
/// does.
///
/// Where `URLSearchParams` would repair a value, the value is refused
/// instead: a `%` not followed by two hex digits (the browser keeps it as it
/// is) or bytes that are not UTF-8 (the browser puts U+FFFD in). The page
/// script's `encodeURIComponent` never writes either, so such a value is
/// not one the page sent. A piece whose name is such is skipped.
///
/// - Complexity: O(n) in the query's length; only the first
///   ``maximumItems`` pieces are read.
struct PageScriptQuery {
  /// How many pieces are read; the rest of the query is not looked at.
  static let maximumItems = 16

  /// What a value read as.
  enum Value: Equatable {
    /// The decoded text.
    case text(String)
    /// The value holds an escape the browser would repair.
    case broken
  }

  private var items: [(name: String, value: Substring)] = []

  /// Reads `query`, the text after the URL's `?`.
  init(_ query: Substring) {
    let query = query.utf8.firstIndex(of: UInt8(ascii: "#")).map { query[..<$0] } ?? query
    var rest = query[...]
    while items.count < Self.maximumItems, !rest.isEmpty {
      let end = rest.utf8.firstIndex(of: UInt8(ascii: "&")) ?? rest.endIndex
      let piece = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
      guard !piece.isEmpty else { continue }
      let equals = piece.utf8.firstIndex(of: UInt8(ascii: "="))
      let rawName = equals.map { piece[..<$0] } ?? piece
      let value = equals.map { piece[piece.utf8.index(after: $0)...] } ?? piece[piece.endIndex...]
      guard case .text(let name) = Self.decoded(rawName) else { continue }
      items.append((name, value))
    }
  }

  /// The value of the first piece named `name`, decoded; `nil` when there
  /// is none.
  func first(_ name: String) -> Value? {
    guard let item = items.first(where: { $0.name == name }) else { return nil }
    return Self.decoded(item.value)
  }

  /// Whether `text` starts with `prefix` (lower-case ASCII), ASCII
  /// letters compared case-blind, as a URL's scheme and host are.
  static func hasPrefix(_ text: String, caseBlind prefix: String) -> Bool {
    let bytes = text.utf8
    guard bytes.count >= prefix.utf8.count else { return false }
    return zip(bytes, prefix.utf8).allSatisfy { given, expected in
      given == expected || ((0x41...0x5A).contains(given) && given + 0x20 == expected)
    }
  }

  /// `text` decoded as `URLSearchParams` decodes it, or ``Value/broken``
  /// where it would repair it.
  static func decoded(_ text: Substring) -> Value {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return .broken }
        bytes.append(high << 4 | low)
      default:
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else { return .broken }
    return .text(decoded)
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
