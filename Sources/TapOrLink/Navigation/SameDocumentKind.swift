/// How a page moved to a new URL without loading a new document: the
/// four ways a single-page app or an in-page link changes the address.
///
/// The names are the ones the scenario step `same-document KIND URL` and
/// the page script's `navigation` message use.
public enum SameDocumentKind: String, Hashable, Sendable, CaseIterable {
  /// Only the fragment changed: an in-page link (`#notes`), a hash route
  /// (`#/active`), or `location.hash` set by script.
  case fragment
  /// The page added a history entry with `history.pushState`: how most
  /// routers follow a link.
  case push
  /// The page rewrote the current entry with `history.replaceState`: a
  /// router's `replace` link, or a scroll-spy keeping the fragment in step
  /// with the scroll position.
  case replace
  /// Back or forward within the document's own entries (`popstate`,
  /// `history.back()`): never a link activation.
  case traverse
}
