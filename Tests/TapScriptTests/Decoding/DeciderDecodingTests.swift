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
    #expect(!list.cancels(NavigationRequest(url: "/checkout"), on: nil))
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
}
