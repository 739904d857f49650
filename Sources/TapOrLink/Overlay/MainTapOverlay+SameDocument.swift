/// Same-document navigations on the main actor, where a web view's URL
/// observer and its `WKScriptMessageHandler` run.
extension MainTapOverlay {
  /// Takes a same-document navigation: the page moved to `url` within its
  /// document (see ``TapOverlay/sameDocumentNavigation(to:kind:at:)``).
  @discardableResult
  public func sameDocumentNavigation(
    to url: String, kind: SameDocumentKind, at time: Instant? = nil
  ) -> SameDocumentDisposition {
    overlay.sameDocumentNavigation(to: url, kind: kind, at: time)
  }
}
