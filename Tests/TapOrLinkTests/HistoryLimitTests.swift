import TapOrLink
import Testing

/// A web view's history holds at most its limit, dropping the oldest page.
@Suite struct HistoryLimitTests {
  @Test("a visit past the limit drops the oldest page; back still reaches the kept ones")
  func dropsOldest() {
    var history = WebHistory(first: "1", limit: 3)
    for page in ["2", "3", "4", "5"] { history.visit(page) }
    #expect(history.pages == ["3", "4", "5"])
    #expect(history.locations.count == 3)
    #expect(history.currentIndex == 2)
    #expect(history.goBack() && history.goBack())
    #expect(history.current == "3" && !history.canGoBack)
    history.visit("6")  // drops "4" and "5", the pages after the current one
    #expect(history.pages == ["3", "6"])
    #expect(WebHistory(first: "1", limit: 0).limit == 1)
    #expect(WebHistory().limit == WebHistory.defaultLimit)
  }

  @Test("the overlay's history takes the configured limit")
  func configured() throws {
    let h = try Harness(configuration: OverlayConfiguration(historyLimit: 2))
    for page in ["a", "b", "c"] { h.request("https://example.com/\(page)", type: .other, at: 1) }
    #expect(h.overlay.history.pages == ["https://example.com/b", "https://example.com/c"])
    let request = NavigationRequest(url: "https://example.com/a", type: .other)
    let request2 = NavigationRequest(url: "https://example.com/b", type: .other)
    let request3 = NavigationRequest(url: "https://example.com/c", type: .other)
    h.expect([
      .asked(request, as: .countsForNothing(.noGesture)), .answered(request, .allow, at: ms(1)),
      .backButton(visible: true, at: ms(1)), .replied(.policy(.allow)),
      .asked(request2, as: .countsForNothing(.noGesture)), .answered(request2, .allow, at: ms(1)),
      .replied(.policy(.allow)),
      .asked(request3, as: .countsForNothing(.noGesture)), .answered(request3, .allow, at: ms(1)),
      .replied(.policy(.allow)),
    ])
  }

  @Test("a limit below one page is refused, naming the setting")
  func refused() {
    #expect(throws: OverlayConfigurationError.historyLimit(0)) {
      try OverlayConfiguration(historyLimit: 0).validated()
    }
    #expect(OverlayConfigurationError.historyLimit(0).setting == "historyLimit")
    #expect(
      OverlayConfigurationError.historyLimit(-3).description
        == "historyLimit must be at least 1 page; it is -3")
  }
}
