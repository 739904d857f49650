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
    guard let count = Int(text), count >= 1, count <= Self.adaptiveObservationsMaximum else {
      error(
        "`adaptive-observations` is a whole number from 1 to "
          + "\(Self.adaptiveObservationsMaximum); found `\(text)`",
        at: value.position)
      return
    }
    // Kept aside until every file's `config` is read: it sets the
    // adaptive window's count only when `window: adaptive` is what the
    // settings end with (ScenarioConfig.settleAdaptiveWindow()).
    config.givenAdaptiveObservations = count
  }

  /// The most `adaptive-observations` a file may ask for: what the engine
  /// keeps (`AdaptiveWindow.maximumCount`).
  static let adaptiveObservationsMaximum = 10_000

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
    guard
      let target = decodeAnswerTarget(
        rest, command: "answer \(kind.rawValue)", form: "answer KIND", usage: usage)
    else { return nil }
    return .answer(kind, target, control: control)
  }

  /// `dismisses WHAT [at X Y | gesture N]`: the touch-down found the page
  /// scrolling on its own, or a text selection (contract 1.4).
  mutating func decodeDismisses(_ head: Word, _ args: [Word]) -> Command? {
    let names = Dismissal.allCases.map(\.rawValue)
    let usage =
      "`dismisses WHAT [at X Y | gesture N]`, WHAT one of \(names.joined(separator: ", "))"
    guard let word = args.first else {
      error("`dismisses` needs what the touch ended: \(usage)", at: Self.after(head))
      return nil
    }
    guard let dismissal = Dismissal(rawValue: word.text) else {
      error(
        "unknown dismissal `\(word.text)`", at: word.position,
        suggestion: Suggestion.nearest(to: word.text, among: names),
        note: "a touch-down ends a \(names.joined(separator: " or a "))")
      return nil
    }
    guard
      let target = decodeAnswerTarget(
        Array(args.dropFirst()), command: "dismisses \(dismissal.rawValue)",
        form: "dismisses WHAT", usage: usage)
    else { return nil }
    return .dismisses(dismissal, target)
  }

  /// The gesture an `answer` or a `dismisses` step is about: `at X Y`,
  /// `gesture N`, or (nothing) the latest.
  private mutating func decodeAnswerTarget(
    _ rest: [Word], command: String, form: String, usage: String
  ) -> AnswerTarget? {
    guard let option = rest.first else { return .latest }
    switch option.text {
    case "at" where rest.count < 3:
      let missing = rest.count == 1 ? "the X and Y coordinates" : "the Y coordinate"
      error(
        "`\(command) at` is missing \(missing): `\(form) at X Y`",
        at: Self.after(rest.last!))
      return nil
    case "at" where rest.count > 3:
      error(
        "unexpected `\(rest[3].text)` after `at \(rest[1].text) \(rest[2].text)`: \(usage)",
        at: rest[3].position)
      return nil
    case "gesture" where rest.count == 1:
      error(
        "`\(command) gesture` is missing the gesture's number: "
          + "`\(form) gesture N`", at: Self.after(option))
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
      return .point(Point(x: x, y: y))
    case "gesture":
      guard let number = UInt64(rest[1].text) else {
        error(
          "a gesture is a whole number, like `gesture 2`; found `\(rest[1].text)`",
          at: rest[1].position)
        return nil
      }
      return .gesture(GestureID(number))
    default:
      error(
        "unexpected `\(option.text)` in `\(form.split(separator: " ")[0])`: \(usage)",
        at: option.position,
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
