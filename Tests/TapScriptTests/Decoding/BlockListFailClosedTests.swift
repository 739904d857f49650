@_spi(Lab) import TapOrLink
import TapScript
import Testing

/// Issue 45, item 13: a `decider: cancel:` list fails closed. A request is
/// judged on its URL as a browser reads it (user info left out, the host
/// lowercased), and a URL the engine cannot read as a browser would (a
/// relative URL with no page to read it against, a host that needs IDNA,
/// an invalid host) is cancelled by any list that is not empty.
@Suite struct BlockListFailClosedTests {
  static let page = RequestURL("https://example.com/reader/")

  func cancels(
    _ url: String, _ prefixes: [String], on page: RequestURL? = Self.page
  ) -> Bool {
    BlockList(prefixes).blocks(NavigationRequest(url: url), on: page)
  }

  @Test("user info does not hide the host a veto names")
  func userinfo() {
    let veto = ["https://other.example/"]
    #expect(cancels("https://user@other.example/", veto))
    #expect(cancels("https://user:secret@other.example/x", veto))
    #expect(cancels("HTTPS://User@OTHER.example", veto))
    #expect(cancels("//user@other.example/x", veto))
    #expect(!cancels("https://other.example@example.com/", veto))
  }

  @Test("a prefix is also compared as the URL Standard writes it")
  func normalizedPrefix() {
    #expect(cancels("https://other.example/x", ["HTTPS://Other.Example/"]))
    #expect(cancels("https://other.example/x", ["https://other.example:443/"]))
    #expect(!cancels("https://example.com/x", ["HTTPS://Other.Example/"]))
  }

  @Test("a host the engine cannot read (IDNA, invalid) is cancelled by any veto")
  func unreadableHost() {
    let veto = ["https://xn--bcher-kva.example/"]
    #expect(cancels("https://bücher.example/", veto))
    #expect(cancels("https://xn--bcher-kva.example/", veto))
    #expect(cancels("https://BÜCHER.example/", ["https://ads.example/"]))
    #expect(cancels("https://exa mple.com/", ["https://ads.example/"]))
    #expect(!cancels("https://bücher.example/", []))
  }

  @Test("a relative URL with no page to read it against is cancelled by any veto")
  func relativeWithoutPage() throws {
    let veto = ["https://ads.example/"]
    #expect(cancels("/next", veto, on: nil))
    #expect(cancels("next.html", veto, on: nil))
    #expect(!cancels("/next", veto))
    // A page with an opaque path cannot read a path against it.
    let opaque = try #require(RequestURL("about:blank"))
    #expect(cancels("/next", veto, on: opaque))
    #expect(!cancels("/next", [], on: nil))
  }
}
