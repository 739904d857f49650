@_spi(Lab) import TapOrLink

/// Turns a parsed YAML tree into a validated ``Scenario``, collecting every
/// error with its position rather than stopping at the first.
struct ScenarioDecoder {
  /// The file being decoded: the scenario's, or a fixture's while its keys
  /// are decoded.
  private(set) var file: SourceFile
  /// The scenario's file, when a fixture's keys are being decoded (errors
  /// there name it).
  private var usedBy: SourceFile?
  private(set) var diagnostics: DiagnosticCollector
  /// Text that is valid but most likely not what was meant; it fails
  /// nothing.
  private(set) var warnings: DiagnosticCollector
  /// Every view id declared so far, with where.
  var viewIDs: [String: SourcePosition] = [:]
  /// The web views declared.
  var webViews: [String] = []
  /// The run's fixtures, whose decoded values are kept there and taken from
  /// there (see ``FixtureScope``); `nil` to decode everything.
  var fixtures: FixtureScope?

  static let topLevelKeys = [
    "name", "use", "config", "views", "overlay", "priority", "bridge", "decider", "timeline",
    "expect",
  ]

  /// The keys a fixture may give a scenario.
  static let fixtureKeys = ["config", "views", "overlay", "priority", "bridge", "decider"]

  /// A decoder of `file`; errors for which `isIgnored` is true (given the
  /// path, position and message) are left out as if never found.
  init(
    file: SourceFile, ignoring isIgnored: ((String, SourcePosition, String) -> Bool)? = nil
  ) {
    self.file = file
    self.diagnostics = DiagnosticCollector(file: file, ignoring: isIgnored)
    self.warnings = DiagnosticCollector(file: file, severity: .warning)
  }

  /// Reports an error in the file being decoded; the suggestion and note
  /// are only worked out when the error is among those kept (see
  /// `DiagnosticCollector`).
  mutating func error(
    _ message: String, at position: SourcePosition,
    suggestion: @autoclosure () -> String? = nil, note: @autoclosure () -> String? = nil
  ) {
    let isKept = diagnostics.keeps(message, at: position, in: file.path)
    let suggestion = isKept ? suggestion() : nil
    let note = isKept ? note() : nil
    let usedBy = self.usedBy
    diagnostics.report(message, at: position, in: file, suggestion: suggestion, note: note) {
      diagnostic in usedBy.map { FixtureResolver.noted(diagnostic, usedBy: $0) } ?? diagnostic
    }
  }

  /// Reports a warning in the file being decoded: valid text that was most
  /// likely not meant as it reads.
  mutating func warning(_ message: String, at position: SourcePosition) {
    let usedBy = self.usedBy
    warnings.report(message, at: position, in: file) { diagnostic in
      usedBy.map { FixtureResolver.noted(diagnostic, usedBy: $0) } ?? diagnostic
    }
  }

  /// Decodes what follows as part of `layer`'s file, until ``leave()``.
  private mutating func enter(_ layer: FixtureLayer) {
    if usedBy == nil { usedBy = file }
    file = layer.file
  }

  private mutating func leave() {
    if let scenario = usedBy { file = scenario }
    usedBy = nil
  }

  /// The entry for `key`: the scenario's own, else the nearest fixture's
  /// (layers are farthest first).
  private func source(_ key: String, _ own: [String: YAMLEntry], _ layers: [FixtureLayer])
    -> (entry: YAMLEntry, layer: FixtureLayer?)?
  {
    if let entry = own[key] { return (entry, nil) }
    for layer in layers.reversed() {
      if let entry = layer.entries[key] { return (entry, layer) }
    }
    return nil
  }

  /// Decodes the value of `key` from where it comes from, in that file.
  ///
  /// A value that comes from a fixture is decoded once a run: it is kept
  /// (``fixtures``) when decoding it reported nothing, under that fixture
  /// and the `dependencies` it was decoded against (the fixture holding the
  /// views it names), and taken from there for every later scenario. `nil`
  /// dependencies (a value that depends on the scenario's own keys) keep
  /// nothing.
  private mutating func decodeKey<Value: Sendable>(
    _ key: String, _ own: [String: YAMLEntry], _ layers: [FixtureLayer],
    keptWith dependencies: [FixtureLayer]? = [],
    _ decode: (inout ScenarioDecoder, YAMLEntry) -> Value
  ) -> Value? {
    guard let (entry, layer) = source(key, own, layers) else { return nil }
    let kept = layer.flatMap { layer in dependencies.flatMap { keptKey(key, [layer] + $0) } }
    if let kept, let value = fixtures?.decoded(kept.key, as: Value.self) { return value }
    if kept != nil { fixtures?.countDecode() }
    let before = reportedCount
    if let layer { enter(layer) }
    defer { if layer != nil { leave() } }
    let value = decode(&self, entry)
    if let kept, reportedCount == before {
      fixtures?.keepDecoded(value, for: kept.key, bytes: kept.bytes)
    }
    return value
  }

  /// The key a value decoded from `layers` is kept under, and the bytes of
  /// those files; `nil` when the run keeps none (no ``fixtures``, or a
  /// fixture it did not keep).
  private func keptKey(_ key: String, _ layers: [FixtureLayer])
    -> (key: DecodedFixtureKey, bytes: Int)?
  {
    guard fixtures != nil, !layers.isEmpty else { return nil }
    var identities: [FixtureIdentity] = []
    for layer in layers {
      guard let identity = layer.identity else { return nil }
      identities.append(identity)
    }
    let bytes = layers.reduce(0) { $0 + $1.file.bytes.count }
    return (DecodedFixtureKey(key: key, fixtures: identities), bytes)
  }

  /// Every error and warning reported so far.
  private var reportedCount: Int { diagnostics.reportedCount + warnings.reportedCount }

  /// What decoding a fixture's `views` leaves: the views and their pages,
  /// and the ids and web views declared.
  private struct DecodedViews: Sendable {
    var views: [View]
    var pages: [ViewID: WebPage]
    var viewIDs: [String: SourcePosition]
    var webViews: [String]
  }

  /// Decodes `views` from where it comes from (the first key to declare
  /// view ids), keeping a fixture's for the run as ``decodeKey`` does.
  private mutating func decodeViews(
    _ own: [String: YAMLEntry], _ layers: [FixtureLayer], pages: inout [ViewID: WebPage]
  ) -> [View] {
    let decoded = decodeKey("views", own, layers) { decoder, entry -> DecodedViews in
      var pages: [ViewID: WebPage] = [:]
      let views = decoder.decodeViews(entry.value, pages: &pages)
      return DecodedViews(
        views: views, pages: pages, viewIDs: decoder.viewIDs, webViews: decoder.webViews)
    }
    guard let decoded, let (entry, layer) = source("views", own, layers) else { return [] }
    pages = decoded.pages
    viewIDs = decoded.viewIDs
    webViews = decoded.webViews
    if webViews.isEmpty, diagnostics.isEmpty {
      if let layer { enter(layer) }
      error("the view tree has no web view; give one view `kind: web`", at: entry.keyPosition)
      if layer != nil { leave() }
    }
    return decoded.views
  }

  /// Whether a mapping's `entries` lack `key` and no unknown key in them
  /// looks like a misspelling of it (which is reported as unknown, with a
  /// suggestion, and not also as missing).
  ///
  /// Only the first ``suggestionBudget`` unknown keys are looked at as
  /// misspellings, so that a mapping of a million unknown keys costs a
  /// million comparisons, not a million suggestion searches a key.
  func lacks(_ key: String, in entries: [YAMLEntry], known: [String]) -> Bool {
    if entries.contains(where: { $0.key == key }) { return false }
    var looked = 0
    for entry in entries where !known.contains(entry.key) {
      if Suggestion.nearest(to: entry.key, among: known) == key { return false }
      looked += 1
      if looked == Self.suggestionBudget { break }
    }
    return true
  }

  /// How many unknown keys of a mapping ``lacks(_:in:known:)`` looks at.
  static let suggestionBudget = 1_000

  /// Reports an unknown key, suggesting the nearest known one.
  mutating func unknownKey(_ entry: YAMLEntry, in known: [String], what: String) {
    error(
      "unknown \(what) `\(entry.key)`", at: entry.keyPosition,
      suggestion: Suggestion.nearest(to: entry.key, among: known),
      note: "known: \(known.joined(separator: ", "))")
  }

  /// Decodes a scenario whose keys may also come from fixtures (`layers`,
  /// farthest first): the scenario's own keys win; `config` is merged key
  /// by key, every other key is taken whole from the nearest file that has
  /// it.
  mutating func decode(_ root: YAMLNode, layers: [FixtureLayer] = []) -> Scenario? {
    guard let entries = root.entries else {
      error(
        "a scenario must be a mapping of keys such as `name:`; found \(root.kindDescription)",
        at: root.position)
      return nil
    }
    var byKey: [String: YAMLEntry] = [:]
    for entry in entries {
      if Self.topLevelKeys.contains(entry.key) {
        byKey[entry.key] = entry
      } else {
        unknownKey(entry, in: Self.topLevelKeys, what: "top-level key")
      }
    }
    let start = SourcePosition(line: 1, column: 1)
    // A misspelt required key is reported once, as unknown with a
    // suggestion, not also as missing.
    for key in ["name", "views", "timeline", "expect"]
    where source(key, byKey, layers) == nil && lacks(key, in: entries, known: Self.topLevelKeys) {
      error("missing required key `\(key)`", at: start)
    }
    let name = byKey["name"].flatMap { requireText($0.value, what: "`name`") } ?? ""
    var config = fixtureConfig(layers)
    if let entry = byKey["config"] { config = decodeConfig(entry.value, base: config) }
    config.settleAdaptiveWindow()
    var pages: [ViewID: WebPage] = [:]
    let views = decodeViews(byKey, layers, pages: &pages)
    // What names views was decoded against the fixture holding them, if
    // one does: the scenario's own views keep nothing.
    let viewsLayer = source("views", byKey, layers)?.layer.map { [$0] }
    let overlay =
      decodeKey("overlay", byKey, layers, keptWith: viewsLayer) { decoder, entry in
        decoder.decodeOverlay(entry.value, views: views)
      } ?? nil
    let priority =
      decodeKey("priority", byKey, layers, keptWith: viewsLayer) { decoder, entry in
        decoder.decodeViewList(entry.value, what: "`priority`")
      } ?? []
    let bridge =
      decodeKey("bridge", byKey, layers) { decoder, entry in decoder.decodeBridge(entry.value) }
      ?? nil
    let decider =
      decodeKey("decider", byKey, layers) { decoder, entry in decoder.decodeDecider(entry.value) }
      ?? nil
    let steps = byKey["timeline"].map { decodeTimeline($0.value) } ?? []
    let expectations = byKey["expect"].map { decodeExpectations($0.value) } ?? []
    checkAnswers(steps, config: config)
    guard diagnostics.isEmpty else { return nil }
    return Scenario(
      path: file.path, name: name, config: config, views: views, pages: pages, overlay: overlay,
      priority: priority, bridge: bridge, decider: decider, steps: steps,
      expectations: expectations,
      expectLine: byKey["expect"]?.keyPosition.line ?? 1, warnings: warnings.finishList())
  }

  /// The `config` of the fixtures, merged key by key farthest first:
  /// decoded once a run for a chain, as ``decodeKey`` keeps a value.
  private mutating func fixtureConfig(_ layers: [FixtureLayer]) -> ScenarioConfig {
    let holding = layers.filter { $0.entries["config"] != nil }
    let kept = keptKey("config", holding)
    if let kept, let config = fixtures?.decoded(kept.key, as: ScenarioConfig.self) {
      return config
    }
    if kept != nil { fixtures?.countDecode() }
    let before = reportedCount
    var config = ScenarioConfig()
    for layer in holding {
      guard let entry = layer.entries["config"] else { continue }
      enter(layer)
      config = decodeConfig(entry.value, base: config)
      leave()
    }
    if let kept, reportedCount == before {
      fixtures?.keepDecoded(config, for: kept.key, bytes: kept.bytes)
    }
    return config
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

  /// A time; `setting` names the setting it is the value of, which warns
  /// about a bare number of milliseconds too small to be meant (see
  /// `TimeText.suspiciousBareSetting(_:)`).
  mutating func requireDuration(_ node: YAMLNode, what: String, setting: String? = nil)
    -> Duration?
  {
    guard let text = requireText(node, what: what) else { return nil }
    switch TimeText.duration(text) {
    case .success(let duration):
      if let setting, let problem = TimeText.suspiciousBareSetting(text) {
        warning("`\(setting): \(text)` \(problem)", at: node.position)
      }
      return duration
    case .failure(let problem):
      error("\(what): \(problem.message)", at: node.position)
      return nil
    }
  }

  mutating func requireNumber(_ node: YAMLNode, what: String) -> Double? {
    guard let text = requireText(node, what: what) else { return nil }
    guard let value = NumberText.parse(text) else {
      error(
        "\(what) must be a number like `10` or `-2.5`; found `\(text)`"
          + (NumberText.tooLarge(text).map { ": \($0)" } ?? ""), at: node.position)
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
      let known = viewIDs
      error(
        "unknown view id `\(text)`", at: position,
        suggestion: Suggestion.nearest(to: text, among: Array(known.keys).sorted()))
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
  ///
  /// Words are separated by the Unicode scalars space and tab, even where
  /// a space shares a `Character` with a combining mark after it (`" \u{301}"`)
  /// or a prepended mark before it: the words are what the writer wrote.
  /// A word's column is that of the `Character` it starts in.
  func words(of node: YAMLNode) -> [(text: String, position: SourcePosition)] {
    guard let scalar = node.scalar else { return [] }
    let shift = scalar.style == .plain ? 0 : 1
    var result: [(String, SourcePosition)] = []
    var current = String.UnicodeScalarView()
    var startColumn = 0
    for (offset, character) in scalar.text.enumerated() {
      for unit in character.unicodeScalars {
        if unit == " " || unit == "\t" {
          if !current.isEmpty {
            result.append(
              (String(current), SourcePosition(line: node.position.line, column: startColumn)))
            current = String.UnicodeScalarView()
          }
        } else {
          if current.isEmpty { startColumn = node.position.column + offset + shift }
          current.append(unit)
        }
      }
    }
    if !current.isEmpty {
      result.append(
        (String(current), SourcePosition(line: node.position.line, column: startColumn)))
    }
    return result
  }
}
