import TapOrLink

extension ScenarioDecoder {
  static let deciderKeys = ["cancel"]

  /// The app's decider: `cancel:`, a sequence of URL prefixes (contract
  /// 1.3).
  mutating func decodeDecider(_ node: YAMLNode) -> CancelList? {
    guard let entries = requireEntries(node, what: "`decider`") else { return nil }
    var prefixes: [String] = []
    var found = false
    for entry in entries {
      switch entry.key {
      case "cancel":
        found = true
        guard let items = requireItems(entry.value, what: "`cancel`") else { continue }
        for item in items {
          if let prefix = requireText(item, what: "a URL prefix to cancel") {
            prefixes.append(prefix)
          }
        }
      default:
        unknownKey(entry, in: Self.deciderKeys, what: "decider key")
      }
    }
    // An unknown key is most likely the `cancel:` meant: one error, not two.
    if !found, entries.allSatisfy({ Self.deciderKeys.contains($0.key) }) {
      error(
        "`decider` needs `cancel:`, a sequence of URL prefixes like `- https://ads.example/`",
        at: node.position)
    }
    return found ? CancelList(prefixes) : nil
  }
}
