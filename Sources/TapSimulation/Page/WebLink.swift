import TapOrLink

/// A link on a simulated page: where it is and where it goes.
public struct WebLink: Hashable, Sendable {
  /// The URL a tap on it requests.
  public var href: String
  /// Its frame in the web view's own coordinates.
  public var frame: Rect
  /// How the page moves to ``href`` within the document when the link is
  /// tapped (a router's `push`, an in-page `fragment` link); `nil` for a
  /// link the page requests.
  public var routes: SameDocumentKind?

  /// Creates a link.
  public init(href: String, frame: Rect, routes: SameDocumentKind? = nil) {
    self.href = href
    self.frame = frame
    self.routes = routes
  }
}
