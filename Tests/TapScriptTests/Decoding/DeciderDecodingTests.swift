@_spi(Lab) import TapOrLink
import TapScript
import Testing

/// The app's decider in a scenario (`decider: block:`, or contract 1.3's
/// `cancel:`).
@Suite struct DeciderDecodingTests {
  static func scenario(_ decider: String) -> String {
    """
    name: x
    \(decider)
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
        url: https://example.com/
    timeline:
      - 0ms: request https://ads.example/x
    expect: []
    """
  }

  @Test("block: and cancel: read as the same list of prefixes, flow or block")
  func reads() throws {
    for text in [
      "decider:\n  block: [https://ads.example/, /private]",
      "decider:\n  block:\n    - https://ads.example/\n    - /private",
      "decider:\n  cancel: [https://ads.example/, /private]",
      "decider:\n  cancel:\n    - https://ads.example/\n    - /private",
    ] {
      let scenario = try ScenarioLoader.decode(
        SourceFile(path: "s.yaml", text: Self.scenario(text))
      )
      .get()
      #expect(scenario.decider == BlockList(["https://ads.example/", "/private"]))
    }
  }

  @Test("mistakes in decider: are one error each, with line and column")
  func mistakes() {
    let cases: [(String, String)] = [
      (
        "decider:\n  cancl: [x]",
        "s.yaml:3:3: error: unknown decider key `cancl`; did you mean `cancel`?"
      ),
      (
        "decider:\n  cancel: https://a.example/",
        "s.yaml:3:11: error: `cancel` must be a sequence; found a scalar"
      ),
      (
        "decider:\n  blok: [x]",
        "s.yaml:3:3: error: unknown decider key `blok`; did you mean `block`?"
      ),
      (
        "decider:\n  block: [https://a.example/]\n  cancel: [https://b.example/]",
        "s.yaml:4:3: error: `decider` takes `block:` or `cancel:` (contract 1.3's word for the "
          + "same list), not both; `block:` came first"
      ),
      (
        "decider: yes",
        "s.yaml:2:10: error: `decider` must be a mapping of `key: value` lines; found a scalar"
      ),
      ("decider:\n  other: 1", "s.yaml:3:3: error: unknown decider key `other`"),
    ]
    for (text, expected) in cases {
      let found: [String]
      switch ScenarioLoader.decode(SourceFile(path: "s.yaml", text: Self.scenario(text))) {
      case .success: found = []
      case .failure(let problem): found = problem.diagnostics.map(\.summary)
      }
      #expect(found.count == 1 && found.first?.hasPrefix(expected) == true, "\(text): \(found)")
    }
  }

  @Test("the list compares absolute URLs as written and relative ones against the page")
  func comparison() throws {
    let list = BlockList(["https://shop.example/checkout", "HTTPS://Other"])
    let page = try #require(RequestURL("https://shop.example/cart/view"))
    #expect(list.blocks(NavigationRequest(url: "/checkout?x=1"), on: page))
    #expect(list.blocks(NavigationRequest(url: "../checkout"), on: page))
    #expect(!list.blocks(NavigationRequest(url: "checkout"), on: page))  // /cart/checkout
    #expect(list.blocks(NavigationRequest(url: "HTTPS://Other.example/"), on: page))
    #expect(!list.blocks(NavigationRequest(url: "https://other.example/"), on: page))
    // As written or as the URL Standard writes it: either may start with it.
    let site = BlockList(["https://other.example/"])
    #expect(site.blocks(NavigationRequest(url: "https://other.example"), on: page))
    #expect(site.blocks(NavigationRequest(url: "HTTPS://OTHER.example/x"), on: page))
    #expect(!site.blocks(NavigationRequest(url: "https://other.example.net/"), on: page))
    // With no page to read it against, a relative URL could be anywhere:
    // the list fails closed (BlockListFailClosedTests).
    #expect(list.blocks(NavigationRequest(url: "/checkout"), on: nil))
  }

  @Test("a scenario's decider is written as `cancel:`, 1.3's word, and read back the same")
  func roundTrip() throws {
    var scenario = try ScenarioLoader.decode(
      SourceFile(path: "s.yaml", text: Self.scenario("decider:\n  block: [\"https://a b/\", x]"))
    ).get()
    let text = try ScenarioWriter.text(of: scenario)
    #expect(text.contains("decider:\n  cancel:\n    - https://a b/\n    - x\n"), "\(text)")
    let again = try ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)).get()
    #expect(again.decider == scenario.decider)
    scenario.decider = BlockList([])
    let empty = try ScenarioWriter.text(of: scenario)
    #expect(empty.contains("decider:\n  cancel: []\n"))
  }
}

/// A hostile decider list costs linear time: the prefixes sit in a trie.
@Suite struct BlockListCostTests {
  @Test("200,000 prefixes and 20,000 requests are judged in linear time, exactly")
  func manyPrefixes() {
    let prefixes = (0..<200_000).map { "https://site\($0).example/" }
    let list = BlockList(prefixes)
    var blocked = 0
    for index in 0..<20_000 {
      let url =
        index.isMultiple(of: 2)
        ? "https://site\(index * 7).example/page" : "https://other\(index).example/"
      if list.blocks(NavigationRequest(url: url), on: nil) { blocked += 1 }
    }
    #expect(blocked == 10_000)
    #expect(BlockList([""]).blocks(NavigationRequest(url: "anything"), on: nil))
    #expect(!BlockList([]).blocks(NavigationRequest(url: "anything"), on: nil))
    #expect(BlockList(["ab", "a"]).blocks(NavigationRequest(url: "ax"), on: nil))
  }

  @Test("the trie keeps at most five bytes a byte of prefix")
  func compactTrie() {
    // Prefixes that share nothing past `https://`: a node a byte. The trie
    // of a dictionary a node kept about 90 bytes a byte here.
    var state: UInt64 = 1
    let prefixes = (0..<20_000).map { _ in
      "https://"
        + String(
          (0..<32).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Character(Unicode.Scalar(UInt8(97 + Int(state >> 59) % 26)))
          }) + ".example/"
    }
    let list = BlockList(prefixes)
    let bytes = prefixes.reduce(0) { $0 + $1.utf8.count }
    // Five bytes a byte, and the allocator's rounding of two arrays.
    #expect(list.trieBytes <= 5 * bytes + 16_384)
    #expect(prefixes.allSatisfy { list.blocks(NavigationRequest(url: $0 + "page"), on: nil) })
    #expect(!list.blocks(NavigationRequest(url: String(prefixes[0].dropLast(2))), on: nil))
  }

  @Test("the same answers as comparing with every prefix")
  func sameAnswers() {
    // Short words of a small alphabet: duplicates, prefixes of each other,
    // the empty word once in a while; URLs of the same words.
    var state: UInt64 = 7
    func word(_ longest: Int) -> String {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60) % (longest + 1)
      return String(
        (0..<length).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return ["a", "b", "é", "/"][Int(state >> 62)]
        })
    }
    for round in 0..<200 {
      let prefixes = (0..<(round % 12)).map { _ in word(round.isMultiple(of: 50) ? 3 : 5) }
      let list = BlockList(prefixes)
      for _ in 0..<40 {
        let url = word(8)
        let expected = prefixes.contains { url.utf8.starts(with: $0.utf8) }
        #expect(list.matchesPrefix(url) == expected, "\(prefixes) \(url)")
      }
    }
    #expect(BlockList(["b", "a"]) == BlockList(["b", "a"]))
    #expect(BlockList(["b", "a"]) != BlockList(["a", "b"]))
  }
}
