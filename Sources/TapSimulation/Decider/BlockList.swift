@_spi(Lab) import TapOrLink

/// The app's decider as a scenario gives it (`decider: block:`, or
/// contract 1.3's `cancel:`): the URL prefixes whose requests the app
/// blocks. Every other request (the bridge's apart, which the engine blocks
/// itself) is allowed.
///
/// A blocked request is answered `block`, moves no history, and still
/// counts: the gesture it counts for is decided `link`, since the person
/// did activate a link.
///
/// The prefixes are kept in a trie of their UTF-8 bytes, so a request
/// costs the length of its URL whatever the number of prefixes (a file
/// may list hundreds of thousands). The trie is compact: its nodes lie in
/// breadth-first order in two flat arrays, five bytes a node and at most
/// a node a byte, so the list keeps at most five bytes a byte of prefix
/// beside the prefixes as written (a trie of a dictionary a node kept
/// about 90).
public struct BlockList: Hashable, Sendable {
  /// The URL prefixes blocked, as written.
  public let prefixes: [String]
  /// The trie's nodes in breadth-first order, node 0 the root: node `n`'s
  /// children are nodes `firstChild[n]..<firstChild[n + 1]`, in the order
  /// of their ``labels``; `firstChild` has one more element than the
  /// nodes. A prefix that extends another is left out (the shorter one
  /// decides), so a prefix ends exactly at each node without children.
  private let firstChild: [UInt32]
  /// The byte that leads into each node, ascending among siblings (the
  /// root's is unused).
  private let labels: [UInt8]

  /// A list that blocks every request whose URL starts with one of
  /// `prefixes`.
  ///
  /// - Complexity: O(b log p) to sort the prefixes (b their bytes, p how
  ///   many), then O(b) to build the trie.
  public init(_ prefixes: [String]) {
    self.prefixes = prefixes
    (firstChild, labels) = Self.trie(of: Self.comparedPrefixes(prefixes))
  }

  /// The prefixes the trie holds: each as written, and, when it reads as
  /// an absolute URL the URL Standard writes otherwise, also as written so
  /// (`HTTPS://Other.Example` also as `https://other.example/`), since a
  /// request is compared as read too. Only ever more prefixes: the list
  /// fails closed.
  ///
  /// - Complexity: O(b) in the prefixes' bytes.
  private static func comparedPrefixes(_ prefixes: [String]) -> [String] {
    var compared = prefixes
    for prefix in prefixes where RequestURL.scheme(of: prefix) != nil {
      guard let read = RequestURL(prefix), !read.hasUserinfo else { continue }
      let href = read.href
      if href != prefix { compared.append(href) }
    }
    return compared
  }

  /// The bytes the trie's arrays hold (their capacities), for the tests
  /// that bound it; the prefixes as written are not counted.
  package var trieBytes: Int {
    firstChild.capacity * MemoryLayout<UInt32>.stride + labels.capacity
  }

  /// Builds the trie level by level from the prefixes' bytes sorted: the
  /// prefixes below a node are a contiguous run of the sorted list, and
  /// its children the runs that share the next byte.
  private static func trie(of prefixes: [String]) -> (firstChild: [UInt32], labels: [UInt8]) {
    // Every prefix's bytes in one buffer, `bounds[i]..<bounds[i + 1]`.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(prefixes.reduce(0) { $0 + $1.utf8.count })
    var bounds: [Int] = [0]
    bounds.reserveCapacity(prefixes.count + 1)
    for prefix in prefixes {
      bytes.append(contentsOf: prefix.utf8)
      bounds.append(bytes.count)
    }
    var order = Array(0..<prefixes.count)
    bytes.withUnsafeBufferPointer { buffer in
      // Compares prefix `a` with `b` byte by byte: the index of the first
      // byte that differs, or the shorter length.
      func common(_ a: Int, _ b: Int) -> (Int, lengthA: Int, lengthB: Int) {
        let startA = bounds[a]
        let startB = bounds[b]
        let lengthA = bounds[a + 1] - startA
        let lengthB = bounds[b + 1] - startB
        let shorter = min(lengthA, lengthB)
        var index = 0
        while index < shorter, buffer[startA + index] == buffer[startB + index] { index += 1 }
        return (index, lengthA, lengthB)
      }
      order.sort { a, b in
        let (index, lengthA, lengthB) = common(a, b)
        if index < min(lengthA, lengthB) {
          return buffer[bounds[a] + index] < buffer[bounds[b] + index]
        }
        return lengthA < lengthB
      }
      // Keep no prefix that extends the last one kept: it would never
      // decide, and leaving it out makes every leaf an end.
      var kept: [Int] = []
      for index in order {
        if let last = kept.last {
          let (same, _, lengthLast) = common(index, last)
          if same == lengthLast { continue }
        }
        kept.append(index)
      }
      order = kept
    }
    guard !order.isEmpty else { return ([], []) }
    // A node a byte at most, and the root: room made once, so the trie
    // keeps at most five bytes a byte of prefix.
    var firstChild: [UInt32] = []
    firstChild.reserveCapacity(bytes.count + 2)
    var labels: [UInt8] = [0]
    labels.reserveCapacity(bytes.count + 1)
    // The nodes of one depth, each as its run of `order`.
    var level = [0..<order.count]
    var depth = 0
    while !level.isEmpty {
      var next: [Range<Int>] = []
      for run in level {
        precondition(labels.count < Int(UInt32.max), "too many bytes of prefix for a BlockList")
        firstChild.append(UInt32(labels.count))
        // A run holds one prefix that ends here (a leaf) or only longer ones.
        var lower = run.lowerBound
        if bounds[order[lower]] + depth == bounds[order[lower] + 1] { continue }
        while lower < run.upperBound {
          let byte = bytes[bounds[order[lower]] + depth]
          var upper = lower + 1
          while upper < run.upperBound, bytes[bounds[order[upper]] + depth] == byte { upper += 1 }
          labels.append(byte)
          next.append(lower..<upper)
          lower = upper
        }
      }
      level = next
      depth += 1
    }
    firstChild.append(UInt32(labels.count))
    return (firstChild, labels)
  }

  /// Whether the app blocks `request` on a page at `page`. It fails
  /// closed: with at least one prefix, the request is blocked when
  ///
  /// - its URL as written starts with one of ``prefixes`` (compared as
  ///   UTF-8 bytes), or
  /// - its URL read against the page, as the URL Standard writes it
  ///   (`RequestURL.href`: a relative URL made whole, `HTTPS://Other.example`
  ///   as `https://other.example/`), with or without its user info
  ///   (`https://user@other.example/` is on `other.example`), starts with
  ///   one, or with a prefix as the Standard writes it, or
  /// - its URL cannot be read as a browser would read it: a relative URL
  ///   with no readable page (or one with an opaque path) to read it
  ///   against, a host that needs IDNA (not ASCII, or an `xn--` label,
  ///   which the engine does not map), an invalid host or port, text
  ///   longer than `RequestURL.maximumLength`. The list cannot tell where
  ///   such a request goes, so it cannot tell that no veto names it.
  ///
  /// - Complexity: O(n) in the URL's length, whatever the number of
  ///   prefixes.
  package func blocks(_ request: NavigationRequest, on page: RequestURL?) -> Bool {
    guard !labels.isEmpty else { return false }
    let written = request.url
    if startsWithPrefix(written) { return true }
    guard let read = RequestURL(written, relativeTo: page) else { return true }
    if startsWithPrefix(read.href) { return true }
    return read.hasUserinfo && startsWithPrefix(read.hrefWithoutUserinfo)
  }

  /// Whether `text` starts with one of the prefixes, as written or as the
  /// URL Standard writes them, compared as UTF-8 bytes: the trie's answer
  /// alone, without reading `text` as a URL.
  ///
  /// - Complexity: O(n) in the length of `text`.
  package func matchesPrefix(_ text: String) -> Bool { startsWithPrefix(text) }

  private func startsWithPrefix(_ text: String) -> Bool {
    guard !labels.isEmpty else { return false }
    var node = 0
    var utf8 = text.utf8.makeIterator()
    while true {
      var lower = Int(firstChild[node])
      var upper = Int(firstChild[node + 1])
      if lower == upper { return true }
      guard let byte = utf8.next() else { return false }
      // Binary search among at most 256 siblings: constant a byte.
      while lower < upper {
        let middle = (lower + upper) / 2
        if labels[middle] < byte { lower = middle + 1 } else { upper = middle }
      }
      guard lower < Int(firstChild[node + 1]), labels[lower] == byte else { return false }
      node = lower
    }
  }

  public static func == (lhs: BlockList, rhs: BlockList) -> Bool {
    lhs.prefixes == rhs.prefixes
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(prefixes) }
}

/// The app's decider's list under its old name: TapOrLink calls a refused
/// request *blocked*.
@available(*, deprecated, renamed: "BlockList")
public typealias CancelList = BlockList
