@_spi(Lab) import TapOrLink
import TapScript
import Testing

/// The app's decider in a scenario (`decider: cancel:`, contract 1.3).
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

  @Test("cancel: reads as the list of prefixes, flow or block")
  func reads() throws {
    for text in [
      "decider:\n  cancel: [https://ads.example/, /private]",
      "decider:\n  cancel:\n    - https://ads.example/\n    - /private",
    ] {
      let scenario = try ScenarioLoader.decode(
        SourceFile(path: "s.yaml", text: Self.scenario(text))
      )
      .get()
      #expect(scenario.decider == CancelList(["https://ads.example/", "/private"]))
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
    let list = CancelList(["https://shop.example/checkout", "HTTPS://Other"])
    let page = try #require(RequestURL("https://shop.example/cart/view"))
    #expect(list.cancels(NavigationRequest(url: "/checkout?x=1"), on: page))
    #expect(list.cancels(NavigationRequest(url: "../checkout"), on: page))
    #expect(!list.cancels(NavigationRequest(url: "checkout"), on: page))  // /cart/checkout
    #expect(list.cancels(NavigationRequest(url: "HTTPS://Other.example/"), on: page))
    #expect(!list.cancels(NavigationRequest(url: "https://other.example/"), on: page))
    // As written or as the URL Standard writes it: either may start with it.
    let site = CancelList(["https://other.example/"])
    #expect(site.cancels(NavigationRequest(url: "https://other.example"), on: page))
    #expect(site.cancels(NavigationRequest(url: "HTTPS://OTHER.example/x"), on: page))
    #expect(!site.cancels(NavigationRequest(url: "https://other.example.net/"), on: page))
    // With no page to read it against, a relative URL could be anywhere:
    // the list fails closed (CancelListFailClosedTests).
    #expect(list.cancels(NavigationRequest(url: "/checkout"), on: nil))
  }

  @Test("a scenario's decider is written and read back the same")
  func roundTrip() throws {
    var scenario = try ScenarioLoader.decode(
      SourceFile(path: "s.yaml", text: Self.scenario("decider:\n  cancel: [\"https://a b/\", x]"))
    ).get()
    let text = try ScenarioWriter.text(of: scenario)
    let again = try ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)).get()
    #expect(again.decider == scenario.decider)
    scenario.decider = CancelList([])
    let empty = try ScenarioWriter.text(of: scenario)
    #expect(empty.contains("decider:\n  cancel: []\n"))
  }
}

/// A hostile decider list costs linear time: the prefixes sit in a trie.
@Suite struct CancelListCostTests {
  @Test("200,000 prefixes and 20,000 requests are judged in linear time, exactly")
  func manyPrefixes() {
    let prefixes = (0..<200_000).map { "https://site\($0).example/" }
    let list = CancelList(prefixes)
    var cancelled = 0
    for index in 0..<20_000 {
      let url =
        index.isMultiple(of: 2)
        ? "https://site\(index * 7).example/page" : "https://other\(index).example/"
      if list.cancels(NavigationRequest(url: url), on: nil) { cancelled += 1 }
    }
    #expect(cancelled == 10_000)
    #expect(CancelList([""]).cancels(NavigationRequest(url: "anything"), on: nil))
    #expect(!CancelList([]).cancels(NavigationRequest(url: "anything"), on: nil))
    #expect(CancelList(["ab", "a"]).cancels(NavigationRequest(url: "ax"), on: nil))
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
    let list = CancelList(prefixes)
    let bytes = prefixes.reduce(0) { $0 + $1.utf8.count }
    // Five bytes a byte, and the allocator's rounding of two arrays.
    #expect(list.trieBytes <= 5 * bytes + 16_384)
    #expect(prefixes.allSatisfy { list.cancels(NavigationRequest(url: $0 + "page"), on: nil) })
    #expect(!list.cancels(NavigationRequest(url: String(prefixes[0].dropLast(2))), on: nil))
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
      let list = CancelList(prefixes)
      for _ in 0..<40 {
        let url = word(8)
        let expected = prefixes.contains { url.utf8.starts(with: $0.utf8) }
        #expect(list.matchesPrefix(url) == expected, "\(prefixes) \(url)")
      }
    }
    #expect(CancelList(["b", "a"]) == CancelList(["b", "a"]))
    #expect(CancelList(["b", "a"]) != CancelList(["a", "b"]))
  }
}
