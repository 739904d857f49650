/// A deterministic corpus of tricky URLs for the WHATWG differential test:
/// userinfo, backslashes, whitespace and control characters,
/// percent-encoding, IPv4 and IPv6 forms, ports, trailing dots, case, and
/// relative URLs against a base. The same seed gives the same corpus.
struct TrickyURLCorpus {
  /// One URL to read: `input`, against `base` when there is one.
  struct Entry: Hashable {
    var input: String
    var base: String?
  }

  /// The hand-written cases (the issue's bypasses among them), then
  /// `count` generated ones.
  static func entries(count: Int, seed: UInt64) -> [Entry] {
    var generator = TrickyURLCorpus(seed: seed)
    return handWritten + (0..<count).map { _ in generator.next() }
  }

  static let handWritten: [Entry] =
    [
      "https://evil.com\\@example.com/", "https://[::1]evil.com/", "https://example.com:443:443/",
      "https://example.com:65536/", " app://go", "\napp://go", "ap\tp://go",
      "https://exa\tmple.com/",
      "https://example.com /", "https://user:pw@Example.COM:8443/a", "HTTPS://EXAMPLE.COM:443",
      "https://0x7f.1/", "https://0177.0.0.1/", "https://2130706433/", "http://[::ffff:1.2.3.4]/",
      "https://1.2.3.4./", "https://example.com./", "https:evil.com", "https:\\\\evil.com",
      "https://%65xample.com/", "https://ex%00ample.com/", "https://é.com/", "https://xn--9ca.com/",
      "blob:https://example.com/uuid", "file:///etc/passwd", "ws://a:80/", "ftp://f.com:21/",
    ].map { Entry(input: $0) } + [
      Entry(input: "/next", base: "https://example.com/a"),
      Entry(input: "next.html", base: "https://example.com/a"),
      Entry(input: "//host/x", base: "https://example.com/a"),
      Entry(input: "?q", base: "https://example.com:8443/a"),
      Entry(input: "#f", base: "http://example.com/a"),
      Entry(input: "\\\\evil.com/", base: "https://example.com/a"),
      Entry(input: "/\\evil.com/", base: "https://example.com/a"),
      Entry(input: "https:evil.com", base: "https://example.com/a"),
      Entry(input: "http:evil.com", base: "https://example.com/a"),
    ]

  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// SplitMix64: small, fast and the same everywhere.
  private mutating func random() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func below(_ bound: Int) -> Int { Int(random() % UInt64(bound)) }

  private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  private mutating func pick(_ options: [String]) -> String { options[below(options.count)] }

  static let junk = [
    "", "", "", " ", "\t", "\n", "\r\n", "\u{0}", "\u{1F}", " \u{1}\t", "\u{7F}", "\u{A0}",
  ]
  static let schemes = [
    "https", "https", "http", "HTTPS", "HtTp", "ws", "wss", "ftp", "file", "blob", "app",
    "nativeaction", "javascript", "data", "h\ttps", "ht\ntps", "1http", "ht_tp", "ht tp", "a+b.c-d",
    "https ", "",
  ]
  static let separators = [
    "://", "://", "://", ":", ":/", ":\\\\", ":/\\", ":\\/", ":///", "://///", ":\\", " ://", "//",
  ]
  static let userinfos = [
    "", "", "", "user@", "user:pw@", "@", "a@b@", "evil.com\\@", "evil.com/@", "u:p:q@", "%40@",
    ":@", "us er@", "[::1]@", "a#b@", "a?b@",
  ]
  static let hosts = [
    "example.com", "EXAMPLE.COM", "Example.Com.", "example.com.", "a.b.c", "localhost",
    "127.0.0.1", "0x7f.1", "0177.0.0.1", "2130706433", "0x7F000001", "1.2.3", "1.2", "256.0.0.1",
    "1.2.3.4.5", "1.2.3.4.", "1.2.3.4..", "0x", "0x100000000", "09", "08.1", "4294967295",
    "4294967296", "0.0.0.0", "00000000000000000000000001", "0x0000000000000000000000001", "[::1]",
    "[::]", "[1:2:3:4:5:6:7:8]", "[1::]", "[::ffff:1.2.3.4]", "[0:0:0:0:0:0:0:1]",
    "[::1]evil.com", "[1:2:3:4:5:6:7:8:9]", "[::1.2.3.04]", "[::1.2.3.4.5]", "[fe80::1%25eth0]",
    "[1:0:0:2:0:0:0:3]", "[1:0:0:0:2:0:0:3]", "[::ffff:0:0]", "[0::0:1:2:3:4:5]", "[:1]", "[1:]",
    "[::1", "::1]", "[ABCD::EF]", "[00001::]", "%65xample.com", "ex%41mple.com", "a%2eb", "%2e",
    "%2E%2E", "ex%00ample.com", "ex%2fample.com", "exa mple.com", "ex\u{7F}ample.com", "é.com",
    "xn--9ca.com", "XN--9ca.com", "ex%C3%A9.com", "foo.1", "foo.0x", "foo.09", "foo.1.", "a..b",
    ".", "..", "a_b.com", "a!$&'()*+,;=.com", "a<b", "a^b", "a|b", "a%b", "a%zzb", "a%", "",
    "a\u{AD}b.com", "ＥＸＡＭＰＬＥ.com", "example。com", "%", "a`b", "a{b}", "a\"b",
  ]
  static let ports = [
    "", "", "", ":", ":80", ":443", ":0443", ":8080", ":65535", ":65536", ":99999999999",
    ":443:443", ":-1", ":+80", ": 80", ":8 0", ":0x50", ":１", ":21", ":0", ":00000000000080",
  ]
  static let tails = [
    "", "/", "/path", "\\path", "?q", "#f", "/a b", "@x", "\\@example.com/", "/?#", ":80/",
    "#@evil.com", "?@evil.com/",
  ]
  static let bases = [
    "https://example.com/dir/page", "http://a.com:8080/x", "ws://w.example/", "ftp://f.com/",
    "file:///tmp/x", "app://local/x", "mailto:a@b", "about:blank", "https://[::1]/",
    "https://127.0.0.1:444/a?b#c", "blob:https://example.com/id",
  ]
  static let relatives = [
    "", " ", "/next", "next.html", "?q", "#f", "..", "./a", "//", "///", "\\\\", "/\\", "\\/",
    ":", "https:", "http:", "https:/", "https:\\", "ws:", "app:", "javascript:x",
  ]

  private mutating func host() -> String {
    var host = pick(Self.hosts)
    if chance(15) { host = mutate(host) }
    return host
  }

  /// Puts a character from the junk list somewhere inside, changes a
  /// letter's case, or percent-encodes a character.
  private mutating func mutate(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    switch below(3) {
    case 0:
      let at = below(scalars.count + 1)
      scalars.insert(
        contentsOf: pick(Self.junk + ["%", "@", ":", "\\", "/", "."]).unicodeScalars, at: at)
    case 1 where !scalars.isEmpty:
      let at = below(scalars.count)
      let scalar = scalars[at]
      if ("a"..."z").contains(scalar) { scalars[at] = Unicode.Scalar(scalar.value - 32)! }
      if ("A"..."Z").contains(scalar) { scalars[at] = Unicode.Scalar(scalar.value + 32)! }
    case 2 where !scalars.isEmpty:
      let at = below(scalars.count)
      let value = scalars[at].value
      if value < 0x80 {
        let hex = String(value, radix: 16, uppercase: chance(50))
        let escape = "%" + (hex.count == 1 ? "0" : "") + hex
        scalars.replaceSubrange(at...at, with: escape.unicodeScalars)
      }
    default: break
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  private mutating func authority() -> String {
    pick(Self.userinfos) + host() + pick(Self.ports)
  }

  mutating func next() -> Entry {
    if chance(30) {
      let base = pick(Self.bases)
      var input: String
      switch below(4) {
      case 0: input = pick(Self.relatives)
      case 1:
        input = pick(["//", "\\\\", "/\\", "\\/", "///", "//\\"]) + authority() + pick(Self.tails)
      case 2:
        input =
          pick(["https:", "http:", "ws:", "app:", "HTTPS:"]) + pick(["", "/", "//", "\\"])
          + authority()
      default: input = pick(Self.relatives) + pick(Self.tails)
      }
      if chance(20) { input = mutate(input) }
      return Entry(input: pick(Self.junk) + input + pick(Self.junk), base: base)
    }
    var input = pick(Self.schemes) + pick(Self.separators) + authority() + pick(Self.tails)
    if chance(20) { input = mutate(input) }
    return Entry(input: pick(Self.junk) + input + pick(Self.junk))
  }
}
