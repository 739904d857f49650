import TapOrLink

/// A link on a simulated page: where it is and where it goes.
public struct WebLink: Hashable, Sendable {
  /// The URL a tap on it requests.
  public var href: String
  /// Its frame in the web view's own coordinates.
  public var frame: Rect

  /// Creates a link.
  public init(href: String, frame: Rect) {
    self.href = href
    self.frame = frame
  }
}
