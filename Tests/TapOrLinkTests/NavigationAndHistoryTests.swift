import TapOrLink
import Testing

@Suite("Navigation: answers, history and the back button")
struct NavigationAndHistoryTests {
  static let home = Fixtures.firstPage
  static let a = "https://example.com/a"
  static let b = "https://example.com/b"

  @Test("history starts at the first page, or empty without one")
  func initialHistory() throws {
    let h = try Harness()
    #expect(h.overlay.history.pages == [Self.home])
    #expect(h.overlay.history.current == Self.home)
    #expect(!h.overlay.history.canGoBack)
    let empty = try Harness(firstPage: nil)
    #expect(empty.overlay.history.pages.isEmpty)
    #expect(empty.overlay.history.current == nil)
    #expect(empty.overlay.history.currentIndex == nil)
  }

  @Test(
    "allowed main-frame link, form and other requests add a page; the back button shows",
    arguments: [NavigationType.link, .form, .other])
  func visitsAddPages(type: NavigationType) throws {
    let h = try Harness()
    #expect(h.request(Self.a, type: type, at: 10) == .allow)
    #expect(h.overlay.history.pages == [Self.home, Self.a])
    #expect(h.overlay.history.current == Self.a)
    let request1 = NavigationRequest(url: Self.a, type: type)
    h.expect([
      .asked(request1, as: .countsForNothing(.noGesture)), .answered(request1, .allow, at: ms(10)),
      .backButton(visible: true, at: ms(10)), .replied(.policy(.allow)),
    ])
    h.request(Self.b, type: type, at: 20)
    #expect(h.overlay.history.pages == [Self.home, Self.a, Self.b])
    // The button was already shown.
    let request2 = NavigationRequest(url: Self.b, type: type)
    h.expect([
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(20)),
      .replied(.policy(.allow)),
    ])
  }

  @Test(
    "back, reload and resubmit requests change no history",
    arguments: [NavigationType.back, .reload, .resubmit])
  func nonHistoryTypes(type: NavigationType) throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    #expect(h.request(Self.home, type: type, at: 10) == .allow)
    #expect(h.overlay.history.pages == [Self.home, Self.a])
    #expect(h.overlay.history.current == Self.a)
    let request1 = NavigationRequest(url: Self.a)
    let request2 = NavigationRequest(url: Self.home, type: type)
    h.expect([
      .asked(request1, as: .countsForNothing(.noGesture)), .answered(request1, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.notAnActivation(type))),
      .answered(request2, .allow, at: ms(10)), .replied(.policy(.allow)),
    ])
  }

  @Test("subframe requests are allowed but add no page", arguments: NavigationType.allCases)
  func subframeAddsNoPage(type: NavigationType) throws {
    let h = try Harness()
    #expect(h.request(Self.a, type: type, subframe: true, at: 10) == .allow)
    #expect(h.overlay.history.pages == [Self.home])
    let request = NavigationRequest(url: Self.a, type: type, isMainFrame: false)
    h.expect([
      .asked(request, as: .countsForNothing(.frame)), .answered(request, .allow, at: ms(10)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("a request the decider vetoes is blocked and adds no page, but still counts as a link")
  func delegateVeto() throws {
    let h = try Harness()
    h.app.veto = [Self.a]
    h.press(100, 200, from: 0, to: 40)
    #expect(h.request(Self.a, at: 100) == .block)
    #expect(h.request(Self.b, at: 110) == .allow)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/b")
    h.expect([
      .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .block, at: ms(100)),
      .replied(.policy(.block)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(110)),
      .backButton(visible: true, at: ms(110)), .replied(.policy(.allow)),
    ])
    #expect(h.overlay.history.pages == [Self.home, Self.b])
    #expect(h.asked.map(\.url) == [Self.a, Self.b])
  }

  @Test("the back button press issues a back request for the previous page and moves back")
  func backPress() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.request(Self.b, at: 10)
    #expect(h.back(at: 20) == .allow)
    #expect(h.overlay.history.current == Self.a)
    #expect(h.overlay.history.pages == [Self.home, Self.a, Self.b])
    let request = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/b")
    let request3 = NavigationRequest(url: "https://example.com/a", type: .back)
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(10)),
      .replied(.policy(.allow)),
      .asked(request3, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request3, .allow, at: ms(20)), .replied(.policy(.allow)),
    ])
    #expect(h.asked.last == NavigationRequest(url: Self.a, type: .back))
    #expect(h.back(at: 30) == .allow)
    #expect(h.overlay.history.current == Self.home)
    let request4 = NavigationRequest(url: "https://example.com/", type: .back)
    h.expect([
      .asked(request4, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request4, .allow, at: ms(30)), .backButton(visible: false, at: ms(30)),
      .replied(.policy(.allow)),
    ])
    #expect(h.back(at: 40) == nil)  // nothing before: nothing happens
    h.expect([
      .replied(.noPageBefore)
    ])
  }

  @Test("a visit after going back drops the pages after the current one")
  func visitAfterBackDropsForward() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.request(Self.b, at: 10)
    h.back(at: 20)
    h.request("https://example.com/c", type: .form, at: 30)
    #expect(h.overlay.history.pages == [Self.home, Self.a, "https://example.com/c"])
    #expect(h.overlay.history.currentIndex == 2)
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/b")
    let request3 = NavigationRequest(url: "https://example.com/a", type: .back)
    let request4 = NavigationRequest(url: "https://example.com/c", type: .form)
    h.expect([
      .asked(request1, as: .countsForNothing(.noGesture)), .answered(request1, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(10)),
      .replied(.policy(.allow)),
      .asked(request3, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request3, .allow, at: ms(20)), .replied(.policy(.allow)),
      .asked(request4, as: .countsForNothing(.noGesture)), .answered(request4, .allow, at: ms(30)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("a vetoed back request does not move back")
  func vetoedBack() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.app.veto = [Self.home]
    #expect(h.back(at: 10) == .block)
    #expect(h.overlay.history.current == Self.a)
    let request = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/", type: .back)
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request2, .block, at: ms(10)), .replied(.policy(.block)),
    ])
  }

  @Test("a back press never makes a link by default, even during a gesture")
  func backIsNotALink() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.press(100, 200, from: 10, to: 20)
    h.back(at: 30)
    h.runUntilIdle()
    let request1 = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/", type: .back)
    h.expect([
      .asked(request1, as: .countsForNothing(.noGesture)), .answered(request1, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request2, as: .countsForNothing(.notAnActivation(.back))),
      .answered(request2, .allow, at: ms(30)), .backButton(visible: false, at: ms(30)),
      .replied(.policy(.allow)),
      .decided(.tap(view: "web", point: pt(100, 200)), at: ms(770)),
    ])
  }

  @Test("a back press counts like any request when activation lists back")
  func backCountsWhenActivated() throws {
    let h = try Harness(configuration: OverlayConfiguration(activation: [.link, .back]))
    h.request(Self.a, at: 0)
    h.press(100, 200, from: 10, to: 20)
    h.back(at: 30)
    h.runUntilIdle()
    let request = NavigationRequest(url: "https://example.com/a")
    let request2 = NavigationRequest(url: "https://example.com/", type: .back)
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(100, 200, at: ms(20)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request2, as: .decidesLink(GestureID(1), view: "web", point: pt(100, 200))),
      .decided(.link(request2), at: ms(30)), .answered(request2, .allow, at: ms(30)),
      .backButton(visible: false, at: ms(30)), .replied(.policy(.allow)),
    ])
  }

  @Test("select shows new content: history cleared, back hidden, no request made")
  func selectClears() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.select("https://example.com/other", at: 10)
    #expect(h.overlay.history.pages == ["https://example.com/other"])
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .backButton(visible: true, at: ms(0)), .replied(.policy(.allow)),
      .backButton(visible: false, at: ms(10)), .replied(.selected),
    ])
    h.select("https://example.com/third", at: 20)  // button already hidden
    h.expect([
      .replied(.selected)
    ])
    #expect(h.asked.map(\.url) == [Self.a])
    #expect(h.back(at: 30) == nil)
    h.expect([
      .replied(.noPageBefore)
    ])
  }

  @Test("select works on a web view that had no page")
  func selectFromEmpty() throws {
    let h = try Harness(firstPage: nil)
    h.select(Self.a, at: 0)
    #expect(h.overlay.history.current == Self.a)
    h.expect([
      .replied(.selected)
    ])
  }

  @Test("with no first page, the first visit becomes the only page")
  func firstVisitFromEmpty() throws {
    let h = try Harness(firstPage: nil)
    h.request(Self.a, at: 0)
    #expect(h.overlay.history.pages == [Self.a])
    #expect(!h.overlay.history.canGoBack)
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(0)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("WebHistory on its own: visit, goBack, reset")
  func webHistoryDirectly() {
    var history = WebHistory()
    let wentBackFromEmpty = history.goBack()
    #expect(history.previous == nil && !wentBackFromEmpty)
    history.visit("1")
    history.visit("2")
    history.visit("3")
    #expect(history.previous == "2")
    let moves = [history.goBack(), history.goBack(), history.goBack()]
    #expect(moves == [true, true, false])
    #expect(history.current == "1")
    history.visit("4")
    #expect(history.pages == ["1", "4"])
    history.reset(to: "5")
    #expect(history == WebHistory(first: "5"))
  }

  @Test("navigation types: which add history")
  func typesAddingHistory() {
    #expect(NavigationType.allCases.filter(\.addsHistory) == [.link, .form, .other])
    #expect(TapDefaults.activation == [.link, .form, .other])
  }
}
