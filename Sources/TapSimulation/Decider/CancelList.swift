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
  /// written, or, for a relative URL, as read against the page
  /// (``RequestURL/href``), starts with one of ``prefixes``.
  ///
  /// - Complexity: O(p · n) in the prefixes and the URL's length.
  public func cancels(_ request: NavigationRequest, on page: RequestURL?) -> Bool {
    let text = Self.comparedText(of: request.url, on: page)
    return prefixes.contains { text.hasPrefix($0) }
  }

  /// The text a request's URL is compared as: as written when it is
  /// absolute (it has a scheme), else resolved against the page when it
  /// can be read there.
  static func comparedText(of url: String, on page: RequestURL?) -> String {
    guard RequestURL.scheme(of: url) == nil, let page,
      let resolved = RequestURL(url, relativeTo: page)
    else { return url }
    return resolved.href
  }
}
