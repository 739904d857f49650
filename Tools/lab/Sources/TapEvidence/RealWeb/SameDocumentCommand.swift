import TapOrLink
import TapScript

/// A same-document navigation as a timeline step: `same-document KIND URL`,
/// the input the engine counts as a link for the gesture it belongs to.
enum SameDocumentCommand {
  /// The step, or `nil` for a kind the engine does not know (written as a
  /// comment instead).
  static func command(kind: String, url: String) -> Command? {
    SameDocumentKind(rawValue: kind).map {
      .sameDocument(SameDocumentNavigation(to: url, kind: $0))
    }
  }
}
