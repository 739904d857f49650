import TapOrLink

/// The app's decider as a scenario gives it (`decider: cancel:`, contract
/// 1.3): the URL prefixes whose requests the app cancels. Every other
/// request (the bridge's apart, which the engine blocks itself) is
/// allowed.
///
/// A cancelled request is answered `block`, moves no history, and still
/// counts: the gesture it counts for is decided `link`, since the person
/// did activate a link.
public struct CancelList: Hashable, Sendable {
  /// The URL prefixes cancelled, as written.
  public var prefixes: [String]

  /// A list that cancels every request whose URL starts with one of
  /// `prefixes`.
  public init(_ prefixes: [String]) {
    self.prefixes = prefixes
  }

  /// Whether the app cancels `request` on a page at `page`: its URL as
  /// written, or as read against the page and written as the URL
  /// Standard writes it (`RequestURL.href`: a relative URL made whole,
  /// `HTTPS://Other.example` as `https://other.example/`), starts with one
  /// of ``prefixes``.
  ///
  /// - Complexity: O(p · n) in the prefixes and the URL's length.
  public func cancels(_ request: NavigationRequest, on page: RequestURL?) -> Bool {
    let written = request.url
    let read = RequestURL(written, relativeTo: page)?.href
    return prefixes.contains { written.hasPrefix($0) || read?.hasPrefix($0) == true }
  }
}
