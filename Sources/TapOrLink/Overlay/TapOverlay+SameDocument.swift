/// Same-document navigations: a single-page app's router or an in-page link
/// moves the page to a new URL without asking to load a document, so no
/// request comes; the page (or the web view's URL) reports the move instead.
extension TapOverlay {
  /// Takes a same-document navigation: the page moved to `url` within its
  /// document (`pushState`, `replaceState`, a fragment change, or back and
  /// forward within it). One counts as a link activation under the same
  /// rules as a counted request, with these limits:
  ///
  /// - `fragment` and `push` count as a request does: for the oldest gesture
  ///   whose finger is up and whose window is open, else the one in
  ///   progress; with none, it may be a ``LateLink`` after a `tap`; a
  ///   counted one teaches the adaptive window its delay.
  /// - `replace` counts only for a lifted gesture in its window that is the
  ///   latest gesture started, with no finger down; it decides that
  ///   gesture, even while an older one still waits. A router's `replace`
  ///   link follows the click, after touch-up; a page rewriting its own
  ///   address (a scroll-spy keeping the fragment in step with the scroll)
  ///   does so while a finger scrolls or after a later gesture began, and
  ///   is not a link. It is never a late link.
  /// - `traverse` (back or forward within the document) is never a link.
  /// - A navigation to the URL of a request counted within
  ///   ``TapDefaults/sameActivation`` before it is that request's own
  ///   activation (WebKit asks about some fragment links too), and counts no
  ///   second time; the same holds for a request after a counted navigation.
  ///   URLs are compared as written.
  ///
  /// It then moves the history, as a same-document entry: `fragment` and
  /// `push` add a page (none when `url` is the current page already),
  /// `replace` rewrites the current page, `traverse` moves to the nearest
  /// page at `url` (compared as read, not as written). The bridge then
  /// trusts the new URL's origin, which is the old one: a navigation the
  /// current page could not have made without loading a new document (the
  /// HTML rule, ``RequestURL/canBeRewritten(to:)``: another origin, user or
  /// password, or for a `file` page another path), or with no page it can
  /// read, is no same-document move and is ignored, reported as
  /// ``EngineDiagnostic/sameDocumentOriginChanged(_:)``.
  ///
  /// It never runs on a touch: moves and taps cost what they did.
  ///
  /// - Parameters:
  ///   - url: the page's new URL, as reported.
  ///   - kind: how the page moved.
  ///   - time: when it was reported; the scheduler's `now` by default.
  /// - Returns: what the engine did with it.
  @discardableResult
  public func sameDocumentNavigation(
    to url: String, kind: SameDocumentKind, at time: Instant? = nil
  ) -> SameDocumentDisposition {
    let now = inputTime(time)
    defer {
      rearmWake()
      tellApp()
    }
    let navigation = SameDocumentNavigation(to: url, kind: kind)
    guard keepsOrigin(url) else {
      // Not a move within the document: only the diagnostic is told.
      tellLater(.diagnosed(.sameDocumentOriginChanged(url)), at: now)
      return .ignored(.sameDocumentOriginChanged(url))
    }
    if recorder != nil { recordInput(.sameDocument(navigation), at: now) }
    let counted = machine.sameDocumentNavigation(navigation, at: now)
    if let verdict = counted.step.verdict { decided(verdict, request: navigation.linkRequest) }
    if let delay = counted.step.learn { learn(delay) }
    if let late = counted.step.lateLink { tellLater(.lateLink(late), at: now) }
    tellLater(.navigatedWithinDocument(navigation), at: now)
    move(to: navigation, at: now)
    return counted.disposition
  }

  /// Whether the current page could move to `url` (read against it)
  /// without loading a new document (``RequestURL/canBeRewritten(to:)``); a
  /// web view with no page, or one it cannot read, believes no move.
  private func keepsOrigin(_ url: String) -> Bool {
    guard let page = history.currentLocation, let location = RequestURL(url, relativeTo: page)
    else { return false }
    return page.canBeRewritten(to: location)
  }

  /// Moves the history as the navigation did.
  private func move(to navigation: SameDocumentNavigation, at time: Instant) {
    let couldGoBack = history.canGoBack
    switch navigation.kind {
    case .fragment, .push:
      if history.current != navigation.url { history.visit(navigation.url) }
    case .replace:
      history.replaceCurrent(with: navigation.url)
    case .traverse:
      history.traverse(to: navigation.url)
    }
    if learner != nil { refreshWindow() }
    if history.canGoBack != couldGoBack {
      tellLater(.backButton(visible: history.canGoBack), at: time)
    }
  }
}
