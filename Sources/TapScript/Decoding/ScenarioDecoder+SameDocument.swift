import TapOrLink

/// The scenario language's same-document navigations: the timeline step
/// `same-document KIND URL` and a link's `routes: KIND`.
extension ScenarioDecoder {
  /// The kinds a link's `routes:` accepts: a click never moves back or
  /// forward (`traverse`).
  static let routeKinds: [SameDocumentKind] = [.push, .replace, .fragment]

  /// Reads `same-document KIND URL` (after the command word).
  mutating func decodeSameDocument(_ head: Word, _ args: [Word]) -> Command? {
    let usage = "`same-document` needs a kind and a URL: `same-document KIND URL`"
    guard let kindWord = args.first else {
      error(usage, at: head.position, note: Self.sameDocumentKindNote)
      return nil
    }
    guard let kind = SameDocumentKind(rawValue: kindWord.text) else {
      unknownSameDocumentKind(kindWord, among: SameDocumentKind.allCases)
      return nil
    }
    guard args.count >= 2 else {
      error(usage, at: kindWord.position)
      return nil
    }
    guard args.count == 2 else {
      error("unexpected `\(args[2].text)` after the URL of `same-document`", at: args[2].position)
      return nil
    }
    return .sameDocument(SameDocumentNavigation(to: args[1].text, kind: kind))
  }

  /// Reads a link's `routes: KIND`.
  mutating func decodeRoutes(_ node: YAMLNode) -> SameDocumentKind? {
    guard let text = requireText(node, what: "`routes`") else { return nil }
    if let kind = SameDocumentKind(rawValue: text), Self.routeKinds.contains(kind) { return kind }
    if text == SameDocumentKind.traverse.rawValue {
      error(
        "a link does not route by `traverse`: a click never moves back or forward",
        at: node.position, note: "kinds: \(Self.routeKinds.map(\.rawValue).joined(separator: ", "))"
      )
      return nil
    }
    unknownSameDocumentKind((text, node.position), among: Self.routeKinds)
    return nil
  }

  private static var sameDocumentKindNote: String {
    "kinds: " + SameDocumentKind.allCases.map(\.rawValue).joined(separator: ", ")
  }

  private mutating func unknownSameDocumentKind(_ word: Word, among kinds: [SameDocumentKind]) {
    let names = kinds.map(\.rawValue)
    error(
      "unknown same-document kind `\(word.text)`", at: word.position,
      suggestion: Suggestion.nearest(to: word.text, among: names),
      note: "kinds: \(names.joined(separator: ", "))")
  }
}
