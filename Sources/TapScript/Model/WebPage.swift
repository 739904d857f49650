/// What a simulated web view shows: its first page and its links.
public struct WebPage: Hashable, Sendable {
  /// The first page, where history starts; `nil` for none.
  public var url: String?
  /// The page's links, in the web view's own coordinates.
  public var links: [WebLink]

  /// Creates a page.
  public init(url: String? = nil, links: [WebLink] = []) {
    self.url = url
    self.links = links
  }
}
