@_spi(Lab) import TapOrLink
import Testing

/// `RequestURL` reads URLs as the WHATWG URL Standard does, for what the
/// bridge and history decide on: scheme, host, port and so origin.
@Suite("URL reading: scheme, host, port and origin as a browser reads them")
struct URLReadingTests {
  static func origin(_ text: String, base: String? = nil) -> String? {
    RequestURL(text, relativeTo: base.flatMap { RequestURL($0) })?.origin?.description
  }

  @Test(
    "special schemes: `\\` is `/`, userinfo ends at the last `@`, slashes may be many or none",
    arguments: [
      ("https://evil.com\\@example.com/", "https://evil.com"),
      ("https://user:pw@Example.COM:8443/a/b?c#d", "https://example.com:8443"),
      ("https://a@b@example.com/", "https://example.com"),
      ("https://evil.com/@example.com/", "https://evil.com"),
      ("https://evil.com?@example.com/", "https://evil.com"),
      ("https://evil.com#@example.com/", "https://evil.com"),
      ("https:\\\\evil.com\\x", "https://evil.com"),
      ("https:evil.com", "https://evil.com"),
      ("https:////evil.com", "https://evil.com"),
      ("HTTPS://EXAMPLE.COM", "https://example.com"),
    ])
  func specialSchemes(text: String, origin: String) {
    #expect(Self.origin(text) == origin)
  }

  @Test(
    "leading and trailing C0 controls and spaces are stripped, tabs and newlines removed anywhere",
    arguments: [
      (" https://example.com", "https://example.com"),
      ("\u{0}\u{1F} https://example.com \u{1}", "https://example.com"),
      ("\nhttps://exa\tmple.com", "https://example.com"),
      ("ht\r\ntps://example.com:4\t43/", "https://example.com"),
    ])
  func whitespace(text: String, origin: String) {
    #expect(Self.origin(text) == origin)
  }

  @Test(
    "ports: defaults dropped, all digits, at most 65535, one colon",
    arguments: [
      ("https://example.com:443/", "https://example.com"),
      ("https://example.com:0443/", "https://example.com"),
      ("http://example.com:80", "http://example.com"),
      ("ws://example.com:80", "ws://example.com"),
      ("wss://example.com:443", "wss://example.com"),
      ("ftp://example.com:21", "ftp://example.com"),
      ("https://example.com:80/", "https://example.com:80"),
      ("https://example.com:/", "https://example.com"),
      ("https://example.com:65535/", "https://example.com:65535"),
    ])
  func ports(text: String, origin: String) {
    #expect(Self.origin(text) == origin)
  }

  @Test(
    "hosts: IPv4 in every legacy form, IPv6 canonical, percent-decoded, trailing dot kept",
    arguments: [
      ("https://0x7f.1/", "https://127.0.0.1"), ("https://0177.0.0.1/", "https://127.0.0.1"),
      ("https://2130706433/", "https://127.0.0.1"), ("https://1.2.3.4./", "https://1.2.3.4"),
      ("https://0x/", "https://0.0.0.0"), ("https://[0:0:0:0:0:0:0:1]/", "https://[::1]"),
      ("https://[1:0:0:2:0:0:0:3]/", "https://[1:0:0:2::3]"),
      ("https://[::FFFF:1.2.3.4]/", "https://[::ffff:102:304]"),
      ("https://%65xample.com/", "https://example.com"), ("https://a%2eb/", "https://a.b"),
      ("https://example.com./", "https://example.com."),
    ])
  func hosts(text: String, origin: String) {
    #expect(Self.origin(text) == origin)
  }

  @Test(
    "unreadable: bad host or port, bracket leftovers, forbidden code points, numbers not IPv4",
    arguments: [
      "https://[::1]evil.com/", "https://example.com:443:443/", "https://example.com:65536/",
      "https://example.com:8x/", "https://example.com: 80/", "https://[::1/", "https://a b/",
      "https://ex%00ample.com/", "https://a%25b/", "https://a<b/", "https://a^b/", "https://user@/",
      "https://", "https://:443/", "https://256.0.0.1/", "https://1.2.3.4.5/", "https://09/",
      "https://foo.1/", "https://foo.0x/", "https://[1:2:3:4:5:6:7:8:9]/", "https://[::1.2.3.04]/",
      "", "no scheme", "1http://x", "ht_tp://x", "/relative",
    ])
  func unreadable(text: String) {
    #expect(RequestURL(text) == nil)
  }

  @Test(
    "fails closed where IDNA would be needed: non-ASCII hosts and punycode labels",
    arguments: [
      "https://é.com/", "https://ex%C3%A9.com/", "https://xn--9ca.com/", "https://a\u{AD}b/",
    ])
  func idnaFailsClosed(text: String) {
    #expect(RequestURL(text) == nil)
  }

  @Test(
    "only http, https, ws, wss and ftp have an origin",
    arguments: [
      "file:///etc/passwd", "app://example.com", "blob:https://example.com/id", "about:blank",
      "mailto:a@example.com", "javascript:alert(1)", "data:text/html,x",
    ])
  func opaqueOrigins(text: String) throws {
    #expect(try #require(RequestURL(text)).origin == nil)
  }

  @Test(
    "relative URLs read against a base: the base's origin, or `//host` with the base's scheme",
    arguments: [
      ("/next", "https://example.com:8443/a", "https://example.com:8443"),
      ("next.html", "https://example.com/a/b", "https://example.com"),
      ("?q", "https://example.com/a", "https://example.com"),
      ("#f", "https://example.com/a", "https://example.com"),
      ("//host/x", "https://example.com/a", "https://host"),
      ("\\\\evil.com/x", "https://example.com/a", "https://evil.com"),
      ("/\\evil.com/x", "https://example.com/a", "https://evil.com"),
      ("https:x", "https://example.com/a", "https://example.com"),
      ("http:evil.com", "https://example.com/a", "http://evil.com"),
      ("not a url", "https://example.com/a", "https://example.com"),
    ])
  func relative(text: String, base: String, origin: String) {
    #expect(Self.origin(text, base: base) == origin)
  }

  @Test("relative URLs have no origin without a base, or against an opaque one")
  func relativeWithoutOrigin() {
    #expect(RequestURL("/next") == nil)
    #expect(RequestURL("/next", relativeTo: RequestURL("mailto:x")) == nil)
    #expect(Self.origin("#f", base: "about:blank") == nil)
    #expect(Self.origin("/x", base: "app://local/") == nil)
    #expect(Self.origin("/x", base: "file:///tmp/") == nil)
  }

  @Test(
    "the scheme as a browser reads it",
    arguments: [
      (" app://go", "app"), ("\napp://go", "app"), ("ap\tp://go", "app"), ("\u{0}APP:go", "app"),
      ("a+b.c-d:x", "a+b.c-d"),
    ])
  func schemes(text: String, scheme: String) {
    #expect(RequestURL.scheme(of: text) == scheme)
    #expect(RequestURL(text)?.scheme == scheme)
  }

  @Test(
    "text that does not start with a scheme has none",
    arguments: ["/x", "1a:x", "a_b:x", "\u{A0}a:x", "ab"])
  func noScheme(text: String) {
    #expect(RequestURL.scheme(of: text) == nil)
  }

  @Test("text longer than the limit is unreadable, and costs no more than reading its length")
  func lengthLimit() {
    let long = "https://example.com/" + String(repeating: "a", count: RequestURL.maximumLength)
    #expect(RequestURL(long) == nil)
    #expect(RequestURL.leadingName(of: "app://" + long) == "")
  }
}
