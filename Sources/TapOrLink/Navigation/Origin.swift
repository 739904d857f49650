/// A web origin: scheme, host and port, compared the way browsers do.
///
/// Scheme and host compare case-insensitively (both are stored lowercased)
/// and a default port may be written or left out: `https://a.com` and
/// `HTTPS://A.com:443` are the same origin.
///
/// Parsed from text, it is the WHATWG origin of the URL (see
/// `RequestURL`): only `http`, `https`, `ws`, `wss` and `ftp` URLs have
/// one, with the host serialized (`https://0x7f.1` is `https://127.0.0.1`).
public struct Origin: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, lowercased.
  public let scheme: String
  /// The host, lowercased.
  public let host: String
  /// The port, with the scheme's default filled in where it has one.
  public let port: Int?

  /// Creates an origin, filling in the scheme's default port when none is
  /// given.
  public init(scheme: String, host: String, port: Int?) {
    self.scheme = scheme.lowercased()
    self.host = host.lowercased()
    self.port = port ?? Origin.defaultPort(for: self.scheme)
  }

  /// Parses an origin such as `https://example.com` or `http://h:8080`;
  /// `nil` when the text is not an absolute URL with an origin (see
  /// `RequestURL.origin`).
  public init?(_ text: String) {
    guard let url = RequestURL(text), let origin = url.origin else { return nil }
    self = origin
  }

  /// The well-known port of a scheme, if it has one.
  package static func defaultPort(for scheme: String) -> Int? {
    switch scheme {
    case "http", "ws": 80
    case "https", "wss": 443
    case "ftp": 21
    default: nil
    }
  }

  /// `scheme://host`, with `:port` only when it is not the default.
  public var description: String {
    if let port, port != Origin.defaultPort(for: scheme) {
      return "\(scheme)://\(host):\(port)"
    }
    return "\(scheme)://\(host)"
  }
}
