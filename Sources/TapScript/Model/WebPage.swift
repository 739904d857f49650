/// What a simulated web view shows: its first page, its links and its own
/// controls.
public struct WebPage: Hashable, Sendable {
  /// The first page, where history starts; `nil` for none.
  public var url: String?
  /// The page's links, in the web view's own coordinates.
  public var links: [WebLink]
  /// The page's own controls, in the web view's own coordinates.
  public var controls: [WebControl]

  /// Creates a page.
  public init(url: String? = nil, links: [WebLink] = [], controls: [WebControl] = []) {
    self.url = url
    self.links = links
    self.controls = controls
  }
}
