import TapOrLink

extension ScenarioDecoder {
  static let deciderKeys = ["block", "cancel"]

  /// The app's decider: `block:`, a sequence of URL prefixes, or `cancel:`,
  /// contract 1.3's word for the same list; one of the two, not both.
  mutating func decodeDecider(_ node: YAMLNode) -> BlockList? {
    guard let entries = requireEntries(node, what: "`decider`") else { return nil }
    var prefixes: [String] = []
    var found: String?
    for entry in entries {
      switch entry.key {
      case "block", "cancel":
        if let first = found {
          error(
            "`decider` takes `block:` or `cancel:` (contract 1.3's word for the same list), "
              + "not both; `\(first):` came first", at: entry.keyPosition)
          continue
        }
        found = entry.key
        guard let items = requireItems(entry.value, what: "`\(entry.key)`") else { continue }
        for item in items {
          if let prefix = requireText(item, what: "a URL prefix to block") {
            prefixes.append(prefix)
          }
        }
      default:
        unknownKey(entry, in: Self.deciderKeys, what: "decider key")
      }
    }
    // An unknown key is most likely the `block:` meant: one error, not two.
    if found == nil, entries.allSatisfy({ Self.deciderKeys.contains($0.key) }) {
      error(
        "`decider` needs `block:`, a sequence of URL prefixes like `- https://ads.example/`",
        at: node.position)
    }
    return found == nil ? nil : BlockList(prefixes)
  }
}
