import Testing

@testable import TapOrLink

/// A history at a large limit: a visit past it drops the oldest page in
/// O(1) amortized, and keeps the same pages, answers and equality as
/// shifting the history did.
@Suite struct WebHistoryCostTests {
  static func page(_ index: Int) -> String { "https://example.com/p\(index)" }

  #if DEBUG
    @Test("50,000 visits past a limit of 10,000 move at most one page a visit")
    func visitsPastALargeLimit() {
      var history = WebHistory(first: Self.page(0), limit: 10_000)
      for index in 1...60_000 { history.visit(Self.page(index)) }
      // Shifting the history moved 9,999 pages a visit past the limit,
      // 499,959,999 in all.
      #expect(history.pageMoves <= 50_000)
      #expect(history.pages.count == 10_000)
      #expect(history.pages.first == Self.page(50_001))
      #expect(history.current == Self.page(60_000))
      #expect(history.currentIndex == 9_999)
    }
  #endif

  @Test("past the limit: back, visit, replaceCurrent, traverse and reset as before")
  func behaviourPastTheLimit() {
    var history = WebHistory(first: Self.page(0), limit: 3)
    for index in 1...7 { history.visit(Self.page(index)) }
    #expect(history.pages == [Self.page(5), Self.page(6), Self.page(7)])
    #expect(history.locations == history.pages.map { RequestURL($0) })
    #expect(history.goBack() && history.goBack() && !history.goBack())
    #expect(history.current == Self.page(5) && history.currentIndex == 0)
    history.traverse(to: Self.page(7))
    #expect(history.currentIndex == 2)
    history.traverse(to: Self.page(6))
    #expect(history.currentIndex == 1 && history.previous == Self.page(5))
    history.visit(Self.page(8))
    #expect(history.pages == [Self.page(5), Self.page(6), Self.page(8)])
    history.visit(Self.page(9))
    #expect(history.pages == [Self.page(6), Self.page(8), Self.page(9)])
    history.replaceCurrent(with: "q")
    #expect(history.current == "q")
    #expect(history.currentLocation == RequestURL("https://example.com/q"))
    history.traverse(to: Self.page(2))
    #expect(history.pages == [Self.page(6), Self.page(8), Self.page(2)])
    history.reset(to: Self.page(10))
    #expect(history == WebHistory(first: Self.page(10), limit: 3))
  }

  @Test("equal by pages, locations, current page and limit, however they are stored")
  func equalityIgnoresStorage() {
    var dropped = WebHistory(first: Self.page(0), limit: 3)
    for index in 1...5 { dropped.visit(Self.page(index)) }
    var fresh = WebHistory(first: Self.page(3), limit: 3)
    fresh.visit(Self.page(4))
    fresh.visit(Self.page(5))
    #expect(dropped == fresh)
    #expect(dropped.hashValue == fresh.hashValue)
    #expect(Set([dropped, fresh]).count == 1)
    fresh.goBack()
    #expect(dropped != fresh)
    #expect(dropped != WebHistory(first: Self.page(5), limit: 3))
    var otherLimit = WebHistory(first: Self.page(3), limit: 4)
    otherLimit.visit(Self.page(4))
    otherLimit.visit(Self.page(5))
    #expect(dropped != otherLimit)
  }
}
