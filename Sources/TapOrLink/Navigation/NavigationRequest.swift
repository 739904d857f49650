/// A web view's question: may it load this URL?
public struct NavigationRequest: Hashable, Sendable {
  /// The URL exactly as the web view gave it.
  public var url: String
  /// Why the web view wants to load it.
  public var type: NavigationType
  /// Whether it loads the main frame (`false` for an iframe's request).
  public var isMainFrame: Bool

  /// Creates a request.
  public init(url: String, type: NavigationType = .link, isMainFrame: Bool = true) {
    self.url = url
    self.type = type
    self.isMainFrame = isMainFrame
  }
}

extension NavigationRequest: CustomStringConvertible {
  /// The request as a scenario step writes it: `https://example.com/a`,
  /// with ` type form` when it is not a link and ` subframe` when it is not
  /// for the main frame.
  public var description: String {
    var text = url
    if type != .link { text += " type \(type.rawValue)" }
    if !isMainFrame { text += " subframe" }
    return text
  }
}
