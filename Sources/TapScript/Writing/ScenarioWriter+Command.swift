@_spi(Lab) import TapOrLink

/// Timeline steps: `- 40ms: up 50 20`.
extension ScenarioWriter {
  /// The step as an item of `timeline:`, without indentation:
  /// `- 40ms: up 50 20`, `- 0ms: "request https://example.com/#a #b"`.
  ///
  /// The time is absolute. The command's words are joined by spaces and
  /// the whole is quoted as ``scalar(_:)`` quotes, so a URL holding ` #`,
  /// a control character or a line end reads back as it was.
  ///
  /// - Throws: ``ScenarioWritingError`` when a word (a URL, a view id) is
  ///   empty or holds a space or a tab, a number is not finite, the time
  ///   is out of range, or the command has no text form.
  public static func stepLine(_ step: Step) throws(ScenarioWritingError) -> String {
    let time = try time(step.time, what: "a step's time")
    return "- \(time): \(scalar(try command(step.command)))"
  }

  /// The words of a command, as a step writes them after its time:
  /// `up 50 20 finger 2`, `request https://example.com/a type form`,
  /// `answer content at 50 20`, `same-document push https://example.com/a`.
  /// Not quoted: ``stepLine(_:)`` quotes.
  ///
  /// - Throws: ``ScenarioWritingError`` as ``stepLine(_:)`` does.
  public static func command(_ command: Command) throws(ScenarioWritingError) -> String {
    switch command {
    case .input(let input):
      return try words(of: input)
    case .answer(let kind, let target, let control):
      let answer =
        kind == .control
        ? ([kind.rawValue] + [control?.name].compactMap(\.self)).joined(separator: " ")
        : kind.rawValue
      switch target {
      case .latest:
        return "answer \(answer)"
      case .point(let point):
        return try words("answer \(answer) at", point: point, what: "an `answer` point")
      case .gesture(let id):
        return "answer \(answer) gesture \(id.number)"
      }
    case .dismisses(let dismissal, let target):
      switch target {
      case .latest: return "dismisses \(dismissal.rawValue)"
      case .point(let point):
        return try words(
          "dismisses \(dismissal.rawValue) at", point: point, what: "a `dismisses` point")
      case .gesture(let id): return "dismisses \(dismissal.rawValue) gesture \(id.number)"
      }
    }
  }

  /// The words of an engine input: the scenario language's form of each
  /// ``TapInput``. A page answer is written as the gesture it names (a
  /// scenario names points in window coordinates, and no lift).
  private static func words(of input: TapInput) throws(ScenarioWritingError) -> String {
    switch input {
    case .touch(.cancel, _, let finger, _):
      return "cancel" + (try fingerSuffix(finger))
    case .touch(let phase, let point, let finger, let pointer):
      return try words(phase.rawValue, point: point, what: "a `\(phase.rawValue)` point")
        + (try fingerSuffix(finger)) + (pointer == .finger ? "" : " with \(pointer)")
    case .request(let request):
      var text = "request " + (try word(request.url, what: "the URL of a `request` step"))
      if request.type != .link { text += " type \(request.type.rawValue)" }
      if !request.isMainFrame { text += " subframe" }
      if request.opensNewWindow { text += " new-window" }
      if request.source != .mainFrame { text += " from \(request.source.rawValue)" }
      return text
    case .setHidden(let view, let hidden):
      let verb = hidden ? "hide" : "show"
      return "\(verb) " + (try word(view.rawValue, what: "the view id of a `\(verb)` step"))
    case .setFrame(let view, let frame):
      let id = try word(view.rawValue, what: "the view id of a `resize` step")
      return "resize \(id) " + (try numbers(frame, what: "a `resize` frame", separator: " "))
    case .back:
      return "back"
    case .select(let url):
      return "select " + (try word(url, what: "the URL of a `select` step"))
    case .committed(let url):
      return "commit " + (try word(url, what: "the URL of a `commit` step"))
    case .pageAnswer(let answer):
      guard case .gesture(let id) = answer.subject else {
        throw .notExpressible(
          what: "a page answer about a web-view point or a lift",
          reason: "a scenario's `answer` names the latest gesture, a window point or a gesture")
      }
      return "answer \(answer.words) gesture \(id.number)"
    case .dismisses(let dismissal, let subject):
      guard case .gesture(let id) = subject else {
        throw .notExpressible(
          what: "a dismissal report about a web-view point or a lift",
          reason: "a scenario's `dismisses` names the latest gesture, a window point or a gesture")
      }
      return "dismisses \(dismissal.rawValue) gesture \(id.number)"
    case .sameDocument(let navigation):
      return "same-document \(navigation.kind.rawValue) "
        + (try word(navigation.url, what: "the URL of a `same-document` step"))
    }
  }

  /// `finger N`, left out for finger 1.
  private static func fingerSuffix(_ finger: FingerID) throws(ScenarioWritingError) -> String {
    guard finger.number >= 0 else {
      throw .notExpressible(
        what: "finger \(finger.number)", reason: "fingers are numbered from 0")
    }
    return finger == 1 ? "" : " finger \(finger.number)"
  }

  private static func words(_ head: String, point: Point, what: String)
    throws(ScenarioWritingError) -> String
  {
    "\(head) \(try number(point.x, what: what)) \(try number(point.y, what: what))"
  }

  /// One word of a step or an expectation: not empty, no space or tab.
  static func word(_ text: String, what: String) throws(ScenarioWritingError) -> String {
    if text.isEmpty { throw .empty(what: what) }
    if text.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
      throw .splitsIntoWords(what: what, value: text)
    }
    return text
  }

  /// A number in its shortest exact form: `10.5`, `-3`, `200`.
  static func number(_ value: Double, what: String) throws(ScenarioWritingError) -> String {
    guard value.isFinite else { throw .notFinite(what: what) }
    return NumberText.shortest(value)
  }

  /// A frame's four numbers, `x y width height`, joined by `separator`.
  static func numbers(_ rect: Rect, what: String, separator: String)
    throws(ScenarioWritingError) -> String
  {
    var texts: [String] = []
    for value in [rect.minX, rect.minY, rect.size.width, rect.size.height] {
      texts.append(try number(value, what: what))
    }
    return texts.joined(separator: separator)
  }

  /// An instant as a time from the start: `340ms`, `12.5ms`.
  static func time(_ instant: Instant, what: String) throws(ScenarioWritingError) -> String {
    try duration(instant - .zero, what: what)
  }

  /// A duration as a scenario writes it: `750ms`, `0.5ms`.
  static func duration(_ duration: Duration, what: String) throws(ScenarioWritingError) -> String {
    let nanoseconds = duration.nanoseconds
    guard nanoseconds >= 0, nanoseconds <= TimeText.maximum.nanoseconds else {
      throw .timeOutOfRange(what: what, nanoseconds: nanoseconds)
    }
    return duration.millisecondsText
  }
}
