/// The parts of a URL the engine needs: its scheme, and for hierarchical
/// URLs its host and port.
///
/// A deliberately small parser (RFC 3986's generic syntax) so that answers do
/// not depend on the platform's URL type. A URL without a valid scheme is
/// unparseable.
public struct RequestURL: Hashable, Sendable {
  /// The scheme, lowercased (`https`, `nativeaction`).
  public let scheme: String
  /// What follows `scheme:` verbatim.
  public let remainder: String
  /// The host, lowercased, when the URL has an authority (`//host`).
  public let host: String?
  /// The explicit port, when one is written.
  public let port: Int?

  /// Parses a URL; `nil` when it has no valid scheme or a malformed port.
  public init?(_ text: String) {
    guard let scheme = RequestURL.scheme(of: text), let colon = text.firstIndex(of: ":") else {
      return nil
    }
    guard !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { return nil }
    self.scheme = scheme
    let rest = text[text.index(after: colon)...]
    self.remainder = String(rest)
    guard rest.hasPrefix("//") else {
      host = nil
      port = nil
      return
    }
    let authorityStart = rest.index(rest.startIndex, offsetBy: 2)
    let authorityEnd =
      rest[authorityStart...].firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" })
      ?? rest.endIndex
    var authority = rest[authorityStart..<authorityEnd]
    if let at = authority.lastIndex(of: "@") {
      authority = authority[authority.index(after: at)...]
    }
    var hostPart = authority
    var portText: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      hostPart = authority[...close]
      let after = authority[authority.index(after: close)...]
      if after.hasPrefix(":") { portText = after.dropFirst() }
    } else if let portColon = authority.lastIndex(of: ":") {
      hostPart = authority[..<portColon]
      portText = authority[authority.index(after: portColon)...]
    }
    if let portText, !portText.isEmpty {
      guard portText.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(portText),
        value <= 65535
      else { return nil }
      port = value
    } else {
      port = nil
    }
    host = hostPart.lowercased()
  }

  /// The part after `scheme:` and an optional `//`, up to the first `/`,
  /// `?` or `#`: the action name of a bridge URL such as
  /// `nativeaction://hideShow`. Case is kept.
  public var leadingName: String { RequestURL.leadingName(of: "\(scheme):\(remainder)") }

  /// The scheme of URL text, lowercased, read from the text before the first
  /// `:` alone (whatever follows it); `nil` when that is not a valid scheme
  /// (a letter, then letters, digits, `+`, `-` or `.`).
  public static func scheme(of text: String) -> String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<colon]
    guard let first = scheme.unicodeScalars.first, first.isASCIILetter,
      scheme.unicodeScalars.allSatisfy({
        $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
      })
    else { return nil }
    return scheme.lowercased()
  }

  /// The leading name of URL text (see ``leadingName``), read without
  /// parsing the rest: after the first `:` and an optional `//`, up to the
  /// first `/`, `?` or `#`.
  public static func leadingName(of text: String) -> String {
    guard let colon = text.firstIndex(of: ":") else { return "" }
    var rest = text[text.index(after: colon)...]
    if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
    let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The origin (`scheme://host[:port]`), or `nil` when the URL has no host.
  public var origin: Origin? {
    guard let host, !host.isEmpty else { return nil }
    return Origin(scheme: scheme, host: host, port: port)
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self)
  }
}
