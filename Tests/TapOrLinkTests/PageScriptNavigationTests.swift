import TapOrLink
import TapOrLinkPageScript
import Testing

@Suite("Page script navigation reports: read as hostile input")
struct PageScriptNavigationTests {
  static let url = "https://app.example/#/active?q=a b&c=ü"

  @Test("a body and a bridge URL read the same, for every kind")
  func bodyAndBridgeAgree() throws {
    for kind in SameDocumentKind.allCases {
      let body = try #require(
        PageScriptNavigation(body: ["navigation": kind.rawValue, "url": Self.url]))
      let bridge = try #require(
        PageScriptNavigation(
          bridgeURL: "taporlink://navigation?kind=\(kind.rawValue)&url="
            + "https%3A%2F%2Fapp.example%2F%23%2Factive%3Fq%3Da%20b%26c%3D%C3%BC"))
      #expect(body == bridge)
      // The space as a browser writes it: %20.
      #expect(
        body.navigation
          == SameDocumentNavigation(to: "https://app.example/#/active?q=a%20b&c=ü", kind: kind))
    }
  }

  @Test("hostile bodies are not navigations")
  func hostileBodies() {
    let bodies: [[String: Any]] = [
      [:],
      ["navigation": "push"],
      ["url": Self.url],
      ["navigation": "teleport", "url": Self.url],
      ["navigation": "PUSH", "url": Self.url],
      ["navigation": 3, "url": Self.url],
      ["navigation": "push", "url": 42],
      ["navigation": "push", "url": ""],
      ["navigation": "push", "url": "https://a.example/\n#x"],
      ["navigation": "push", "url": String(repeating: "a", count: 8193)],
      ["navigation": String(repeating: "push", count: 1000), "url": Self.url],
      ["navigation": "push", "url": Self.url, "kind": "link"],
      ["navigation": "push", "url": Self.url, "x": 1, "y": 2],
    ]
    for body in bodies {
      #expect(PageScriptNavigation(body: body) == nil, "\(body)")
    }
    #expect(
      PageScriptNavigation(body: ["navigation": "push", "url": String(repeating: "a", count: 8192)])
        != nil)
  }

  @Test("hostile bridge URLs are not navigations")
  func hostileBridgeURLs() {
    let urls = [
      "", "taporlink://navigation", "taporlink://navigation?",
      "taporlink://answer?kind=link&x=1&y=2",
      "taporlink://navigation?kind=push", "taporlink://navigation?url=https%3A%2F%2Fa",
      "taporlink://navigation?kind=jump&url=https%3A%2F%2Fa",
      "taporlink://navigation?kind=push&url=%",
      "taporlink://navigation?kind=push&url=%G1",
      "taporlink://navigation?kind=push&url=%FF%FE",
      "taporlink://navigation?kind=push&url=a%0Ab",
      "taporlink://navigation?kind=push&url=",
      "taporlink://navigation?kind=push&url=" + String(repeating: "a", count: 8193),
      "taporlink://navigation?kind=push&url="
        + String(repeating: "%41", count: PageScriptNavigation.maximumBridgeURLLength),
      "https://navigation?kind=push&url=a",
      String(repeating: "&", count: 100_000),
    ]
    for url in urls {
      #expect(PageScriptNavigation(bridgeURL: url) == nil, "\(url.prefix(80))")
    }
    // As URLSearchParams.get: the first of repeated fields counts, and
    // `+` is a space.
    #expect(
      PageScriptNavigation(
        bridgeURL: "taporlink://navigation?kind=push&kind=traverse&url=https%3A%2F%2Fa")
        == PageScriptNavigation(kind: .push, url: "https://a"))
    #expect(
      PageScriptNavigation(bridgeURL: "taporlink://navigation?kind=push&url=a&url=b")
        == PageScriptNavigation(kind: .push, url: "a"))
    #expect(
      PageScriptNavigation(
        bridgeURL: "taporlink://navigation?url=https%3A%2F%2Fa%2F%3Fq%3Da+b%2Bc&kind=replace")
        == PageScriptNavigation(kind: .replace, url: "https://a/?q=a%20b+c"))
    // Upper-case scheme and a 17th item: the scheme is read case-blind,
    // and items after the 16th are not read.
    #expect(PageScriptNavigation(bridgeURL: "TAPORLINK://navigation?kind=push&url=a") != nil)
    let padded =
      "taporlink://navigation?" + (1...16).map { "p\($0)=0" }.joined(separator: "&")
      + "&kind=push&url=a"
    #expect(PageScriptNavigation(bridgeURL: padded) == nil)
  }

  @Test("a report is an answer or a navigation, never both, and reaches the engine")
  func reports() throws {
    let navigation = try #require(
      PageScriptReport(body: ["navigation": "push", "url": "https://example.com/a"]))
    let answer = try #require(
      PageScriptReport(body: ["kind": "link", "x": 50, "y": 200, "phase": "end"]))
    guard case .navigation = navigation, case .answer = answer else {
      Issue.record("read as \(navigation), \(answer)")
      return
    }
    #expect(PageScriptReport(body: ["navigation": "push"]) == nil)
    #expect(
      PageScriptReport(
        bridgeURL: "taporlink://navigation?kind=fragment&url=https%3A%2F%2Fexample.com%2F%23n")
        == .navigation(PageScriptNavigation(kind: .fragment, url: "https://example.com/#n")))

    let h = try Harness(configuration: OverlayConfiguration(strategy: .pageAnswers))
    h.press(50, 200, from: 0, to: 40)
    h.at(56)
    answer.apply(to: h.overlay, at: ms(56))
    h.at(340)
    navigation.apply(to: h.overlay, at: ms(340))
    h.runUntilIdle()
    #expect(h.decisions.map(\.outcome) == [.link(NavigationRequest(url: "https://example.com/a"))])
    #expect(h.overlay.history.current == "https://example.com/a")
    h.expect([
      .delivered(.down(50, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(50, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .pageAnswered(PageAnswer(.link, for: .point(pt(50, 200))), at: ms(56)),
      .decided(.link(NavigationRequest(url: "https://example.com/a")), at: ms(340)),
      .sameDocument(SameDocumentNavigation(to: "https://example.com/a", kind: .push), at: ms(340)),
      .backButton(visible: true, at: ms(340)),
    ])
  }
}
