/// Same-document navigations from any thread: a web view reports a URL
/// change (KVO of `WKWebView.url`, `notify::uri`) or the page script's
/// message on the main thread, the engine runs on its queue.
extension SharedTapOverlay {
  /// Takes a same-document navigation (see
  /// ``TapOverlay/sameDocumentNavigation(to:kind:at:)``), stamped now;
  /// returns at once (handled on the queue, at the engine's latest instant
  /// if another input moved it past the stamp meanwhile, which is not bad
  /// input).
  public func sameDocumentNavigation(to url: String, kind: SameDocumentKind) {
    let time = scheduler.now
    queue.async { [self] in
      _ = self.perform { overlay in
        overlay.sameDocumentNavigation(to: url, kind: kind, at: max(time, overlay.lastInstant))
      }
    }
  }
}
