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
///
/// It keeps at most ``byteBudget`` bytes of pages beside the current page:
/// a visit (or a rewrite of the current page) that passes it drops the
/// oldest pages first, down to the current one, which is always kept
/// whatever its size. A page counts its text and its reading
/// (`storedBytes(of:readAs:)`), so a page loading 1 MB URLs every 20 ms
/// keeps the last few, not a thousand.
///
/// The pages dropped at the limit leave their slots behind (emptied), and
/// the slots are reclaimed once they are as many as the pages kept, so a
/// visit costs O(1) amortized at any limit, beside reading its URL once.
public struct WebHistory: Hashable, Sendable {
  /// The pages as written, oldest first, from `storedPages[oldest]`; the
  /// slots before `oldest` held pages dropped at the limit and are empty.
  private var storedPages: [String]
  /// Each stored page's location, slot for slot with `storedPages`.
  private var storedLocations: [RequestURL?]
  /// The slot of the oldest page kept.
  private var oldest = 0
  /// The bytes the pages kept take (`storedBytes(of:readAs:)` of each).
  package private(set) var storedBytes = 0
  /// The index of the current page in ``pages``; `nil` when empty.
  package private(set) var currentIndex: Int?
  /// The most pages kept (at least 1); a visit past it drops the oldest.
  package let limit: Int
  #if DEBUG
    /// How many pages have been moved from one slot to another, for the
    /// tests that bound what a visit costs.
    package private(set) var pageMoves = 0
  #endif

  /// The pages as written, oldest first.
  ///
  /// - Complexity: O(n) in the pages kept (a copy).
  package var pages: [String] { Array(storedPages[oldest...]) }

  /// Each page's location as read when it was added: `locations[i]` is
  /// `pages[i]` read against the page current then; `nil` when it could
  /// not be read.
  ///
  /// - Complexity: O(n) in the pages kept (a copy).
  package var locations: [RequestURL?] { Array(storedLocations[oldest...]) }

  /// The limit a history has unless given one: 1,000 pages, far more than
  /// a reader goes back through, and about 150 KB.
  public static let defaultLimit = 1_000

  /// The most bytes the pages before the current one and the current page
  /// take together, unless the current page alone takes more: 16 MiB.
  /// A thousand pages of 16 KB URLs, or eight of the longest URL a
  /// browser loads (2 MiB, `RequestURL.maximumLength`), as written and as
  /// read.
  public static let byteBudget = 16 << 20

  /// About the bytes a page keeps: its text (beyond the 15 a string holds
  /// inline) and its reading (`RequestURL.storedBytes`).
  ///
  /// - Complexity: O(s) in the segments of the page's path.
  package static func storedBytes(of url: String, readAs location: RequestURL?) -> Int {
    let count = url.utf8.count
    return MemoryLayout<String>.stride + (count > 15 ? count : 0)
      + (location?.storedBytes ?? 0) + MemoryLayout<RequestURL?>.stride
  }

  /// Creates a history holding `first` as its only page, or an empty one.
  ///
  /// - Parameters:
  ///   - first: the first page, if any.
  ///   - limit: the most pages kept; values below 1 keep 1.
  package init(first: String? = nil, limit: Int = WebHistory.defaultLimit) {
    self.limit = max(1, limit)
    if let first {
      let location = RequestURL(first)
      storedPages = [first]
      storedLocations = [location]
      storedBytes = Self.storedBytes(of: first, readAs: location)
      currentIndex = 0
    } else {
      storedPages = []
      storedLocations = []
      currentIndex = nil
    }
  }

  /// The current page.
  public var current: String? { currentIndex.map { storedPages[oldest + $0] } }

  /// The current page's location; `nil` with no page or one that could not
  /// be read.
  package var currentLocation: RequestURL? { currentIndex.flatMap { storedLocations[oldest + $0] } }

  /// The current page's origin, what the bridge checks; `nil` with no page,
  /// or a page without one (unreadable, or not `http`, `https`, `ws`,
  /// `wss` or `ftp`).
  package var currentOrigin: Origin? { currentLocation?.origin }

  /// The page a back step would return to.
  public var previous: String? {
    guard let currentIndex, currentIndex > 0 else { return nil }
    return storedPages[oldest + currentIndex - 1]
  }

  /// Whether there is a page to go back to: when the back button shows.
  public var canGoBack: Bool { previous != nil }

  /// Drops the pages after the current one, appends `url` (read against
  /// the current page) and moves there; drops the oldest pages when there
  /// are then more than `limit`, or they take more than ``byteBudget``.
  ///
  /// - Complexity: O(1) amortized, at any limit, beside reading `url`.
  package mutating func visit(_ url: String) {
    visit(url, readAs: RequestURL(url, relativeTo: currentLocation))
  }

  /// ``visit(_:)`` with `url` already read against the current page, so
  /// that a request's URL is read once.
  ///
  /// - Complexity: O(1) amortized, at any limit, beside the costs of the
  ///   pages dropped (each page is dropped once).
  package mutating func visit(_ url: String, readAs location: RequestURL?) {
    if let currentIndex {
      let after = oldest + currentIndex + 1
      for slot in after..<storedPages.count {
        storedBytes -= Self.storedBytes(of: storedPages[slot], readAs: storedLocations[slot])
      }
      storedPages.removeSubrange(after...)
      storedLocations.removeSubrange(after...)
    }
    let count = storedPages.count - oldest
    if count >= limit { dropOldest(count - limit + 1) }
    storedPages.append(url)
    storedLocations.append(location)
    storedBytes += Self.storedBytes(of: url, readAs: location)
    currentIndex = storedPages.count - oldest - 1
    keepWithinBudget()
  }

  /// Drops the oldest pages while the pages kept take more than
  /// ``byteBudget``, down to the current page.
  private mutating func keepWithinBudget() {
    guard storedBytes > Self.byteBudget, let currentIndex, currentIndex > 0 else { return }
    var drop = 0
    var bytes = storedBytes
    while bytes > Self.byteBudget, drop < currentIndex {
      let slot = oldest + drop
      bytes -= Self.storedBytes(of: storedPages[slot], readAs: storedLocations[slot])
      drop += 1
    }
    dropOldest(drop)
  }

  /// Drops the `count` oldest pages (at most as many as are kept), moving
  /// the current page's index with them.
  private mutating func dropOldest(_ count: Int) {
    guard count > 0 else { return }
    // Empty the oldest pages' slots (their memory goes) rather than shift
    // every page kept.
    for slot in oldest..<(oldest + count) {
      storedBytes -= Self.storedBytes(of: storedPages[slot], readAs: storedLocations[slot])
      storedPages[slot] = ""
      storedLocations[slot] = nil
    }
    oldest += count
    if let currentIndex { self.currentIndex = currentIndex - count }
    if oldest >= storedPages.count - oldest {
      // As many empty slots as pages: reclaim them, moving each page
      // once for at least as many pages dropped.
      #if DEBUG
        pageMoves += storedPages.count - oldest
      #endif
      storedPages.removeFirst(oldest)
      storedLocations.removeFirst(oldest)
      oldest = 0
    }
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
    let slot = oldest + currentIndex
    let location = RequestURL(url, relativeTo: currentLocation)
    storedBytes -= Self.storedBytes(of: storedPages[slot], readAs: storedLocations[slot])
    storedLocations[slot] = location
    storedPages[slot] = url
    storedBytes += Self.storedBytes(of: url, readAs: location)
    keepWithinBudget()
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
    let slot = oldest + index
    if let back = storedLocations[oldest..<slot].lastIndex(of: location) {
      currentIndex = back - oldest
    } else if let forward = storedLocations[(slot + 1)...].firstIndex(of: location) {
      currentIndex = forward - oldest
    } else if storedLocations[slot] != location || storedPages[slot] != url {
      replaceCurrent(with: url)
    }
  }

  /// Clears all history: `url` (read against the current page) becomes the
  /// only page.
  package mutating func reset(to url: String) {
    let location = RequestURL(url, relativeTo: currentLocation)
    storedPages = [url]
    storedLocations = [location]
    storedBytes = Self.storedBytes(of: url, readAs: location)
    oldest = 0
    currentIndex = 0
  }

  /// Two histories are equal when they hold the same pages, read as the
  /// same locations, with the same current page and limit, however their
  /// slots lie.
  public static func == (lhs: WebHistory, rhs: WebHistory) -> Bool {
    lhs.currentIndex == rhs.currentIndex && lhs.limit == rhs.limit
      && lhs.storedPages[lhs.oldest...] == rhs.storedPages[rhs.oldest...]
      && lhs.storedLocations[lhs.oldest...] == rhs.storedLocations[rhs.oldest...]
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedPages[oldest...])
    hasher.combine(storedLocations[oldest...])
    hasher.combine(currentIndex)
    hasher.combine(limit)
  }
}
