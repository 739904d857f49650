import TapScript

/// A same-document navigation as a timeline step (`same-document KIND
/// URL`, the step the engine takes as input).
enum SameDocumentStep {
  /// The step, or `nil` while the scenario language has no step for it:
  /// the navigation is then written as a comment.
  static func command(kind: String, url: String) -> Command? {
    nil
  }
}
