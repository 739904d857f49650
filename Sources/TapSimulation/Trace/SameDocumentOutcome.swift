import TapOrLink

/// A same-document navigation a run gave the engine, and what the engine
/// did with it: the lines `--explain` adds to the decisions.
public struct SameDocumentOutcome: Hashable, Sendable {
  /// When the engine was told.
  public var time: Instant
  /// The navigation.
  public var navigation: SameDocumentNavigation
  /// What the engine did with it.
  public var disposition: SameDocumentDisposition

  /// Creates an outcome.
  public init(
    time: Instant, navigation: SameDocumentNavigation, disposition: SameDocumentDisposition
  ) {
    self.time = time
    self.navigation = navigation
    self.disposition = disposition
  }

  /// One sentence a person can read: `300ms: same-document traverse
  /// https://example.com/#start: not counted because a back or forward move
  /// is never a link activation`.
  public var explanation: String {
    let head =
      "\(time.readableText): same-document \(navigation.kind.rawValue) \(navigation.url)"
    switch disposition {
    case .link(let gesture):
      return "\(head): counted, the link of gesture \(gesture)"
    case .lateLink(let gesture):
      return "\(head): a late link for gesture \(gesture), already decided tap"
    case .notCounted(let reason):
      return "\(head): not counted because \(reason.explanation)"
    case .ignored(let diagnostic):
      return "\(head): \(diagnostic.description)"
    }
  }
}
