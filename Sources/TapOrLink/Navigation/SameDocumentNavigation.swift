/// A same-document navigation the web view reported: the page's new URL
/// and how it got there (see ``TapOverlay/sameDocumentNavigation(to:kind:at:)``).
public struct SameDocumentNavigation: Hashable, Sendable {
  /// The page's new URL, as reported (usually absolute).
  public var url: String
  /// How the page moved there.
  public var kind: SameDocumentKind

  /// Creates a navigation.
  public init(to url: String, kind: SameDocumentKind) {
    self.url = url
    self.kind = kind
  }

  /// The request a gesture it decides is a link for: its URL, type `link`,
  /// main frame. A decision's ``DecisionReason/sameDocumentNavigation(_:afterUp:)``
  /// says that no request came.
  package var linkRequest: NavigationRequest { NavigationRequest(url: url, type: .link) }
}

extension SameDocumentNavigation: CustomStringConvertible {
  /// The navigation as a scenario step writes it: `push https://example.com/a`.
  public var description: String { "\(kind.rawValue) \(url)" }
}
