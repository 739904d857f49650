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
    #expect(h.trace == ["10ms: allow \(Self.a)", "10ms: back shown"])
    h.request(Self.b, type: type, at: 20)
    #expect(h.overlay.history.pages == [Self.home, Self.a, Self.b])
    #expect(h.trace.count == 3)  // the button was already shown
    #expect(h.app.calls.filter { $0.hasPrefix("back") } == ["backButtonVisible true"])
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
  }

  @Test("subframe requests are allowed but add no page", arguments: NavigationType.allCases)
  func subframeAddsNoPage(type: NavigationType) throws {
    let h = try Harness()
    #expect(h.request(Self.a, type: type, subframe: true, at: 10) == .allow)
    #expect(h.overlay.history.pages == [Self.home])
    #expect(h.trace == ["10ms: allow \(Self.a)"])
  }

  @Test("a request the decider vetoes is blocked and adds no page, but still counts as a link")
  func delegateVeto() throws {
    let h = try Harness()
    h.app.veto = [Self.a]
    h.press(100, 200, from: 0, to: 40)
    #expect(h.request(Self.a, at: 100) == .block)
    #expect(h.request(Self.b, at: 110) == .allow)
    h.finish()
    #expect(
      h.trace(since: 2) == [
        "100ms: link \(Self.a)",
        "100ms: block \(Self.a)",
        "110ms: allow \(Self.b)",
        "110ms: back shown",
      ])
    #expect(h.overlay.history.pages == [Self.home, Self.b])
    #expect(h.app.asked.map(\.url) == [Self.a, Self.b])
  }

  @Test("the back button press issues a back request for the previous page and moves back")
  func backPress() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.request(Self.b, at: 10)
    let start = h.mark()
    #expect(h.back(at: 20) == .allow)
    #expect(h.overlay.history.current == Self.a)
    #expect(h.overlay.history.pages == [Self.home, Self.a, Self.b])
    #expect(h.trace(since: start) == ["20ms: allow \(Self.a)"])
    #expect(h.app.asked.last == NavigationRequest(url: Self.a, type: .back))
    #expect(h.back(at: 30) == .allow)
    #expect(h.overlay.history.current == Self.home)
    #expect(
      h.trace(since: start) == [
        "20ms: allow \(Self.a)", "30ms: allow \(Self.home)", "30ms: back hidden",
      ])
    #expect(h.back(at: 40) == nil)  // nothing before: nothing happens
    #expect(h.trace(since: start).count == 3)
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
  }

  @Test("a vetoed back request does not move back")
  func vetoedBack() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.app.veto = [Self.home]
    #expect(h.back(at: 10) == .block)
    #expect(h.overlay.history.current == Self.a)
    #expect(h.trace.last == "10ms: block \(Self.home)")
  }

  @Test("a back press never makes a link by default, even during a gesture")
  func backIsNotALink() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    h.press(100, 200, from: 10, to: 20)
    h.back(at: 30)
    h.finish()
    #expect(h.outcomes == ["770ms: tap web 100 200"])
  }

  @Test("a back press counts like any request when activation lists back")
  func backCountsWhenActivated() throws {
    let h = try Harness(configuration: OverlayConfiguration(activation: [.link, .back]))
    h.request(Self.a, at: 0)
    h.press(100, 200, from: 10, to: 20)
    h.back(at: 30)
    h.finish()
    #expect(
      h.trace(since: 2) == [
        "10ms: deliver down web",
        "20ms: deliver up web",
        "30ms: link \(Self.home)",
        "30ms: allow \(Self.home)",
        "30ms: back hidden",
      ])
  }

  @Test("select shows new content: history cleared, back hidden, no request made")
  func selectClears() throws {
    let h = try Harness()
    h.request(Self.a, at: 0)
    let start = h.mark()
    h.select("https://example.com/other", at: 10)
    #expect(h.overlay.history.pages == ["https://example.com/other"])
    #expect(h.trace(since: start) == ["10ms: back hidden"])
    h.select("https://example.com/third", at: 20)  // button already hidden
    #expect(h.trace(since: start) == ["10ms: back hidden"])
    #expect(h.app.asked.map(\.url) == [Self.a])
    #expect(h.back(at: 30) == nil)
  }

  @Test("select works on a web view that had no page")
  func selectFromEmpty() throws {
    let h = try Harness(firstPage: nil)
    h.select(Self.a, at: 0)
    #expect(h.overlay.history.current == Self.a)
    #expect(h.trace.isEmpty)
  }

  @Test("with no first page, the first visit becomes the only page")
  func firstVisitFromEmpty() throws {
    let h = try Harness(firstPage: nil)
    h.request(Self.a, at: 0)
    #expect(h.overlay.history.pages == [Self.a])
    #expect(!h.overlay.history.canGoBack)
    #expect(h.trace == ["0ms: allow \(Self.a)"])
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
