/// What the engine did with one ``TapInput``: the reply of
/// ``TapOverlay/send(_:at:)``, one case for each kind of input.
public enum TapReply: Hashable, Sendable {
  /// A touch: where it went, or why it was ignored.
  case touch(TouchDisposition)
  /// A request or the back button: the answer to give the web view.
  case policy(NavigationPolicy)
  /// The back button, with no page before the current one: nothing was
  /// asked.
  case noPageBefore
  /// New content: the history was cleared.
  case selected
  /// A commit (``TapInput/committed(_:)``) was taken.
  case committed
  /// A view change: whether the view exists.
  case view(found: Bool)
  /// A page answer: what the engine did with it.
  case pageAnswer(PageAnswerDisposition)
  /// A same-document navigation: what the engine did with it.
  case sameDocument(SameDocumentDisposition)

  /// The touch's disposition, for a touch.
  package var touch: TouchDisposition? {
    if case .touch(let disposition) = self { return disposition }
    return nil
  }

  /// The answer to give the web view, for a request or the back button
  /// (`nil` when there was no page to go back to).
  package var policy: NavigationPolicy? {
    if case .policy(let policy) = self { return policy }
    return nil
  }

  /// What became of a page answer.
  package var pageAnswer: PageAnswerDisposition? {
    if case .pageAnswer(let disposition) = self { return disposition }
    return nil
  }

  /// What became of a same-document navigation.
  package var sameDocument: SameDocumentDisposition? {
    if case .sameDocument(let disposition) = self { return disposition }
    return nil
  }

  /// Whether a view change found its view.
  package var foundView: Bool {
    if case .view(let found) = self { return found }
    return false
  }
}
