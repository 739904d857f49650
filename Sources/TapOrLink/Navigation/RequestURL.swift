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
package struct RequestURL: Hashable, Sendable {
  /// The longest URL text read, in UTF-8 bytes (Chromium's limit, 2 MiB);
  /// longer text is unparseable.
  package static let maximumLength = 2 * 1024 * 1024

  /// The scheme, lowercased (`https`, `nativeaction`).
  package let scheme: String
  /// The serialized host (`example.com`, `127.0.0.1`, `[::1]`) of an
  /// `http`, `https`, `ws`, `wss` or `ftp` URL; `nil` for other schemes.
  package let host: String?
  /// The port, when one is written and is not the scheme's default.
  package let port: Int?
  /// Whether the URL has an opaque path (`mailto:x`, `about:blank`): then a
  /// relative URL other than a fragment cannot be read against it.
  package var hasOpaquePath: Bool { tail.opaque != nil }
  /// The user name written before the host's `@` (and before any `:`),
  /// percent-encoded; empty when there is none.
  package let username: String
  /// The password (after the user name's `:`), percent-encoded; empty when
  /// there is none.
  package let password: String
  /// The host of a `file` URL (empty for none or `localhost`) or the opaque
  /// host of a URL of another scheme that is not special (`app://host/x`);
  /// `nil` for the special schemes with an origin (see ``host``) and for
  /// URLs without a host.
  let otherHost: String?
  /// The path, query and fragment, percent-encoded, with `.` and `..`
  /// segments resolved.
  let tail: URLPath

  /// The path as the URL Standard serializes it (`/a/b`, `/` for
  /// `https://example.com`, empty for `app://host`), or the opaque path
  /// (`x` in `mailto:x`).
  package var path: String { tail.serializedPath }
  /// The query, without its `?`; `nil` when there is none.
  package var query: String? { tail.query }
  /// The fragment, without its `#`; `nil` when there is none.
  package var fragment: String? { tail.fragment }

  /// The URL as the URL Standard serializes it (its `href`): scheme,
  /// user name and password, host, port, path, query and fragment, each
  /// as read (`HTTPS://A.com:443/x/../y` is `https://a.com/y`). A relative
  /// URL read against a page comes out whole. Exact for the special
  /// schemes (`http`, `https`, `ws`, `wss`, `ftp`, `file`); for the others
  /// an empty host (`app:///x`) is written as none (`app:/x`).
  package var href: String { serialized(withUserinfo: true) }

  /// ``href`` without the user name and password (`https://user@a.com/x`
  /// is `https://a.com/x`): where the URL loads from, as a list of URL
  /// prefixes compares it.
  package var hrefWithoutUserinfo: String { serialized(withUserinfo: false) }

  /// About the bytes this reading keeps: each string's bytes (beyond the
  /// 15 a string holds inline) and the room of each path segment, so
  /// that a path of many short segments counts what it keeps too.
  ///
  /// - Complexity: O(s) in the path's segments.
  package var storedBytes: Int {
    func heap(_ text: String?) -> Int {
      guard let count = text?.utf8.count, count > 15 else { return 0 }
      return count
    }
    var bytes = MemoryLayout<RequestURL>.stride
    bytes += heap(scheme) + heap(host) + heap(username) + heap(password) + heap(otherHost)
    bytes += heap(tail.opaque) + heap(tail.query) + heap(tail.fragment)
    bytes += tail.segments.count * MemoryLayout<String>.stride
    for segment in tail.segments { bytes += heap(segment) }
    return bytes
  }

  /// Whether the URL has a user name or a password.
  package var hasUserinfo: Bool { !username.isEmpty || !password.isEmpty }

  /// The URL as the URL Standard serializes it, with or without its user
  /// info.
  private func serialized(withUserinfo: Bool) -> String {
    var text = scheme + ":"
    let authority = host ?? otherHost
    if let authority {
      text += "//"
      if withUserinfo, hasUserinfo {
        text += username
        if !password.isEmpty { text += ":" + password }
        text += "@"
      }
      text += authority
      if let port { text += ":" + String(port) }
    } else if tail.opaque == nil, tail.segments.count > 1, tail.segments[0].isEmpty {
      // A path starting `//` with no host would read as a host: the
      // standard writes `/.` before it.
      text += "/."
    }
    text += tail.serializedPath
    if let query = tail.query { text += "?" + query }
    if let fragment = tail.fragment { text += "#" + fragment }
    return text
  }

  private init(
    scheme: String, host: String?, port: Int?, username: String = "", password: String = "",
    otherHost: String? = nil, tail: URLPath
  ) {
    self.scheme = scheme
    self.host = host
    self.port = port
    self.username = username
    self.password = password
    self.otherHost = otherHost
    self.tail = tail
  }

  /// This URL with another path, query and fragment.
  private func with(_ tail: URLPath) -> RequestURL {
    RequestURL(
      scheme: scheme, host: host, port: port, username: username, password: password,
      otherHost: otherHost, tail: tail)
  }

  /// Reads URL text, relative URLs against `base`.
  ///
  /// - Parameters:
  ///   - text: the URL as written.
  ///   - base: the URL a relative URL (`/next`, `next.html`, `//host/x`,
  ///     `?q`, `#f`) is read against, usually the current page.
  /// - Returns: `nil` when the text is not a URL (a relative URL without a
  ///   base, an invalid host or port), or needs IDNA.
  package init?(_ text: String, relativeTo base: RequestURL? = nil) {
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
      if let base, base.scheme == "file", rest.first?.isSlash(special: true) != true {
        // `file:x` against a `file` page: relative to it.
        self.init(relative: rest, base: base)
      } else {
        self.init(file: rest, base: base)
      }
    } else if URLText.isSpecial(scheme) {
      if let base, base.scheme == scheme, !Self.startsWithTwoSlashes(rest, special: true) {
        // Same special scheme as the base, no authority: relative to it.
        self.init(relative: rest, base: base)
      } else {
        self.init(scheme: scheme, authorityAndPath: Self.droppingSlashes(rest))
      }
    } else if Self.startsWithTwoSlashes(rest, special: false) {
      self.init(scheme: scheme, authorityAndPath: rest.dropFirst(2))
    } else if rest.first == "/" {
      self.init(
        scheme: scheme, host: nil, port: nil, tail: URLPath.reading(rest, special: false))
    } else {
      self.init(scheme: scheme, host: nil, port: nil, tail: URLPath.readingOpaque(rest))
    }
  }

  /// A URL whose authority (`userinfo@host:port`) starts `text`, its path
  /// after it.
  private init?(scheme: String, authorityAndPath text: ArraySlice<Unicode.Scalar>) {
    let special = URLText.isSpecial(scheme)
    let end = text.firstIndex { Self.isDelimiter($0, special: special) } ?? text.endIndex
    guard let authority = Self.authority(text[..<end], scheme: scheme) else { return nil }
    self.init(
      scheme: scheme, host: special ? authority.host : nil, port: authority.port,
      username: authority.username, password: authority.password,
      otherHost: special ? nil : authority.opaqueHost,
      tail: URLPath.reading(text[end...], special: special))
  }

  /// A `file` URL: what follows `file:` in `text`, not relative to a
  /// `file` base (see the caller).
  private init?(file text: ArraySlice<Unicode.Scalar>, base: RequestURL?) {
    guard Self.startsWithTwoSlashes(text, special: true) else {
      // `file:/x` or `file:x`: no host (or the base's, for `/x`).
      let host = base?.scheme == "file" ? base?.otherHost ?? "" : ""
      self.init(
        scheme: "file", host: nil, port: nil, otherHost: host,
        tail: URLPath.reading(text, special: true))
      return
    }
    let rest = text.dropFirst(2)
    let end = rest.firstIndex { Self.isDelimiter($0, special: true) } ?? rest.endIndex
    let hostText = rest[..<end]
    if Self.isDriveLetter(hostText) {
      // `file://C:/x`: the drive is the path's first segment.
      self.init(
        scheme: "file", host: nil, port: nil, otherHost: "",
        tail: URLPath.reading(rest, special: true, dropSlash: false))
      return
    }
    var host = ""
    if !hostText.isEmpty {
      guard let special = URLHost.special(hostText) else { return nil }
      host = special == "localhost" ? "" : special
    }
    self.init(
      scheme: "file", host: nil, port: nil, otherHost: host,
      tail: URLPath.reading(rest[end...], special: true))
  }

  /// A URL without a scheme (or with its base's special scheme and no
  /// authority), read against `base`.
  private init?(relative input: ArraySlice<Unicode.Scalar>, base: RequestURL) {
    let special = URLText.isSpecial(base.scheme)
    if base.hasOpaquePath {
      guard input.first == "#" else { return nil }
      var tail = base.tail
      tail.fragment = nil
      tail.readQueryAndFragment(input, special: false)
      self = base.with(tail)
      return
    }
    if Self.startsWithTwoSlashes(input, special: special) {
      if base.scheme == "file" {
        self.init(file: input, base: base)
      } else {
        self.init(
          scheme: base.scheme,
          authorityAndPath: special ? Self.droppingSlashes(input) : input.dropFirst(2))
      }
      return
    }
    var tail = URLPath(segments: base.tail.segments)
    switch input.first {
    case nil:
      tail.query = base.tail.query
    case "?":
      tail.readQueryAndFragment(input, special: special)
    case "#":
      tail.query = base.tail.query
      tail.readQueryAndFragment(input, special: special)
    case let first? where first.isSlash(special: special):
      tail = URLPath.reading(input, special: special)
    default:
      tail = URLPath.reading(
        input, special: special, from: URLPath.shortened(base.tail.segments), dropSlash: false)
    }
    self = base.with(tail)
  }

  /// The origin (`scheme://host[:port]`) of an `http`, `https`, `ws`, `wss`
  /// or `ftp` URL; `nil` (an opaque origin) for every other URL.
  package var origin: Origin? {
    guard let host, scheme != "file" else { return nil }
    return Origin(scheme: scheme, host: host, port: port)
  }

  /// Whether a page at this URL can move to `target` within its document
  /// (`history.pushState`, a fragment change) without loading a new one:
  /// the HTML standard's rule for whether a document "can have its URL
  /// rewritten". The scheme, user name, password, host and port must be
  /// the same; then `http` and `https` may change any path, query and
  /// fragment, `file` the query and fragment, and every other scheme only
  /// the fragment.
  package func canBeRewritten(to target: RequestURL) -> Bool {
    guard scheme == target.scheme, username == target.username, password == target.password,
      host == target.host, otherHost == target.otherHost, port == target.port
    else { return false }
    switch scheme {
    case "http", "https": return true
    case "file": return path == target.path
    default: return path == target.path && query == target.query
    }
  }

  /// The scheme of URL text as a browser reads it, lowercased: after
  /// leading C0 controls and spaces, with tabs and newlines removed, the
  /// letters, digits, `+`, `-` and `.` before the first `:`; `nil` when the
  /// text does not start with one (a relative URL, or not a URL).
  /// Reads only as far as the `:`.
  package static func scheme(of text: String) -> String? { URLText.scheme(ofRaw: text) }

  /// The part of URL text after `scheme://` up to the first `/`, `?` or `#`
  /// (in a special scheme also `\`), read as ``init(_:relativeTo:)`` reads
  /// the text (stripped, tabs and newlines removed): the action name of a
  /// bridge URL such as `nativeaction://hideShow`. Case is kept. Empty when
  /// the text has no scheme or no `//` after it (`nativeaction:share`
  /// names no action).
  package static func leadingName(of text: String) -> String {
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

  /// What an authority (`userinfo@host:port`) holds.
  private struct Authority {
    var username = ""
    var password = ""
    /// The serialized host of a special scheme.
    var host: String?
    /// The host of another scheme, as written (percent-encoded as the
    /// standard writes an opaque host); `nil` when empty.
    var opaqueHost: String?
    /// The port other than the scheme's default.
    var port: Int?
  }

  /// Reads an authority (`userinfo@host:port`), the whole of `text`: `nil`
  /// when the host or port is invalid.
  private static func authority(
    _ text: ArraySlice<Unicode.Scalar>, scheme: String
  ) -> Authority? {
    let special = URLText.isSpecial(scheme)
    var authority = Authority()
    var hostAndPort = text
    if let at = hostAndPort.lastIndex(of: "@") {
      let userinfo = text[..<at]
      let colon = userinfo.firstIndex(of: ":") ?? userinfo.endIndex
      authority.username = URLPath.encoded(userinfo[..<colon], .userinfo)
      if colon < userinfo.endIndex {
        authority.password = URLPath.encoded(userinfo[(colon + 1)...], .userinfo)
      }
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
    if let colon {
      let digits = hostAndPort[(colon + 1)...]
      guard digits.allSatisfy(\.isASCIIDigit) else { return nil }
      if !digits.isEmpty {
        let value = digits.reduce(0) { min($0 * 10 + Int($1.value - 0x30), 65536) }
        guard value <= 65535 else { return nil }
        authority.port = value == Origin.defaultPort(for: scheme) ? nil : value
      }
    }
    guard special else {
      guard URLHost.isValidOpaque(hostText) else { return nil }
      authority.opaqueHost = hostText.isEmpty ? nil : URLPath.encoded(hostText, .c0Control)
      return authority
    }
    guard let host = URLHost.special(hostText) else { return nil }
    authority.host = host
    return authority
  }

  /// Whether `text` is a Windows drive letter (`C:` or `C|`).
  private static func isDriveLetter(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
    text.count == 2 && text.first!.isASCIILetter && (text.last == ":" || text.last == "|")
  }
}
