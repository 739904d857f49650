import TapOrLink

/// Engine and page settings (`config:`) and the custom-scheme bridge
/// (`bridge:`).
extension ScenarioWriter {
  /// Which `config:` keys a scenario's text holds.
  public enum Settings: Hashable, Sendable {
    /// Only the settings that differ from the defaults: a file that reads
    /// as what it changes.
    case changed
    /// Every setting, defaults too: a file that replays the same way even
    /// if a default changes later (a flight recording's export).
    case all
  }

  /// The lines under `config:`, indented by `indent`; none when nothing is
  /// to be written.
  ///
  /// - Throws: ``ScenarioWritingError`` when a duration is out of range,
  ///   the slop is not finite, or the adaptive window has settings other
  ///   than `adaptive-observations` (the only one a file can set).
  static func configLines(_ config: ScenarioConfig, settings: Settings, indent: String)
    throws(ScenarioWritingError) -> [String]
  {
    let defaults = ScenarioConfig()
    let all = settings == .all
    var lines: [String] = []
    func add(_ key: String, _ value: String) { lines.append("\(indent)\(key): \(value)") }
    if let adaptive = config.adaptiveWindow {
      guard adaptive == AdaptiveWindow(observations: adaptive.observations) else {
        throw .notExpressible(
          what: "the adaptive window",
          reason: "a file sets only `adaptive-observations`; the other settings are the defaults")
      }
      guard config.window == defaults.window else {
        throw .notExpressible(
          what: "a window of \(config.window.millisecondsText) with `window: adaptive`",
          reason: "`window:` holds one of the two")
      }
      add("window", "adaptive")
      if all || adaptive.observations != AdaptiveWindow().observations {
        add("adaptive-observations", String(adaptive.observations))
      }
    } else if all || config.window != defaults.window {
      add("window", try duration(config.window, what: "the window"))
    }
    if all || config.slop != defaults.slop {
      add("slop", try number(config.slop, what: "the slop"))
    }
    if all || config.longPress != defaults.longPress {
      add(
        "long-press",
        try config.longPress.map { (value) throws(ScenarioWritingError) in
          try duration(value, what: "the long press")
        } ?? "off")
    }
    if all || config.clickDelay != defaults.clickDelay {
      add("click-delay", try duration(config.clickDelay, what: "the click delay"))
    }
    if all || config.strategy != defaults.strategy { add("strategy", config.strategy.rawValue) }
    if all || config.activation != defaults.activation {
      let types = NavigationType.allCases.filter(config.activation.contains)
      add("activation", flowSequence(types.map(\.rawValue)))
    }
    if all || config.controlWait != defaults.controlWait {
      add("control-wait", try duration(config.controlWait, what: "the control wait"))
    }
    if all || config.lateLinkGrace != defaults.lateLinkGrace {
      add("late-link-grace", try duration(config.lateLinkGrace, what: "the late-link grace"))
    }
    if all || config.doubleTap != defaults.doubleTap {
      add("double-tap", config.doubleTap.rawValue)
    }
    if all || config.historySource != defaults.historySource {
      add("history", config.historySource.rawValue)
    }
    if all || config.doubleTapInterval != defaults.doubleTapInterval {
      add(
        "double-tap-interval",
        try duration(config.doubleTapInterval, what: "the double-tap interval"))
    }
    if all || config.doubleTapDistance != defaults.doubleTapDistance {
      add(
        "double-tap-distance", try number(config.doubleTapDistance, what: "the double-tap distance")
      )
    }
    if config.historyLimit > ScenarioDecoder.historyLimitMaximum {
      throw .notExpressible(
        what: "a history of \(config.historyLimit) pages",
        reason: "`history-limit` goes up to \(ScenarioDecoder.historyLimitMaximum)")
    }
    if all || config.historyLimit != defaults.historyLimit {
      add("history-limit", String(config.historyLimit))
    }
    if all || config.pageAnswers != defaults.pageAnswers {
      switch config.pageAnswers {
      case .off: add("page-answers", "off")
      case .manual: add("page-answers", "manual")
      case .after(let delay):
        add("page-answers", try duration(delay, what: "the page's answer delay"))
      }
    }
    return lines
  }

  /// The lines under `bridge:`, indented by `indent`.
  static func bridgeLines(_ bridge: SchemeBridge, indent: String) throws(ScenarioWritingError)
    -> [String]
  {
    if bridge.scheme.isEmpty { throw .empty(what: "the bridge's scheme") }
    if bridge.actions.contains("") { throw .empty(what: "a bridge action") }
    var lines = ["\(indent)scheme: \(scalar(bridge.scheme))"]
    lines.append("\(indent)actions: \(flowSequence(bridge.actions.sorted()))")
    if !bridge.allowedOrigins.isEmpty {
      lines.append("\(indent)origins:")
      for origin in bridge.allowedOrigins {
        lines.append("\(indent)  - \(scalar(origin.description))")
      }
    }
    return lines
  }
}
