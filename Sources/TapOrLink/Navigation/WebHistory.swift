/// A web view's list of pages and its place in it (seed: the iPad back
/// button).
///
/// It starts with the first page, or empty for a web view with no page.
/// Visiting a page drops those after the current one; going back moves one
/// place back; selecting new content clears it all.
///
/// It holds at most `limit` pages: a visit that would pass it drops the
/// oldest page (the one furthest back) first, so the current page and the
/// pages just before it are always kept. By default the limit is
/// ``defaultLimit``.
///
/// Each page is kept as written, with where it is as a browser reads it
/// (its `RequestURL`): a relative URL is read against the page current
/// when it was visited, and a URL that cannot be read has no location, so
/// its page has no origin.
public struct WebHistory: Hashable, Sendable {
  /// The pages as written, oldest first.
  package private(set) var pages: [String]
  /// Each page's location as read when it was added: `locations[i]` is
  /// `pages[i]` read against the page current then; `nil` when it could
  /// not be read.
  package private(set) var locations: [RequestURL?]
  /// The index of the current page in ``pages``; `nil` when empty.
  package private(set) var currentIndex: Int?
  /// The most pages kept (at least 1); a visit past it drops the oldest.
  package let limit: Int

  /// The limit a history has unless given one: 1,000 pages, far more than
  /// a reader goes back through, and about 150 KB.
  public static let defaultLimit = 1_000

  /// Creates a history holding `first` as its only page, or an empty one.
  ///
  /// - Parameters:
  ///   - first: the first page, if any.
  ///   - limit: the most pages kept; values below 1 keep 1.
  package init(first: String? = nil, limit: Int = WebHistory.defaultLimit) {
    self.limit = max(1, limit)
    if let first {
      pages = [first]
      locations = [RequestURL(first)]
      currentIndex = 0
    } else {
      pages = []
      locations = []
      currentIndex = nil
    }
  }

  /// The current page.
  public var current: String? { currentIndex.map { pages[$0] } }

  /// The current page's location; `nil` with no page or one that could not
  /// be read.
  package var currentLocation: RequestURL? { currentIndex.flatMap { locations[$0] } }

  /// The current page's origin, what the bridge checks; `nil` with no page,
  /// or a page without one (unreadable, or not `http`, `https`, `ws`,
  /// `wss` or `ftp`).
  package var currentOrigin: Origin? { currentLocation?.origin }

  /// The page a back step would return to.
  public var previous: String? {
    guard let currentIndex, currentIndex > 0 else { return nil }
    return pages[currentIndex - 1]
  }

  /// Whether there is a page to go back to: when the back button shows.
  public var canGoBack: Bool { previous != nil }

  /// Drops the pages after the current one, appends `url` (read against
  /// the current page) and moves there; drops the oldest page when there
  /// are then more than `limit`.
  ///
  /// - Complexity: O(1) amortized below the limit, O(`limit`) at it.
  package mutating func visit(_ url: String) {
    let location = RequestURL(url, relativeTo: currentLocation)
    if let currentIndex {
      pages.removeSubrange((currentIndex + 1)...)
      locations.removeSubrange((currentIndex + 1)...)
    }
    if pages.count >= limit {
      let excess = pages.count - limit + 1
      pages.removeFirst(excess)
      locations.removeFirst(excess)
    }
    pages.append(url)
    locations.append(location)
    currentIndex = pages.count - 1
  }

  /// Moves one page back.
  /// - Returns: whether there was a page to go back to.
  @discardableResult
  package mutating func goBack() -> Bool {
    guard let index = currentIndex, index > 0 else { return false }
    currentIndex = index - 1
    return true
  }

  /// Rewrites the current page as `url` (read against the current page),
  /// as `history.replaceState` does; with no page, `url` becomes the only
  /// one.
  package mutating func replaceCurrent(with url: String) {
    guard let currentIndex else {
      reset(to: url)
      return
    }
    locations[currentIndex] = RequestURL(url, relativeTo: currentLocation)
    pages[currentIndex] = url
  }

  /// Moves to the nearest page at `url`, looking back first, as back and
  /// forward within a document do; when no page is (the entry was made
  /// before the history began), the current page is rewritten as `url`
  /// instead.
  ///
  /// Pages are compared by where they are, as read (`url` against the
  /// current page), not as written: `account` on one site is never the
  /// entry `account` written on another, so a page cannot move the history
  /// onto another site's entry. A `url` that cannot be read matches no
  /// page.
  ///
  /// - Complexity: O(`limit`).
  package mutating func traverse(to url: String) {
    guard let index = currentIndex else {
      reset(to: url)
      return
    }
    guard let location = RequestURL(url, relativeTo: currentLocation) else {
      replaceCurrent(with: url)
      return
    }
    if let back = locations[..<index].lastIndex(of: location) {
      currentIndex = back
    } else if let forward = locations[(index + 1)...].firstIndex(of: location) {
      currentIndex = forward
    } else if locations[index] != location || pages[index] != url {
      replaceCurrent(with: url)
    }
  }

  /// Clears all history: `url` (read against the current page) becomes the
  /// only page.
  package mutating func reset(to url: String) {
    let location = RequestURL(url, relativeTo: currentLocation)
    pages = [url]
    locations = [location]
    currentIndex = 0
  }
}
