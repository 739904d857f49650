/// A URL as a browser reads it, as far as the engine decides on it: its
/// scheme, and for the special schemes its host and port, and so its
/// ``origin``.
///
/// The reading follows the WHATWG URL Standard (what web views and Node's
/// `URL` implement), not RFC 3986, because the bridge must judge a URL as
/// the web view will:
///
/// - leading and trailing C0 controls and spaces are stripped, and ASCII
///   tabs and newlines removed anywhere (`" app://go"`, `"ap\tp://go"` have
///   the scheme `app`);
/// - in the special schemes (`http`, `https`, `ws`, `wss`, `ftp`, `file`)
///   `\` is read as `/`, any number of slashes may follow the scheme, and
///   the userinfo ends at the last `@` before the first `/`, `\`, `?` or `#`
///   (`https://evil.com\@example.com/` is on `evil.com`);
/// - the host ends at the first `:` outside brackets, and the port must be
///   all digits, at most 65535; a scheme's default port is dropped
///   (`https://a.com:443` is `https://a.com`);
/// - hosts are percent-decoded and lowercased; IPv4 addresses in any legacy
///   form (`0x7f.1`, `0177.0.0.1`, `2130706433`) are written dotted decimal,
///   and IPv6 addresses in their compressed canonical form; a host with a
///   forbidden code point, an invalid address, or a last label that is a
///   number but not an address is invalid; a trailing dot is kept
///   (`example.com.` is another host than `example.com`);
/// - a URL without a scheme is relative, and is read against a base URL.
///
/// It fails closed: where the standard would need IDNA (a host that is not
/// ASCII after percent-decoding, or has an `xn--` label), or the text is
/// longer than ``maximumLength``, the URL is unparseable, so it has no
/// origin. Only `http`, `https`, `ws`, `wss` and `ftp` URLs have an origin;
/// the standard gives every other URL (`file`, `blob`, custom schemes) an
/// opaque origin, which matches no allowed origin.
///
/// - Complexity: O(n) in the length of the text, without recursion.
public struct RequestURL: Hashable, Sendable {
  /// The longest URL text read, in UTF-8 bytes (Chromium's limit, 2 MiB);
  /// longer text is unparseable.
  public static let maximumLength = 2 * 1024 * 1024

  /// The scheme, lowercased (`https`, `nativeaction`).
  public let scheme: String
  /// The serialized host (`example.com`, `127.0.0.1`, `[::1]`) of an
  /// `http`, `https`, `ws`, `wss` or `ftp` URL; `nil` for other schemes.
  public let host: String?
  /// The port, when one is written and is not the scheme's default.
  public let port: Int?
  /// Whether the URL has an opaque path (`mailto:x`, `about:blank`): then a
  /// relative URL other than a fragment cannot be read against it.
  public let hasOpaquePath: Bool

  private init(scheme: String, host: String?, port: Int?, hasOpaquePath: Bool) {
    self.scheme = scheme
    self.host = host
    self.port = port
    self.hasOpaquePath = hasOpaquePath
  }

  /// Reads URL text, relative URLs against `base`.
  ///
  /// - Parameters:
  ///   - text: the URL as written.
  ///   - base: the URL a relative URL (`/next`, `next.html`, `//host/x`,
  ///     `?q`, `#f`) is read against, usually the current page.
  /// - Returns: `nil` when the text is not a URL (a relative URL without a
  ///   base, an invalid host or port), or needs IDNA.
  public init?(_ text: String, relativeTo base: RequestURL? = nil) {
    guard text.utf8.count <= Self.maximumLength else { return nil }
    let input = URLText.cleaned(text)
    if let (scheme, rest) = URLText.scheme(of: input) {
      self.init(scheme: scheme, rest: input[rest...], base: base)
    } else {
      guard let base else { return nil }
      self.init(relative: input[...], base: base)
    }
  }

  /// A URL with a scheme, what follows its `:` in `rest`.
  private init?(scheme: String, rest: ArraySlice<Unicode.Scalar>, base: RequestURL?) {
    if scheme == "file" {
      guard Self.isValidFile(rest) else { return nil }
      self.init(scheme: scheme, host: nil, port: nil, hasOpaquePath: false)
    } else if URLText.isSpecial(scheme) {
      if let base, base.scheme == scheme, !Self.startsWithTwoSlashes(rest, special: true) {
        // Same special scheme as the base, no authority: relative to it.
        self.init(scheme: scheme, host: base.host, port: base.port, hasOpaquePath: false)
      } else {
        guard let (host, port) = Self.authority(Self.droppingSlashes(rest), scheme: scheme)
        else { return nil }
        self.init(scheme: scheme, host: host, port: port, hasOpaquePath: false)
      }
    } else if Self.startsWithTwoSlashes(rest, special: false) {
      guard Self.authority(rest.dropFirst(2), scheme: scheme) != nil else { return nil }
      self.init(scheme: scheme, host: nil, port: nil, hasOpaquePath: false)
    } else {
      self.init(scheme: scheme, host: nil, port: nil, hasOpaquePath: rest.first != "/")
    }
  }

  /// A URL without a scheme, read against `base`.
  private init?(relative input: ArraySlice<Unicode.Scalar>, base: RequestURL) {
    if base.hasOpaquePath {
      guard input.first == "#" else { return nil }
      self = base
    } else if base.scheme == "file" {
      self.init(scheme: base.scheme, host: nil, port: nil, hasOpaquePath: false)
    } else if URLText.isSpecial(base.scheme) {
      if Self.startsWithTwoSlashes(input, special: true) {
        guard
          let (host, port) = Self.authority(Self.droppingSlashes(input), scheme: base.scheme)
        else { return nil }
        self.init(scheme: base.scheme, host: host, port: port, hasOpaquePath: false)
      } else {
        self.init(scheme: base.scheme, host: base.host, port: base.port, hasOpaquePath: false)
      }
    } else {
      if Self.startsWithTwoSlashes(input, special: false) {
        guard Self.authority(input.dropFirst(2), scheme: base.scheme) != nil else { return nil }
      }
      self.init(scheme: base.scheme, host: nil, port: nil, hasOpaquePath: false)
    }
  }

  /// The origin (`scheme://host[:port]`) of an `http`, `https`, `ws`, `wss`
  /// or `ftp` URL; `nil` (an opaque origin) for every other URL.
  public var origin: Origin? {
    guard let host, scheme != "file" else { return nil }
    return Origin(scheme: scheme, host: host, port: port)
  }

  /// The scheme of URL text as a browser reads it, lowercased: after
  /// leading C0 controls and spaces, with tabs and newlines removed, the
  /// letters, digits, `+`, `-` and `.` before the first `:`; `nil` when the
  /// text does not start with one (a relative URL, or not a URL).
  /// Reads only as far as the `:`.
  public static func scheme(of text: String) -> String? { URLText.scheme(ofRaw: text) }

  /// The part of URL text after `scheme://` up to the first `/`, `?` or `#`
  /// (in a special scheme also `\`), read as ``init(_:relativeTo:)`` reads
  /// the text (stripped, tabs and newlines removed): the action name of a
  /// bridge URL such as `nativeaction://hideShow`. Case is kept. Empty when
  /// the text has no scheme or no `//` after it (`nativeaction:share`
  /// names no action).
  public static func leadingName(of text: String) -> String {
    guard text.utf8.count <= maximumLength else { return "" }
    let input = URLText.cleaned(text)
    guard let (scheme, rest) = URLText.scheme(of: input) else { return "" }
    let special = URLText.isSpecial(scheme)
    guard startsWithTwoSlashes(input[rest...], special: special) else { return "" }
    let name = input[(rest + 2)...]
    let end = name.firstIndex { isDelimiter($0, special: special) } ?? name.endIndex
    return URLText.string(name[..<end])
  }

  // MARK: - Reading

  private static func isDelimiter(_ scalar: Unicode.Scalar, special: Bool) -> Bool {
    scalar == "?" || scalar == "#" || scalar.isSlash(special: special)
  }

  private static func startsWithTwoSlashes(
    _ text: ArraySlice<Unicode.Scalar>, special: Bool
  ) -> Bool {
    text.count >= 2 && text[text.startIndex].isSlash(special: special)
      && text[text.startIndex + 1].isSlash(special: special)
  }

  private static func droppingSlashes(
    _ text: ArraySlice<Unicode.Scalar>
  ) -> ArraySlice<Unicode.Scalar> {
    text.drop { $0.isSlash(special: true) }
  }

  /// Reads an authority (`userinfo@host:port`) at the start of `text`: the
  /// serialized host (special schemes only) and the port other than the
  /// scheme's default; `nil` when the host or port is invalid.
  private static func authority(
    _ text: ArraySlice<Unicode.Scalar>, scheme: String
  ) -> (host: String?, port: Int?)? {
    let special = URLText.isSpecial(scheme)
    let end = text.firstIndex { isDelimiter($0, special: special) } ?? text.endIndex
    var hostAndPort = text[..<end]
    if let at = hostAndPort.lastIndex(of: "@") {
      hostAndPort = hostAndPort[(at + 1)...]
      guard !hostAndPort.isEmpty else { return nil }
    }
    var insideBrackets = false
    var colon: Int?
    for index in hostAndPort.indices {
      switch hostAndPort[index] {
      case "[": insideBrackets = true
      case "]": insideBrackets = false
      case ":" where !insideBrackets: colon = index
      default: continue
      }
      if colon != nil { break }
    }
    let hostText = hostAndPort[..<(colon ?? hostAndPort.endIndex)]
    guard !hostText.isEmpty || (colon == nil && !special) else { return nil }
    var port: Int?
    if let colon {
      let digits = hostAndPort[(colon + 1)...]
      guard digits.allSatisfy(\.isASCIIDigit) else { return nil }
      if !digits.isEmpty {
        let value = digits.reduce(0) { min($0 * 10 + Int($1.value - 0x30), 65536) }
        guard value <= 65535 else { return nil }
        port = value == Origin.defaultPort(for: scheme) ? nil : value
      }
    }
    guard special else {
      return URLHost.isValidOpaque(hostText) ? (nil, port) : nil
    }
    guard let host = URLHost.special(hostText) else { return nil }
    return (host, port)
  }

  /// Whether a `file` URL's host, if it has one, is valid (file URLs have
  /// no origin, so only validity matters).
  private static func isValidFile(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
    guard startsWithTwoSlashes(rest, special: true) else { return true }
    let text = rest.dropFirst(2)
    let end = text.firstIndex { isDelimiter($0, special: true) } ?? text.endIndex
    let host = text[..<end]
    let isDriveLetter =
      host.count == 2 && host.first!.isASCIILetter && (host.last == ":" || host.last == "|")
    return host.isEmpty || isDriveLetter || URLHost.special(host) != nil
  }
}
