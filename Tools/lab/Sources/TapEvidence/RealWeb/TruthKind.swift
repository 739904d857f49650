import TapOrLink

/// What a recorded target really is, by the truth: what the person who
/// touched it meant, in the truth's three words (`link`, `control`,
/// `content`) as the targets file and the recordings write them.
///
/// A recording's `truth` is `link` or `content` (the page navigated or
/// not); its `truth3` tells the page's controls apart from plain content.
package enum TruthKind: String, Hashable, Sendable, CaseIterable {
  /// The page navigated: a link.
  case link
  /// The page handled the tap as one of its controls.
  case control
  /// Neither: plain content.
  case content

  /// The outcome a tap on the target should be decided as: `link`,
  /// `control`, or `tap` for content.
  package var tapOutcome: OutcomeKind {
    switch self {
    case .link: .link
    case .control: .control
    case .content: .tap
    }
  }
}
