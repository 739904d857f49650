/// How a same-document navigation is written in a scenario's timeline:
/// `same-document KIND URL` (the step the engine takes as input).
enum SameDocumentStep {
  /// Whether the scenario language takes the step yet; until it does, the
  /// navigation is written as a comment.
  static let isInput = false

  /// The step's text after `TIME: `.
  static func text(kind: String, url: String) -> String {
    "same-document \(kind) \(url)"
  }
}
