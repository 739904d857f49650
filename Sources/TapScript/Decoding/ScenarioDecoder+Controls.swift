import TapOrLink

/// A simulated web view's own controls: `controls:`, each a `frame`, a
/// `kind` and, when its handler navigates, the URL it `navigates` to.
extension ScenarioDecoder {
  static let controlKeys = ["frame", "kind", "navigates"]

  /// The controls of a web view.
  mutating func decodeControls(_ node: YAMLNode) -> [WebControl]? {
    guard let items = requireItems(node, what: "`controls`") else { return nil }
    var controls: [WebControl] = []
    for item in items {
      guard let entries = requireEntries(item, what: "a control") else { continue }
      var frame: Rect?
      var kind: ControlKind?
      var navigates: String?
      for entry in entries {
        switch entry.key {
        case "frame": frame = requireFrame(entry.value, what: "a control's `frame`")
        case "kind": kind = decodeControlKind(entry.value)
        case "navigates": navigates = requireText(entry.value, what: "`navigates`")
        default: unknownKey(entry, in: Self.controlKeys, what: "control key")
        }
      }
      if frame == nil, lacks("frame", in: entries, known: Self.controlKeys) {
        error("a control needs a `frame`", at: item.position)
      }
      if kind == nil, lacks("kind", in: entries, known: Self.controlKeys) {
        error(
          "a control needs a `kind`: \(ControlKind.names.joined(separator: ", "))",
          at: item.position)
      }
      if let frame, let kind {
        controls.append(WebControl(frame: frame, kind: kind, navigates: navigates))
      }
    }
    return controls
  }

  private mutating func decodeControlKind(_ node: YAMLNode) -> ControlKind? {
    guard let text = requireText(node, what: "a control's `kind`") else { return nil }
    if let kind = ControlKind(rawValue: text) { return kind }
    error(
      "unknown control kind `\(text)`", at: node.position,
      suggestion: Suggestion.nearest(to: text, among: ControlKind.names),
      note: "control kinds: \(ControlKind.names.joined(separator: ", "))")
    return nil
  }
}
