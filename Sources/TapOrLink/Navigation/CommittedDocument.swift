/// The document the web view's main frame committed
/// (``TapInput/committed(_:)``), as the engine keeps it under
/// ``HistorySource/commits``: its URL as the web view gave it, read once.
///
/// A reference, so that the engine holds a pointer beside its state: its
/// parsed URL is large, and the engine's touch path must not carry it.
final class CommittedDocument: Sendable {
  /// The URL as the web view gave it.
  let url: String
  /// The URL as a browser reads it; `nil` when it cannot be read.
  let location: RequestURL?

  /// The document at `url`.
  init(_ url: String) {
    self.url = url
    self.location = RequestURL(url)
  }

  /// The committed document's origin: the one the bridge judges. `nil`
  /// for a document without one (`about:blank`, `data:`, `file:`, a URL
  /// that cannot be read).
  var origin: Origin? { location?.origin }

  /// Whether the document is the page `text` names (read as `location`):
  /// the same text, or the same URL as a browser serializes it (a web view
  /// commits `https://example.com/` for the page an app named
  /// `https://example.com`).
  func isSamePage(as text: String?, at location: RequestURL?) -> Bool {
    guard let text else { return false }
    if text == url { return true }
    guard let mine = self.location, let theirs = location else { return false }
    return mine.href == theirs.href
  }
}
