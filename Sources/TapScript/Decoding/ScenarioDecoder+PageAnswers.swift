@_spi(Lab) import TapOrLink

/// Page answers and the adaptive window: their config keys, the `answer`
/// step, and the rule that a scripted answer needs a page that answers.
extension ScenarioDecoder {
  mutating func decodePageAnswers(_ value: YAMLNode, into config: inout ScenarioConfig) {
    guard let text = requireText(value, what: "`page-answers`") else { return }
    switch text {
    case "off": config.pageAnswers = .off
    case "manual": config.pageAnswers = .manual
    default:
      if let delay = requireDuration(
        value, what: "`page-answers` (a delay like `16ms`, `manual` or `off`)",
        setting: "page-answers")
      {
        config.pageAnswers = .after(delay)
      }
    }
  }

  mutating func decodeAdaptiveObservations(_ value: YAMLNode, into config: inout ScenarioConfig) {
    guard let text = requireText(value, what: "`adaptive-observations`") else { return }
    guard let count = Int(text), count >= 1, count <= 10_000 else {
      error(
        "`adaptive-observations` is a whole number from 1 to 10000; found `\(text)`",
        at: value.position)
      return
    }
    var rule = config.adaptiveWindow ?? AdaptiveWindow()
    rule = AdaptiveWindow(
      observations: count, percentile: rule.percentile, factor: rule.factor, margin: rule.margin,
      floor: rule.floor, origins: rule.origins)
    config.adaptiveWindow = rule
  }

  /// `answer KIND [at X Y | gesture N]`, KIND `control [CONTROL]` too.
  mutating func decodeAnswer(_ head: Word, _ args: [Word]) -> Command? {
    let usage =
      "`answer KIND [at X Y | gesture N]`, KIND one of link, content, unknown, control [CONTROL]"
    guard let kindWord = args.first else {
      error("`answer` needs a kind: \(usage)", at: head.position)
      return nil
    }
    guard let kind = AnswerKind(rawValue: kindWord.text) else {
      let names = AnswerKind.allCases.map(\.rawValue)
      error(
        "unknown answer kind `\(kindWord.text)`", at: kindWord.position,
        suggestion: Suggestion.nearest(to: kindWord.text, among: names),
        note: "kinds: \(names.joined(separator: ", "))")
      return nil
    }
    var rest = Array(args.dropFirst())
    var control: ControlKind?
    if kind == .control, let word = rest.first, word.text != "at", word.text != "gesture" {
      guard let named = ControlKind(rawValue: word.text) else {
        error(
          "unknown control kind `\(word.text)`", at: word.position,
          suggestion: Suggestion.nearest(to: word.text, among: ControlKind.names),
          note: "control kinds: \(ControlKind.names.joined(separator: ", "))")
        return nil
      }
      control = named
      rest.removeFirst()
    }
    guard let option = rest.first else { return .answer(kind, .latest, control: control) }
    switch option.text {
    case "at" where rest.count < 3:
      let missing = rest.count == 1 ? "the X and Y coordinates" : "the Y coordinate"
      error(
        "`answer \(kind.rawValue) at` is missing \(missing): `answer KIND at X Y`",
        at: Self.after(rest.last!))
      return nil
    case "at" where rest.count > 3:
      error(
        "unexpected `\(rest[3].text)` after `at \(rest[1].text) \(rest[2].text)`: \(usage)",
        at: rest[3].position)
      return nil
    case "gesture" where rest.count == 1:
      error(
        "`answer \(kind.rawValue) gesture` is missing the gesture's number: "
          + "`answer KIND gesture N`", at: Self.after(option))
      return nil
    case "gesture" where rest.count > 2:
      error(
        "unexpected `\(rest[2].text)` after `gesture \(rest[1].text)`: \(usage)",
        at: rest[2].position)
      return nil
    case "at":
      guard let x = NumberText.parse(rest[1].text), let y = NumberText.parse(rest[2].text) else {
        let bad = NumberText.parse(rest[1].text) == nil ? rest[1] : rest[2]
        error("expected a number like `50` or `-2.5`; found `\(bad.text)`", at: bad.position)
        return nil
      }
      return .answer(kind, .point(Point(x: x, y: y)), control: control)
    case "gesture":
      guard let number = UInt64(rest[1].text) else {
        error(
          "a gesture is a whole number, like `gesture 2`; found `\(rest[1].text)`",
          at: rest[1].position)
        return nil
      }
      return .answer(kind, .gesture(GestureID(number)), control: control)
    default:
      error(
        "unexpected `\(option.text)` in `answer`: \(usage)", at: option.position,
        suggestion: Suggestion.nearest(to: option.text, among: ["at", "gesture"]))
      return nil
    }
  }

  /// A scripted answer needs an engine that takes answers: an error at
  /// each `answer` step otherwise.
  mutating func checkAnswers(_ steps: [Step], config: ScenarioConfig) {
    guard !config.takesPageAnswers else { return }
    for step in steps {
      guard case .answer = step.command else { continue }
      let text = file.line(step.line) ?? ""
      let column = text.firstRange(of: "answer").map {
        text.distance(from: text.startIndex, to: $0.lowerBound) + 1
      }
      error(
        "`answer` needs a page that answers: set `page-answers:` in `config` "
          + "(a delay like `16ms`, or `manual`) or `strategy: probe`",
        at: SourcePosition(line: step.line, column: column ?? 1))
    }
  }
}
