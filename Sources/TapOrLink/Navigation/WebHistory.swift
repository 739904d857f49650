/// A web view's list of pages and its place in it (seed: the iPad back
/// button).
///
/// It starts with the first page, or empty for a web view with no page.
/// Visiting a page drops those after the current one; going back moves one
/// place back; selecting new content clears it all.
public struct WebHistory: Hashable, Sendable {
  /// The pages, oldest first.
  public private(set) var pages: [String]
  /// The index of the current page in ``pages``; `nil` when empty.
  public private(set) var currentIndex: Int?

  /// Creates a history holding `first` as its only page, or an empty one.
  public init(first: String? = nil) {
    if let first {
      pages = [first]
      currentIndex = 0
    } else {
      pages = []
      currentIndex = nil
    }
  }

  /// The current page.
  public var current: String? { currentIndex.map { pages[$0] } }

  /// The page a back step would return to.
  public var previous: String? {
    guard let currentIndex, currentIndex > 0 else { return nil }
    return pages[currentIndex - 1]
  }

  /// Whether there is a page to go back to: when the back button shows.
  public var canGoBack: Bool { previous != nil }

  /// Drops the pages after the current one, appends `url` and moves there.
  public mutating func visit(_ url: String) {
    if let currentIndex {
      pages.removeSubrange((currentIndex + 1)...)
    }
    pages.append(url)
    currentIndex = pages.count - 1
  }

  /// Moves one page back.
  /// - Returns: whether there was a page to go back to.
  @discardableResult
  public mutating func goBack() -> Bool {
    guard let index = currentIndex, index > 0 else { return false }
    currentIndex = index - 1
    return true
  }

  /// Clears all history: `url` becomes the only page.
  public mutating func reset(to url: String) {
    self = WebHistory(first: url)
  }
}
