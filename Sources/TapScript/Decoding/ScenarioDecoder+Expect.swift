import TapOrLink

extension ScenarioDecoder {
  mutating func decodeExpectations(_ node: YAMLNode) -> [ExpectedEvent] {
    guard let items = requireItems(node, what: "`expect`") else { return [] }
    var expectations: [ExpectedEvent] = []
    for item in items {
      guard let entry = singleEntry(item, what: "expectation", example: "- 340ms: link URL")
      else { continue }
      let timing: ExpectedEvent.Timing
      if entry.key == "never" {
        timing = .never
      } else if entry.key.hasPrefix("+") {
        error(
          "times in `expect` are absolute; write `\(entry.key.dropFirst())`", at: entry.keyPosition)
        continue
      } else {
        switch TimeText.duration(entry.key) {
        case .success(let duration): timing = .at(Instant.zero + duration)
        case .failure(let problem):
          let hint = Suggestion.nearest(to: entry.key, among: ["never"])
          error("expectation time: \(problem.message)", at: entry.keyPosition, suggestion: hint)
          continue
        }
      }
      let words = words(of: entry.value)
      guard let head = words.first else {
        error("missing event name", at: entry.value.position)
        continue
      }
      let arguments = words.dropFirst().map(\.text)
      guard let kind = TraceEventKind(name: head.text) else {
        error(
          "unknown event `\(head.text)`", at: head.position,
          suggestion: Suggestion.nearest(to: head.text, among: TraceEventKind.names),
          note: "events: \(TraceEventKind.names.joined(separator: ", "))")
        continue
      }
      let arity = kind.arity
      if arguments.count > arity {
        let extra = words[arity + 1]
        error(
          "`\(head.text)` has \(arity == 0 ? "no" : "only \(arity)") argument\(arity == 1 ? "" : "s"); unexpected `\(extra.text)`",
          at: extra.position)
        continue
      }
      if let allowed = kind.firstArguments, let first = words.dropFirst().first,
        !allowed.contains(first.text)
      {
        if kind == .back {
          error(
            "`back` is `shown` or `hidden`; found `\(first.text)`", at: first.position,
            suggestion: Suggestion.nearest(to: first.text, among: allowed))
        } else {
          let phases = TouchPhase.allCases.map(\.rawValue)
          error(
            "unknown phase `\(first.text)`", at: first.position,
            suggestion: Suggestion.nearest(to: first.text, among: phases),
            note: "phases: \(phases.joined(separator: ", "))")
        }
        continue
      }
      expectations.append(
        ExpectedEvent(
          timing: timing, event: head.text, arguments: Array(arguments),
          line: entry.keyPosition.line))
    }
    return expectations
  }
}
