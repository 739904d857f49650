@_spi(Lab) import TapOrLink
import Testing

/// Issue 45, item 7: what a page's URLs can make the history keep is
/// bounded. A frame loading 1 MB URLs every 20 ms made the history keep
/// every one of its 1,000 pages, each as written and as read (1.2 GB after
/// 20 s); now the pages kept take at most `WebHistory.byteBudget` beside
/// the current page, the oldest dropped first.
@Suite struct HistoryByteBudgetTests {
  static let long = String(repeating: "a", count: 1 << 20)
  static func page(_ index: Int) -> String { "https://example.com/\(index)/" + long }

  /// A URL longer than a browser loads (`RequestURL.maximumLength`): kept
  /// as written, never read.
  static func unreadable(_ index: Int) -> String {
    "https://example.com/\(index)/" + String(repeating: "c", count: RequestURL.maximumLength)
  }

  @Test("10 visits of 1 MB URLs keep the budget's worth, the newest, with the current page")
  func longURLs() {
    var history = WebHistory(first: "https://example.com/")
    for index in 0..<10 { history.visit(Self.page(index)) }
    let pages = history.pages
    // Each page about 2 MB: its text and its reading.
    #expect(pages.count <= 8, "\(pages.count) pages kept")
    #expect(pages.count >= 2)
    #expect(history.current == Self.page(9))
    #expect(history.previous == Self.page(8))
    #expect(pages == (10 - pages.count..<10).map(Self.page))
    let kept = zip(pages, history.locations).reduce(0) {
      $0 + WebHistory.storedBytes(of: $1.0, readAs: $1.1)
    }
    #expect(kept <= WebHistory.byteBudget)
    #expect(history.storedBytes == kept)
  }

  @Test("a page larger than the budget is kept while it is the current page, alone")
  func onePageOverTheBudget() {
    var history = WebHistory(first: "https://example.com/")
    let huge = "https://example.com/" + String(repeating: "b", count: WebHistory.byteBudget)
    history.visit(huge)
    #expect(history.pages.count == 1 && history.current == huge)
    history.visit("https://example.com/next")
    #expect(history.pages == ["https://example.com/next"])
    history.visit("https://example.com/last")
    #expect(history.pages == ["https://example.com/next", "https://example.com/last"])
  }

  @Test("replacing, going back and resetting keep the count of bytes exact")
  func bytesStayExact() {
    var history = WebHistory(first: "https://example.com/")
    for index in 0..<12 { history.visit(Self.unreadable(index)) }
    history.goBack()
    history.goBack()
    history.replaceCurrent(with: "https://example.com/short")
    history.visit(Self.unreadable(30))
    history.traverse(to: Self.unreadable(8))
    let kept = zip(history.pages, history.locations).reduce(0) {
      $0 + WebHistory.storedBytes(of: $1.0, readAs: $1.1)
    }
    #expect(history.storedBytes == kept)
    #expect(kept <= WebHistory.byteBudget)
    history.reset(to: "https://example.com/")
    #expect(
      history.storedBytes
        == WebHistory.storedBytes(
          of: "https://example.com/", readAs: RequestURL("https://example.com/")))
  }
}
