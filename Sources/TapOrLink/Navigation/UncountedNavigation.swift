/// A same-document navigation that came while a gesture was undecided and
/// did not count as its link: a scroll-spy's `replace` while a finger was
/// down, a `traverse` after a tap on a back button. The gesture's
/// `GestureEvidence` keeps the latest one, so that its decision can say
/// what happened to it.
package struct UncountedNavigation: Hashable, Sendable {
  /// How the page moved.
  package var kind: SameDocumentKind
  /// When the engine was told.
  package var time: Instant
  /// Why it did not count.
  package var reason: SameDocumentDisposition.NotCounted

  /// Creates a note of an uncounted navigation.
  package init(kind: SameDocumentKind, time: Instant, reason: SameDocumentDisposition.NotCounted) {
    self.kind = kind
    self.time = time
    self.reason = reason
  }

  /// The clause a decision's explanation ends with: `the page moved within
  /// the document (traverse) at 120ms, not counted because …`.
  package var explanation: String {
    "the page moved within the document (\(kind.rawValue)) at \(time.readableText), "
      + "not counted because \(reason.explanation)"
  }
}

extension SameDocumentDisposition.NotCounted {
  /// Why, in words: what follows "not counted because".
  package var explanation: String {
    switch self {
    case .traverse:
      "a back or forward move is never a link activation"
    case .replaceWithoutTap:
      "a replace counts only for the latest gesture, lifted, in its window, with no finger "
        + "down (a page rewriting its own address, as a scroll-spy does, is not a link)"
    case .sameActivationAsRequest:
      "the request of the same activation had counted already (one link, not two)"
    case .noGesture:
      "no gesture was undecided and no tap was recent enough for a late link"
    case .linkNotActivation:
      "it is a link activation, and the configured activation does not list link"
    }
  }
}
