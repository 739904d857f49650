@_spi(Lab) import TapOrLink

/// The app's decider as a scenario gives it (`decider: cancel:`): the URL
/// prefixes whose requests the app cancels. Every other
/// request (the bridge's apart, which the engine blocks itself) is
/// allowed.
///
/// A cancelled request is answered `block`, moves no history, and still
/// counts: the gesture it counts for is decided `link`, since the person
/// did activate a link.
///
/// The prefixes are kept in a trie of their UTF-8 bytes, so a request
/// costs the length of its URL whatever the number of prefixes (a file
/// may list hundreds of thousands).
public struct CancelList: Hashable, Sendable {
  /// The URL prefixes cancelled, as written.
  public let prefixes: [String]
  /// The trie: each node's children by byte, and whether a prefix ends
  /// there. Node 0 is the root.
  private var children: [[UInt8: Int]] = [[:]]
  private var ends: [Bool] = [false]

  /// A list that cancels every request whose URL starts with one of
  /// `prefixes`.
  ///
  /// - Complexity: O(b) in the prefixes' bytes.
  public init(_ prefixes: [String]) {
    self.prefixes = prefixes
    for prefix in prefixes {
      var node = 0
      for byte in prefix.utf8 {
        if let next = children[node][byte] {
          node = next
        } else {
          children.append([:])
          ends.append(false)
          children[node][byte] = children.count - 1
          node = children.count - 1
        }
      }
      ends[node] = true
    }
  }

  /// Whether the app cancels `request` on a page at `page`: its URL as
  /// written, or as read against the page and written as the URL
  /// Standard writes it (`RequestURL.href`: a relative URL made whole,
  /// `HTTPS://Other.example` as `https://other.example/`), starts with one
  /// of ``prefixes`` (compared as UTF-8 bytes).
  ///
  /// - Complexity: O(n) in the URL's length, whatever the number of
  ///   prefixes.
  package func cancels(_ request: NavigationRequest, on page: RequestURL?) -> Bool {
    let written = request.url
    if startsWithPrefix(written) { return true }
    guard let read = RequestURL(written, relativeTo: page)?.href else { return false }
    return startsWithPrefix(read)
  }

  private func startsWithPrefix(_ text: String) -> Bool {
    var node = 0
    if ends[node] { return true }
    for byte in text.utf8 {
      guard let next = children[node][byte] else { return false }
      node = next
      if ends[node] { return true }
    }
    return false
  }

  public static func == (lhs: CancelList, rhs: CancelList) -> Bool {
    lhs.prefixes == rhs.prefixes
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(prefixes) }
}
