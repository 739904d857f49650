import TapOrLink

/// How a flight recording's export treats each setting of
/// `OverlayConfiguration`: a setting that changes a decision is carried
/// into the scenario's `config:` (or `bridge:`), or the export refuses
/// with the reason. One entry a stored property of the configuration, by
/// its name: a test holds this list to the type, so a new setting cannot
/// be added without saying how it travels.
public enum ExportedSetting: Hashable, Sendable {
  /// Written under this `config:` key (or top-level key), read back equal.
  case carried(key: String)
  /// The export refuses a recording that used it (see
  /// ``RecordingExportError``), when it is not the default.
  case refused

  /// Every setting of `OverlayConfiguration`, by its property's name.
  public static let rules: [String: ExportedSetting] = [
    "window": .carried(key: "window"),
    "slop": .carried(key: "slop"),
    "longPress": .carried(key: "long-press"),
    "activation": .carried(key: "activation"),
    "strategy": .carried(key: "page-answers"),  // the probe strategy is refused
    "bridge": .carried(key: "bridge"),
    "adaptiveWindow": .refused,
    "lateLinkGrace": .carried(key: "late-link-grace"),
    "controlWait": .carried(key: "control-wait"),
    "historyLimit": .carried(key: "history-limit"),
    "historySource": .carried(key: "history"),
    "doubleTap": .carried(key: "double-tap"),
    "doubleTapInterval": .carried(key: "double-tap-interval"),
    "doubleTapDistance": .carried(key: "double-tap-distance"),
  ]
}
