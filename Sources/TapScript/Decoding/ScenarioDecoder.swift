import TapOrLink

/// Turns a parsed YAML tree into a validated ``Scenario``, collecting every
/// error with its position rather than stopping at the first.
struct ScenarioDecoder {
  let file: SourceFile
  private(set) var diagnostics: [ScriptDiagnostic] = []
  /// Every view id declared so far, with where.
  var viewIDs: [String: SourcePosition] = [:]
  /// The web views declared.
  var webViews: [String] = []

  static let topLevelKeys = [
    "name", "config", "views", "overlay", "priority", "bridge", "timeline", "expect",
  ]

  init(file: SourceFile) {
    self.file = file
  }

  mutating func error(
    _ message: String, at position: SourcePosition, suggestion: String? = nil, note: String? = nil
  ) {
    diagnostics.append(
      ScriptDiagnostic(
        file: file, position: position, message: message, suggestion: suggestion, note: note))
  }

  /// Reports an unknown key, suggesting the nearest known one.
  mutating func unknownKey(_ entry: YAMLEntry, in known: [String], what: String) {
    error(
      "unknown \(what) `\(entry.key)`", at: entry.keyPosition,
      suggestion: Suggestion.nearest(to: entry.key, among: known),
      note: "known: \(known.joined(separator: ", "))")
  }

  mutating func decode(_ root: YAMLNode) -> Scenario? {
    guard let entries = root.entries else {
      error(
        "a scenario must be a mapping of keys such as `name:`; found \(root.kindDescription)",
        at: root.position)
      return nil
    }
    var byKey: [String: YAMLEntry] = [:]
    var suggested: Set<String> = []
    for entry in entries {
      if Self.topLevelKeys.contains(entry.key) {
        byKey[entry.key] = entry
      } else {
        unknownKey(entry, in: Self.topLevelKeys, what: "top-level key")
        if let near = Suggestion.nearest(to: entry.key, among: Self.topLevelKeys) {
          suggested.insert(near)
        }
      }
    }
    let start = SourcePosition(line: 1, column: 1)
    // A misspelt required key is reported once, as unknown with a
    // suggestion, not also as missing.
    for key in ["name", "views", "timeline", "expect"]
    where byKey[key] == nil && !suggested.contains(key) {
      error("missing required key `\(key)`", at: start)
    }
    let name = byKey["name"].flatMap { requireText($0.value, what: "`name`") } ?? ""
    let config = byKey["config"].map { decodeConfig($0.value) } ?? ScenarioConfig()
    var views: [View] = []
    var pages: [ViewID: WebPage] = [:]
    if let entry = byKey["views"] {
      views = decodeViews(entry.value, pages: &pages)
      if webViews.isEmpty, diagnostics.isEmpty {
        error(
          "the view tree has no web view; give one view `kind: web`", at: entry.keyPosition)
      }
    }
    let overlay = byKey["overlay"].flatMap { decodeOverlay($0.value, views: views) }
    let priority = byKey["priority"].map { decodeViewList($0.value, what: "`priority`") } ?? []
    let bridge = byKey["bridge"].flatMap { decodeBridge($0.value) }
    let steps = byKey["timeline"].map { decodeTimeline($0.value) } ?? []
    let expectations = byKey["expect"].map { decodeExpectations($0.value) } ?? []
    guard diagnostics.isEmpty else { return nil }
    return Scenario(
      path: file.path, name: name, config: config, views: views, pages: pages, overlay: overlay,
      priority: priority, bridge: bridge, steps: steps, expectations: expectations,
      expectLine: byKey["expect"]?.keyPosition.line ?? 1)
  }

  // MARK: - Shared readers

  /// The text of a scalar node, or an error naming what was expected.
  mutating func requireText(_ node: YAMLNode, what: String) -> String? {
    guard let text = node.text else {
      error("\(what) must be a single value; found \(node.kindDescription)", at: node.position)
      return nil
    }
    guard !text.isEmpty else {
      error("\(what) must not be empty", at: node.position)
      return nil
    }
    return text
  }

  mutating func requireDuration(_ node: YAMLNode, what: String) -> Duration? {
    guard let text = requireText(node, what: what) else { return nil }
    switch TimeText.duration(text) {
    case .success(let duration): return duration
    case .failure(let problem):
      error("\(what): \(problem.message)", at: node.position)
      return nil
    }
  }

  mutating func requireNumber(_ node: YAMLNode, what: String) -> Double? {
    guard let text = requireText(node, what: what) else { return nil }
    guard let value = NumberText.parse(text) else {
      error("\(what) must be a number like `10` or `-2.5`; found `\(text)`", at: node.position)
      return nil
    }
    return value
  }

  mutating func requireBool(_ node: YAMLNode, what: String) -> Bool? {
    guard let text = requireText(node, what: what) else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default:
      error(
        "\(what) must be `true` or `false`; found `\(text)`", at: node.position,
        suggestion: Suggestion.nearest(to: text, among: ["true", "false"]))
      return nil
    }
  }

  /// The items of a sequence (block or flow), or an error.
  mutating func requireItems(_ node: YAMLNode, what: String) -> [YAMLNode]? {
    guard let items = node.items else {
      error("\(what) must be a sequence; found \(node.kindDescription)", at: node.position)
      return nil
    }
    return items
  }

  /// The entries of a mapping, or an error.
  mutating func requireEntries(_ node: YAMLNode, what: String) -> [YAMLEntry]? {
    guard let entries = node.entries else {
      error(
        "\(what) must be a mapping of `key: value` lines; found \(node.kindDescription)",
        at: node.position)
      return nil
    }
    return entries
  }

  mutating func requireFrame(_ node: YAMLNode, what: String) -> Rect? {
    guard let items = node.items, items.count == 4 else {
      let found = node.items.map { "\($0.count) items" } ?? node.kindDescription
      error(
        "\(what) must be four numbers `[x, y, width, height]`; found \(found)", at: node.position)
      return nil
    }
    var numbers: [Double] = []
    for item in items {
      guard let value = requireNumber(item, what: "a frame value") else { return nil }
      numbers.append(value)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// A view id that must already be declared.
  mutating func requireViewID(_ text: String, at position: SourcePosition) -> ViewID? {
    guard viewIDs[text] != nil else {
      error(
        "unknown view id `\(text)`", at: position,
        suggestion: Suggestion.nearest(to: text, among: Array(viewIDs.keys).sorted()))
      return nil
    }
    return ViewID(text)
  }

  mutating func decodeViewList(_ node: YAMLNode, what: String) -> [ViewID] {
    guard let items = requireItems(node, what: what) else { return [] }
    var ids: [ViewID] = []
    for item in items {
      guard let text = requireText(item, what: "a view id"),
        let id = requireViewID(text, at: item.position)
      else { continue }
      ids.append(id)
    }
    return ids
  }

  mutating func decodeOverlay(_ node: YAMLNode, views: [View]) -> ViewID? {
    guard let text = requireText(node, what: "`overlay`"),
      let id = requireViewID(text, at: node.position)
    else { return nil }
    if let tree = try? ViewTree(views), tree.firstView(ofKind: .web, within: id) == nil {
      error("overlay view `\(text)` has no web view in it", at: node.position)
      return nil
    }
    return id
  }
}

extension ScenarioDecoder {
  /// Splits a command or event line into words with their columns.
  func words(of node: YAMLNode) -> [(text: String, position: SourcePosition)] {
    guard let scalar = node.scalar else { return [] }
    let shift = scalar.style == .plain ? 0 : 1
    var result: [(String, SourcePosition)] = []
    var current = ""
    var startColumn = 0
    for (offset, character) in scalar.text.enumerated() {
      if character == " " || character == "\t" {
        if !current.isEmpty {
          result.append((current, SourcePosition(line: node.position.line, column: startColumn)))
          current = ""
        }
      } else {
        if current.isEmpty { startColumn = node.position.column + offset + shift }
        current.append(character)
      }
    }
    if !current.isEmpty {
      result.append((current, SourcePosition(line: node.position.line, column: startColumn)))
    }
    return result
  }
}
