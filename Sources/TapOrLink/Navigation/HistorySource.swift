/// What moves the engine's page and history: the requests it allows, or
/// the documents the web view's main frame commits.
///
/// A request that is allowed may still never show a document: the server
/// answers 204, the load fails or is replaced by another. A web view tells
/// its integration when its main frame commits a document
/// (``TapInput/committed(_:)``), and an integration that says so follows
/// ``commits``: then only a document the web view really shows moves the
/// history and is the page whose origin the bridge judges, and a page that
/// asks for an allowed site's URL answering 204 gains nothing.
public enum HistorySource: String, Hashable, Sendable, CaseIterable {
  /// Each allowed main-frame request of type `link`, `form` or `other` adds
  /// its page, and the back button's allowed request moves back (contract
  /// 1.3's rule, the default). Commits are heard and change nothing.
  case requests
  /// Only the main frame's commits move the page
  /// (``TapInput/committed(_:)``): a commit of the current page's URL
  /// adds nothing (a reload, the first page loaded, a link to the page
  /// itself), a commit of the page before it after an allowed `back`
  /// request moves back, and any other commit adds its page, whether or
  /// not a request was asked about it (a script's or a server's redirect).
  /// The bridge judges the committed document's origin, and refuses every
  /// call before the first commit. `WebViewInput` uses this.
  case commits
}
