/// Same-document navigations: a single-page app's router or an in-page link
/// moves the page to a new URL without asking to load a document, so no
/// request comes; the page (or the web view's URL) reports the move instead.
extension TapEngine {
  /// Takes a same-document navigation (see ``TapInput/sameDocument(_:)``).
  /// It never runs on a touch, so moves and taps pay nothing for it.
  mutating func sameDocument(
    _ navigation: SameDocumentNavigation, at given: Instant, _ out: inout EngineOutput
  ) -> SameDocumentDisposition {
    let now = inputTime(given, &out)
    guard keepsOrigin(navigation.url) else {
      // Not a move within the document: only the diagnostic is told.
      out.tell(.diagnosed(.sameDocumentOriginChanged(navigation.url)), at: now)
      return .ignored(.sameDocumentOriginChanged(navigation.url))
    }
    if out.wantsRecords { record(.sameDocument(navigation), at: now, out) }
    let counted = machine.sameDocumentNavigation(navigation, at: now)
    performActivation(counted.step, at: now, &out)
    out.tell(.navigatedWithinDocument(navigation), at: now)
    move(to: navigation, at: now, &out)
    return counted.disposition
  }

  /// Whether the current page could move to `url` (read against it)
  /// without loading a new document (`RequestURL.canBeRewritten(to:)`); a
  /// web view with no page, or one it cannot read, believes no move.
  private func keepsOrigin(_ url: String) -> Bool {
    guard let page = history.currentLocation, let location = RequestURL(url, relativeTo: page)
    else { return false }
    return page.canBeRewritten(to: location)
  }

  /// Moves the history as the navigation did.
  private mutating func move(
    to navigation: SameDocumentNavigation, at time: Instant, _ out: inout EngineOutput
  ) {
    let couldGoBack = history.canGoBack
    switch navigation.kind {
    case .fragment, .push:
      if history.current != navigation.url { history.visit(navigation.url) }
    case .replace:
      history.replaceCurrent(with: navigation.url)
    case .traverse:
      history.traverse(to: navigation.url)
    }
    historyMoved(couldGoBack: couldGoBack, at: time, &out)
  }
}
