@_spi(Lab) import TapOrLink

extension ScenarioDecoder {
  typealias Word = (text: String, position: SourcePosition)

  /// The column just past `word` (with a space between): where a missing
  /// word after it would have been.
  static func after(_ word: Word) -> SourcePosition {
    SourcePosition(line: word.position.line, column: word.position.column + word.text.count + 1)
  }

  /// A one-entry mapping item (`- KEY: VALUE`), as timeline and expect use.
  mutating func singleEntry(_ item: YAMLNode, what: String, example: String) -> YAMLEntry? {
    guard let entries = item.entries, entries.count == 1, let entry = entries.first else {
      error("each \(what) must be one `TIME: ...` line, like `\(example)`", at: item.position)
      return nil
    }
    guard entry.value.text != nil else {
      error(
        "\(what) `\(entry.key)` needs a single line after the colon, like `\(example)`",
        at: entry.value.position)
      return nil
    }
    return entry
  }

  mutating func decodeTimeline(_ node: YAMLNode) -> [Step] {
    guard let items = requireItems(node, what: "`timeline`") else { return [] }
    var steps: [Step] = []
    // One step an item at most: room made once, so a long timeline is not
    // copied as it grows (280,000 steps are 20 MB).
    steps.reserveCapacity(items.count)
    var previous = Instant.zero
    for item in items {
      guard let entry = singleEntry(item, what: "timeline step", example: "- 0ms: down 50 20")
      else { continue }
      var timeText = entry.key
      let relative = timeText.hasPrefix("+")
      if relative { timeText.removeFirst() }
      let time: Instant
      switch TimeText.duration(timeText) {
      case .success(let duration):
        time = relative ? previous + duration : Instant.zero + duration
      case .failure(let problem):
        error("step time: \(problem.message)", at: entry.keyPosition)
        continue
      }
      if time > Instant.zero + TimeText.maximum {
        error("step time: \(time) is past the longest time, 1000000000ms", at: entry.keyPosition)
        continue
      }
      // A step that goes back is reported once; later steps are checked
      // against it (and their own errors still found), so one slip does not
      // make every later step an error too.
      let backwards = time < previous
      if backwards {
        error(
          "time goes backwards: \(time) is before the previous step at \(previous)",
          at: entry.keyPosition)
      }
      previous = time
      if let command = decodeCommand(words(of: entry.value), at: entry.value.position),
        !backwards
      {
        steps.append(Step(time: time, command: command, line: entry.keyPosition.line))
      }
    }
    return steps
  }

  private mutating func decodeCommand(_ words: [Word], at position: SourcePosition) -> Command? {
    guard let head = words.first else {
      error("missing command", at: position)
      return nil
    }
    let args = Array(words.dropFirst())
    switch head.text {
    case "down", "move", "up":
      let phase = TouchPhase(rawValue: head.text) ?? .down
      guard args.count >= 2 else {
        let missing = args.isEmpty ? "a point" : "the Y coordinate"
        error(
          "`\(head.text)` is missing \(missing): `\(head.text) X Y [finger N] [with POINTER]`",
          at: Self.after(args.last ?? head))
        return nil
      }
      var tail = Array(args.dropFirst(2))
      var pointer = Pointer.finger
      if let with = tail.firstIndex(where: { $0.text == "with" }) {
        guard let read = self.pointer(Array(tail[with...])) else { return nil }
        pointer = read
        tail = Array(tail[..<with])
      }
      guard let x = number(args[0]), let y = number(args[1]),
        let finger = finger(tail, command: head.text)
      else { return nil }
      return .input(.touch(phase, Point(x: x, y: y), finger: finger, pointer: pointer))
    case "cancel":
      guard let finger = finger(args, command: "cancel") else { return nil }
      return .cancel(finger: finger)
    case "request":
      return decodeRequest(head, args)
    case "hide", "show":
      guard let id = singleViewID(head, args) else { return nil }
      return head.text == "hide" ? .hide(id) : .show(id)
    case "resize":
      guard args.count == 5 else {
        error("`resize` needs a view and a frame: `resize ID X Y W H`", at: head.position)
        return nil
      }
      guard let id = requireViewID(args[0].text, at: args[0].position) else { return nil }
      var numbers: [Double] = []
      for word in args.dropFirst() {
        guard let value = number(word) else { return nil }
        numbers.append(value)
      }
      return .resize(id, Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case "back":
      guard args.isEmpty else {
        error("`back` takes no arguments", at: args[0].position)
        return nil
      }
      return .back
    case "answer":
      return decodeAnswer(head, args)
    case "same-document":
      return decodeSameDocument(head, args)
    case "dismisses":
      return decodeDismisses(head, args)
    case "select":
      guard args.count == 1 else {
        error(
          "`select` needs exactly one URL: `select URL`", at: args.first?.position ?? head.position)
        return nil
      }
      return .select(args[0].text)
    case "commit":
      guard args.count == 1 else {
        error(
          "`commit` needs exactly one URL: `commit URL`", at: args.first?.position ?? head.position)
        return nil
      }
      return .input(.committed(args[0].text))
    default:
      error(
        "unknown command `\(head.text)`", at: head.position,
        suggestion: Suggestion.nearest(to: head.text, among: Command.words),
        note: "commands: \(Command.words.joined(separator: ", "))")
      return nil
    }
  }

  private mutating func number(_ word: Word) -> Double? {
    guard let value = NumberText.parse(word.text) else {
      error(
        "expected a number like `50` or `-2.5`; found `\(word.text)`"
          + (NumberText.tooLarge(word.text).map { ": \($0)" } ?? ""), at: word.position)
      return nil
    }
    return value
  }

  /// Reads a `with KIND [BUTTON]` tail (contract 1.4): what made the
  /// touch, `finger`, `pen`, `mouse` or `touchpad`, and for a mouse or a
  /// touchpad its button, `primary` (the default), `secondary` or `middle`.
  private mutating func pointer(_ tail: [Word]) -> Pointer? {
    let kinds = PointerKind.allCases.map(\.rawValue)
    guard tail.count >= 2 else {
      error(
        "`with` needs what made the touch: one of \(kinds.joined(separator: ", "))",
        at: tail[0].position)
      return nil
    }
    guard let kind = PointerKind(rawValue: tail[1].text) else {
      error(
        "`\(tail[1].text)` is not what makes a touch; use one of \(kinds.joined(separator: ", "))",
        at: tail[1].position, suggestion: Suggestion.nearest(to: tail[1].text, among: kinds))
      return nil
    }
    guard tail.count >= 3 else { return Pointer(kind) }
    let buttons = PointerButton.allCases.map(\.rawValue)
    guard let button = PointerButton(rawValue: tail[2].text) else {
      error(
        "`\(tail[2].text)` is not a button; use one of \(buttons.joined(separator: ", "))",
        at: tail[2].position, suggestion: Suggestion.nearest(to: tail[2].text, among: buttons))
      return nil
    }
    guard button == .primary || kind == .mouse || kind == .touchpad else {
      error(
        "a \(kind.rawValue) presses the primary button only; `\(button.rawValue)` is a mouse's "
          + "or a touchpad's", at: tail[2].position)
      return nil
    }
    if tail.count > 3 {
      error(
        "unexpected `\(tail[3].text)` after `with \(kind.rawValue) \(button.rawValue)`",
        at: tail[3].position)
      return nil
    }
    return Pointer(kind, button: button)
  }

  /// Reads an optional `finger N` tail.
  private mutating func finger(_ tail: [Word], command: String) -> FingerID? {
    if tail.isEmpty { return 1 }
    guard tail[0].text == "finger" else {
      error(
        "unexpected `\(tail[0].text)` after `\(command)`; only `finger N` may follow",
        at: tail[0].position,
        suggestion: Suggestion.nearest(to: tail[0].text, among: ["finger"]))
      return nil
    }
    guard tail.count >= 2 else {
      error("`finger` needs a number, like `finger 2`", at: tail[0].position)
      return nil
    }
    guard let number = Int(tail[1].text), number >= 0 else {
      error(
        "a finger is a whole number, like `finger 2`; found `\(tail[1].text)`", at: tail[1].position
      )
      return nil
    }
    if tail.count > 2 {
      error("unexpected `\(tail[2].text)` after `finger \(number)`", at: tail[2].position)
      return nil
    }
    return FingerID(number)
  }

  private mutating func singleViewID(_ head: Word, _ args: [Word]) -> ViewID? {
    guard args.count == 1 else {
      error(
        "`\(head.text)` needs exactly one view id: `\(head.text) ID`",
        at: args.count > 1 ? args[1].position : head.position)
      return nil
    }
    return requireViewID(args[0].text, at: args[0].position)
  }

  private mutating func decodeRequest(_ head: Word, _ args: [Word]) -> Command? {
    guard let url = args.first else {
      error(
        "`request` needs a URL: `request URL [type T] [subframe] [new-window] [from WHO]`",
        at: head.position)
      return nil
    }
    var type: NavigationType?
    var subframe = false
    var newWindow = false
    var source: RequestSource?
    var index = 1
    while index < args.count {
      let word = args[index]
      switch word.text {
      case "type":
        guard index + 1 < args.count else {
          error("`type` needs a request type, like `type form`", at: word.position)
          return nil
        }
        let value = args[index + 1]
        guard type == nil else {
          error("`type` given twice", at: word.position)
          return nil
        }
        guard let parsed = NavigationType(rawValue: value.text) else {
          unknownRequestType(value.text, at: value.position)
          return nil
        }
        type = parsed
        index += 2
      case "subframe", "new-window":
        guard !subframe, !newWindow else {
          let given = subframe ? "subframe" : "new-window"
          error(
            given == word.text
              ? "`\(given)` given twice"
              : "a request is for a subframe or opens a new window, not both",
            at: word.position)
          return nil
        }
        if word.text == "subframe" { subframe = true } else { newWindow = true }
        index += 1
      case "from":
        guard index + 1 < args.count else {
          error(
            "`from` needs who started the request: `from main`, `from frame` or `from unknown`",
            at: word.position)
          return nil
        }
        guard source == nil else {
          error("`from` given twice", at: word.position)
          return nil
        }
        let value = args[index + 1]
        guard let parsed = RequestSource(rawValue: value.text) else {
          let words = RequestSource.allCases.map(\.rawValue)
          error(
            "`\(value.text)` is not who started a request; use one of "
              + words.map { "`\($0)`" }.joined(separator: ", "),
            at: value.position, suggestion: Suggestion.nearest(to: value.text, among: words))
          return nil
        }
        source = parsed
        index += 2
      default:
        error(
          "unexpected `\(word.text)` in `request`; options are `type T`, `subframe`, "
            + "`new-window` and `from WHO`",
          at: word.position,
          suggestion: Suggestion.nearest(
            to: word.text, among: ["type", "subframe", "new-window", "from"]))
        return nil
      }
    }
    return .request(
      NavigationRequest(
        url: url.text, type: type ?? .link, isMainFrame: !subframe, opensNewWindow: newWindow,
        source: source ?? .mainFrame))
  }
}
