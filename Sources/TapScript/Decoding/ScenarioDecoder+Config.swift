@_spi(Lab) import TapOrLink

extension ScenarioDecoder {
  static let configKeys = [
    "window", "slop", "long-press", "click-delay", "strategy", "activation", "page-answers",
    "adaptive-observations", "control-wait", "late-link-grace", "history-limit", "double-tap",
    "double-tap-interval", "double-tap-distance", "history",
  ]

  /// The settings `node` gives, each over the one in `base` (a fixture's
  /// settings, or the defaults).
  mutating func decodeConfig(_ node: YAMLNode, base: ScenarioConfig = ScenarioConfig())
    -> ScenarioConfig
  {
    var config = base
    guard let entries = requireEntries(node, what: "`config`") else { return config }
    for entry in entries {
      let value = entry.value
      switch entry.key {
      case "window":
        // `window:` holds one of the two, so the nearest file's wins
        // whole: an adaptive window has the default full window, a fixed
        // one no adaptive window.
        if value.text == "adaptive" {
          config.adaptiveWindow = config.adaptiveWindow ?? AdaptiveWindow()
          config.window = TapDefaults.window
        } else if let duration = requireDuration(
          value, what: "`window` (or `adaptive`)", setting: "window")
        {
          config.window = duration
          config.adaptiveWindow = nil
        }
      case "page-answers":
        decodePageAnswers(value, into: &config)
      case "adaptive-observations":
        decodeAdaptiveObservations(value, into: &config)
      case "click-delay":
        if let duration = requireDuration(value, what: "`click-delay`", setting: "click-delay") {
          config.clickDelay = duration
        }
      case "control-wait":
        if let duration = requireDuration(value, what: "`control-wait`", setting: "control-wait") {
          config.controlWait = duration
        }
      case "late-link-grace":
        if let duration = requireDuration(
          value, what: "`late-link-grace`", setting: "late-link-grace")
        {
          config.lateLinkGrace = duration
        }
      case "double-tap":
        guard let text = requireText(value, what: "`double-tap`") else { continue }
        if let mode = DoubleTapMode(rawValue: text) {
          config.doubleTap = mode
        } else {
          let names = DoubleTapMode.allCases.map(\.rawValue)
          error(
            "`double-tap` is one of \(names.joined(separator: ", ")); found `\(text)`",
            at: value.position, suggestion: Suggestion.nearest(to: text, among: names))
        }
      case "history":
        guard let text = requireText(value, what: "`history`") else { continue }
        if let source = HistorySource(rawValue: text) {
          config.historySource = source
        } else {
          let names = HistorySource.allCases.map(\.rawValue)
          error(
            "`history` is one of \(names.joined(separator: ", ")); found `\(text)`",
            at: value.position, suggestion: Suggestion.nearest(to: text, among: names))
        }
      case "double-tap-interval":
        if let duration = requireDuration(
          value, what: "`double-tap-interval`", setting: "double-tap-interval")
        {
          config.doubleTapInterval = duration
        }
      case "double-tap-distance":
        guard let text = requireText(value, what: "`double-tap-distance`") else { continue }
        if let distance = NumberText.parse(text), distance >= 0, distance <= 1_000_000 {
          config.doubleTapDistance = distance
        } else {
          error(
            "`double-tap-distance` is a number of points from 0 to 1000000, like `44`; "
              + "found `\(text)`", at: value.position)
        }
      case "history-limit":
        guard let text = requireText(value, what: "`history-limit`") else { continue }
        if let limit = Int(text), limit >= 1, limit <= Self.historyLimitMaximum {
          config.historyLimit = limit
        } else {
          error(
            "`history-limit` must be a whole number of pages from 1 to "
              + "\(Self.historyLimitMaximum); found `\(text)`", at: value.position)
        }
      case "long-press":
        if value.text == "off" {
          config.longPress = nil
        } else if let duration = requireDuration(
          value, what: "`long-press` (or `off`)", setting: "long-press")
        {
          config.longPress = duration
        }
      case "slop":
        // The contract lets slop be negative: then every gesture whose finger
        // lifts or moves is `moved` (any distance is greater).
        guard let slop = requireNumber(value, what: "`slop`") else { continue }
        if slop.isFinite {
          config.slop = slop
        } else {
          error("`slop` is too large to hold as a number of points", at: value.position)
        }
      case "strategy":
        guard let text = requireText(value, what: "`strategy`") else { continue }
        if let strategy = ScenarioConfig.Strategy(rawValue: text) {
          config.strategy = strategy
        } else {
          let names = ScenarioConfig.Strategy.allCases.map(\.rawValue)
          error(
            "unknown strategy `\(text)`", at: value.position,
            suggestion: Suggestion.nearest(to: text, among: names),
            note: "strategies: \(names.joined(separator: ", "))")
        }
      case "activation":
        guard let items = requireItems(value, what: "`activation`") else { continue }
        var types: Set<NavigationType> = []
        for item in items {
          guard let text = requireText(item, what: "a request type") else { continue }
          if let type = NavigationType(rawValue: text) {
            types.insert(type)
          } else {
            unknownRequestType(text, at: item.position)
          }
        }
        config.activation = types
      default:
        unknownKey(entry, in: Self.configKeys, what: "config key")
      }
    }
    return config
  }

  /// The most pages a file's `history-limit` may keep: far more than a
  /// scenario visits, and a bound on what a file can make the engine hold.
  static let historyLimitMaximum = 1_000_000

  mutating func unknownRequestType(_ text: String, at position: SourcePosition) {
    let names = NavigationType.allCases.map(\.rawValue)
    error(
      "unknown request type `\(text)`", at: position,
      suggestion: Suggestion.nearest(to: text, among: names),
      note: "types: \(names.joined(separator: ", "))")
  }

  static let bridgeKeys = ["scheme", "actions", "origins"]

  mutating func decodeBridge(_ node: YAMLNode) -> SchemeBridge? {
    guard let entries = requireEntries(node, what: "`bridge`") else { return nil }
    var scheme: String?
    var actions: Set<String> = []
    var origins: [Origin] = []
    for entry in entries {
      switch entry.key {
      case "scheme":
        guard let text = requireText(entry.value, what: "`scheme`") else { continue }
        if text.contains(":") || RequestURL.scheme(of: text + ":") != text.lowercased() {
          error(
            "`\(text)` is not a URL scheme (letters, digits, `+`, `-`, `.`)",
            at: entry.value.position)
        } else {
          scheme = text
        }
      case "actions":
        guard let items = requireItems(entry.value, what: "`actions`") else { continue }
        for item in items {
          if let name = requireText(item, what: "an action name") { actions.insert(name) }
        }
      case "origins":
        guard let items = requireItems(entry.value, what: "`origins`") else { continue }
        for item in items {
          guard let text = requireText(item, what: "an origin") else { continue }
          if let origin = Origin(text) {
            origins.append(origin)
          } else {
            error(
              "`\(text)` is not an origin; write scheme://host[:port], like `https://example.com`",
              at: item.position)
          }
        }
      default:
        unknownKey(entry, in: Self.bridgeKeys, what: "bridge key")
      }
    }
    guard let scheme else {
      if entries.allSatisfy({ $0.key != "scheme" }) {
        error("`bridge` needs a `scheme`, like `scheme: nativeaction`", at: node.position)
      }
      return nil
    }
    return SchemeBridge(scheme: scheme, actions: actions, allowedOrigins: origins)
  }
}
