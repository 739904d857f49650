import Foundation
@_spi(Lab) import TapOrLink
import TapScript

/// One gesture recorded in a real web engine by `Tools/browser/record.py`:
/// the raw recording, before the engine sees it (its JSON is described in
/// Tools/browser/PROTOCOL.md). ``RecordingImporter`` turns it into a
/// scenario.
///
/// Times are milliseconds on the recorder's one clock, 0 = the first touch;
/// points are CSS px of the page's layout viewport.
package struct RawRecording: Sendable {
  /// A touch event as sent to the engine.
  package struct Touch: Sendable {
    /// When it was sent.
    package var time: Double
    /// `down`, `move`, `up` or `cancel`.
    package var phase: String
    /// The finger, from 1.
    package var finger: Int
    /// Where, in CSS px.
    package var x: Double
    /// Where, in CSS px.
    package var y: Double
    /// What made it and, for a mouse or a touchpad, the button pressed:
    /// the JSON's optional `pointer` (`finger`, the default, `pen`,
    /// `mouse`, `touchpad`) and `button` (`primary`, the default,
    /// `secondary`, `middle`).
    package var pointer: Pointer = .finger
  }

  /// A navigation request the engine asked its embedder about.
  package struct Request: Sendable {
    /// When it was asked.
    package var time: Double
    /// The URL.
    package var url: String
    /// `link`, `form`, `back`, `reload`, `resubmit` or `other`: the
    /// engine's navigation type as the JSON has it, not an outcome.
    package var type: String
    /// `main`, `sub` or `new-window` (a link opening a window: WKWebView's
    /// nil target frame, WebKitGTK's new-window decision).
    package var frame: String
    /// The engine's own words for it.
    package var detail: String
  }

  /// A message of the page script that answers what lies under a finger.
  package struct Answer: Sendable {
    /// When the recorder heard it.
    package var time: Double
    /// `link`, `content`, `unknown`, or what else the page sent: the page
    /// script's words as the JSON has them, not outcomes.
    package var kind: String
    /// The point the answer is about, CSS px of the top frame's viewport.
    package var x: Double?
    /// The point the answer is about.
    package var y: Double?
    /// `start`, `end`, `click` or `demand`.
    package var phase: String
    /// For a `control` answer, the control's kind by name (`field`,
    /// `toggle`, …); empty when the message had none.
    package var control: String = ""
    /// `main` or `sub`: the frame whose script sent it (a recording that
    /// does not say is the main frame's; one whose frame is not known says
    /// `sub`).
    package var frame: String = "main"
    /// At `touchstart`, what the touch ended (`scroll`, `selection`); empty
    /// when the message said nothing (contract 1.4).
    package var ends: String = ""
    /// The part of the top page the web view showed when the script
    /// answered (its `visualLeft`, `visualTop`, `visualWidth` and
    /// `visualHeight`, CSS px), which maps the point into the view as an
    /// app maps it; `nil` when the recording does not say (an older
    /// recording's: the page's `scale` maps it).
    package var visibleArea: Rect? = nil

    /// The answer's words as the engine reads them (`control toggle`).
    package var words: String {
      control.isEmpty || kind != AnswerKind.control.rawValue ? kind : "\(kind) \(control)"
    }
  }

  /// Something the page did, seen by the recorder's own observer in the
  /// top frame (not the page script): the click, a DOM change, the focus
  /// moving, a form event.
  package struct Effect: Sendable {
    /// When it happened, on the recorder's clock.
    package var time: Double
    /// `click`, `mutation`, `focus`, `focusOther` or `event`.
    package var kind: String
    /// A mutation's kind (`childList`, `attributes`, `characterData`) or
    /// an event's name (`input`, `change`, `toggle`, `submit`, …).
    package var detail: String
    /// The element's tag, for a click or a focus.
    package var tag: String
    /// The control on the click's path (or that took the focus) as HTML
    /// makes one (`button:submit`, `input:text`, `label`, …); empty for
    /// none.
    package var control: String
  }

  /// A same-document navigation: the browser's own report, the page
  /// script's, or the web view's URL changing.
  package struct Navigation: Sendable {
    /// When it was heard.
    package var time: Double
    /// `fragment`, `push`, `replace` or `traverse`; for a URL change, empty.
    package var kind: String
    /// The new URL.
    package var url: String
    /// `browser` (DevTools' `Page.navigatedWithinDocument`), `page-script`
    /// or `uri` (WebKitGTK's `notify::uri`).
    package var source: String
    /// `main` or `sub`: for the page script's report, the frame whose
    /// script sent it (a recording that does not say is the main frame's).
    package var frame: String

    /// Whether an app takes it as input: the page script's report from
    /// the main frame. A frame's report is not the web view's address, and
    /// an app's `ScriptMessage` refuses it; the browser's own events and
    /// the web view's URL changes are never an app's input.
    package var isAppReport: Bool { source == "page-script" && frame == "main" }
  }

  /// The file it was read from.
  package var path: String
  /// `chromium` or `webkit`.
  package var engine: String
  /// The browser and its version.
  package var browser: String
  /// `touch` or `pointer`.
  package var input: String
  /// The page's path in the served folder.
  package var page: String
  /// The page's URL, the served folder written as
  /// `https://pages.taporlink.invalid`.
  package var url: String
  /// Screen points a CSS px takes (below 1 on a page shown zoomed out).
  package var scale: Double
  /// The screen, in points.
  package var viewport: (width: Double, height: Double)
  /// The first screen in CSS px.
  package var layoutViewport: (width: Double, height: Double)
  /// The target's index in its page's targets (from 0), or the marked
  /// element's number.
  package var targetIndex: Int
  /// The target's readable name.
  package var targetName: String
  /// Its CSS selector (empty for a marked element).
  package var selector: String
  /// What the target really is: `link` or `content`.
  package var truth: TruthKind
  /// The truth in three, `link`, `control` or `content`, as the targets
  /// file says it (seen in Chromium); `nil` when the recording has none.
  package var truth3: TruthKind?
  /// Why it was chosen (`link`, `control`, `text`, …: the recorder's
  /// words, not outcomes), when known.
  package var chosenAs: String
  /// Why the engine cannot be right by design, as the page says.
  package var blind: String
  /// What the truth saw the target do: `document` (a request for a new
  /// document, a window or a download), `same-document`, `none`, or
  /// `unknown` when the recording does not say.
  package var observed: String
  /// The gesture played, in the recorder's words (not outcomes): one of
  /// ``gestures``.
  package var gesture: String
  /// Where it was touched, CSS px.
  package var touchedAt: (x: Double, y: Double)
  /// Why it was touched away from its point, or empty.
  package var moved: String
  /// The touches.
  package var touches: [Touch]
  /// The requests.
  package var requests: [Request]
  /// The page script's answers.
  package var answers: [Answer]
  /// Same-document navigations.
  package var navigations: [Navigation]
  /// What the page did, as the recorder's observer saw it; `nil` for a
  /// recording without an observer.
  package var effects: ObservedPageReaction?

  /// The gestures the recorder plays, in its words: `tap`, `drag`,
  /// `longpress`, `doubletap` and `twofinger`.
  package static let gestures = ["tap", "drag", "longpress", "doubletap", "twofinger"]

  /// The most bytes a raw recording may have.
  package static let maximumBytes = 1024 * 1024
  /// The most entries of each list.
  package static let maximumEntries = 10_000
}

extension RawRecording {
  /// Reads a raw recording.
  ///
  /// - Returns: the recording, or every problem at its line and column.
  package static func read(_ file: SourceFile) -> Result<RawRecording, ScenarioErrors> {
    let root: PositionedJSON
    switch PositionedJSON.parse(file) {
    case .success(let parsed): root = parsed
    case .failure(let diagnostic): return .failure(ScenarioErrors([diagnostic]))
    }
    var fields = Fields(file: file)
    let recording = fields.recording(root)
    if let recording, fields.problems.isEmpty { return .success(recording) }
    return .failure(ScenarioErrors(fields.problems))
  }

  /// Reads the raw recording in a file.
  package static func read(path: String) -> Result<RawRecording, ScenarioErrors> {
    func refuse(_ reason: String) -> Result<RawRecording, ScenarioErrors> {
      .failure(
        ScenarioErrors([
          ScriptDiagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), message: reason,
            sourceLine: "")
        ]))
    }
    switch BoundedTextFile.read(path, maximumBytes: maximumBytes) {
    case .success(let text):
      return read(SourceFile(path: path, text: text))
    case .failure(.tooLarge):
      return refuse("larger than \(maximumBytes) bytes; not a raw recording")
    case .failure(.notUTF8):
      return refuse("it is not UTF-8 text")
    case .failure(let problem):
      return refuse("cannot read it: \(problem.reason)")
    }
  }
}

/// Reads a recording's fields, collecting every problem at its place.
private struct Fields {
  let file: SourceFile
  var problems: [ScriptDiagnostic] = []

  init(file: SourceFile) { self.file = file }

  mutating func problem(_ node: PositionedJSON, _ message: String) {
    problems.append(ScriptDiagnostic(file: file, position: node.position, message: message))
  }

  mutating func member(_ object: PositionedJSON, _ key: String, _ name: String)
    -> PositionedJSON?
  {
    guard let found = object[key] else {
      problem(object, "\(name) has no `\(key)`")
      return nil
    }
    return found
  }

  mutating func string(
    _ object: PositionedJSON, _ key: String, _ name: String, default: String? = nil
  )
    -> String
  {
    if object[key] == nil, let fallback = `default` { return fallback }
    guard let node = member(object, key, name) else { return "" }
    guard case .string(let text) = node.value else {
      problem(node, "`\(key)` must be a string, not \(node.kindName)")
      return ""
    }
    return text
  }

  mutating func number(_ object: PositionedJSON, _ key: String, _ name: String) -> Double {
    guard let node = member(object, key, name) else { return 0 }
    guard case .number(let value) = node.value else {
      problem(node, "`\(key)` must be a number, not \(node.kindName)")
      return 0
    }
    return value
  }

  mutating func optionalNumber(_ object: PositionedJSON, _ key: String) -> Double? {
    guard let node = object[key] else { return nil }
    switch node.value {
    case .number(let value): return value
    case .null: return nil
    default:
      problem(node, "`\(key)` must be a number or null, not \(node.kindName)")
      return nil
    }
  }

  mutating func pair(_ object: PositionedJSON, _ key: String, _ name: String) -> (Double, Double) {
    guard let node = member(object, key, name) else { return (0, 0) }
    guard case .array(let items) = node.value, items.count == 2,
      case .number(let first) = items[0].value, case .number(let second) = items[1].value
    else {
      problem(node, "`\(key)` must be two numbers, [x, y]")
      return (0, 0)
    }
    return (first, second)
  }

  /// An optional area, `[left, top, width, height]`: four finite numbers
  /// within ±1e6 whose width and height are positive.
  mutating func area(_ object: PositionedJSON, _ key: String) -> Rect? {
    guard let node = object[key] else { return nil }
    guard case .array(let items) = node.value, items.count == 4 else {
      problem(node, "`\(key)` must be four numbers, [left, top, width, height]")
      return nil
    }
    var values: [Double] = []
    for item in items {
      guard case .number(let value) = item.value, value.isFinite, abs(value) <= 1e6 else {
        problem(item, "`\(key)` must be four numbers within ±1000000, [left, top, width, height]")
        return nil
      }
      values.append(value)
    }
    guard values[2] > 0, values[3] > 0 else {
      problem(node, "`\(key)`'s width and height must be positive")
      return nil
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  mutating func list(_ object: PositionedJSON, _ key: String) -> [PositionedJSON] {
    guard let node = object[key] else { return [] }
    guard case .array(let items) = node.value else {
      problem(node, "`\(key)` must be a list, not \(node.kindName)")
      return []
    }
    guard items.count <= RawRecording.maximumEntries else {
      problem(node, "`\(key)` has more than \(RawRecording.maximumEntries) entries")
      return []
    }
    return items
  }

  mutating func oneOf(_ node: PositionedJSON?, _ text: String, _ key: String, _ allowed: [String]) {
    guard let node, !allowed.contains(text) else { return }
    problem(node, "`\(key)` is `\(text)`; it must be one of \(allowed.joined(separator: ", "))")
  }

  mutating func time(_ object: PositionedJSON, _ name: String) -> Double {
    let value = number(object, "t_ms", name)
    if value < -60_000 || value > 600_000, let node = object["t_ms"] {
      problem(node, "`t_ms` \(NumberText.shortest(value)) is outside -60000…600000 ms")
    }
    return value
  }

  mutating func recording(_ root: PositionedJSON) -> RawRecording? {
    guard case .object = root.value else {
      problem(root, "a raw recording is a JSON object, not \(root.kindName)")
      return nil
    }
    let format = number(root, "recording", "the recording")
    if format != 1, let node = root["recording"] {
      problem(node, "format `\(NumberText.shortest(format))` is not known (this taporlink reads 1)")
    }
    let engine = string(root, "engine", "the recording")
    oneOf(root["engine"], engine, "engine", ["chromium", "webkit"])
    let scale = number(root, "scale", "the recording")
    if !(0.05...10).contains(scale), let node = root["scale"] {
      problem(node, "`scale` \(NumberText.shortest(scale)) is outside 0.05…10")
    }
    let viewport = pair(root, "viewport", "the recording")
    let layout = pair(root, "layout_viewport", "the recording")
    let touchedAt = pair(root, "touched_at", "the recording")
    let gesture = string(root, "gesture", "the recording")
    oneOf(root["gesture"], gesture, "gesture", RawRecording.gestures)
    guard let target = member(root, "target", "the recording") else { return nil }
    let truthWord = string(target, "truth", "the target")
    oneOf(target["truth"], truthWord, "truth", [TruthKind.link, .content].map(\.rawValue))
    // Any other word is a problem above, and the recording is not read.
    let truth: TruthKind = truthWord == TruthKind.link.rawValue ? .link : .content
    let index = number(target, "index", "the target")
    if index < 0 || index != index.rounded() || index > 1_000_000, let node = target["index"] {
      problem(node, "`index` must be a whole number from 0")
    }
    let touches = list(root, "touches").map { node in
      let phase = string(node, "type", "a touch")
      oneOf(node["type"], phase, "type", ["down", "move", "up", "cancel"])
      let finger = number(node, "finger", "a touch")
      if finger < 1 || finger > 10 || finger != finger.rounded(), let place = node["finger"] {
        problem(place, "`finger` must be a whole number from 1 to 10")
      }
      return RawRecording.Touch(
        time: time(node, "a touch"), phase: phase, finger: Int(max(1, min(10, finger))),
        x: number(node, "x", "a touch"), y: number(node, "y", "a touch"),
        pointer: pointer(node))
    }
    if touches.isEmpty {
      problem(root["touches"] ?? root, "the recording has no touches")
    }
    let requests = list(root, "requests").map { node in
      let type = string(node, "type", "a request")
      oneOf(node["type"], type, "type", ["link", "form", "back", "reload", "resubmit", "other"])
      let frame = string(node, "frame", "a request")
      oneOf(node["frame"], frame, "frame", ["main", "sub", "new-window"])
      return RawRecording.Request(
        time: time(node, "a request"), url: string(node, "url", "a request"), type: type,
        frame: frame, detail: string(node, "detail", "a request", default: ""))
    }
    let answers = list(root, "answers").map { node in
      RawRecording.Answer(
        time: time(node, "an answer"), kind: string(node, "kind", "an answer"),
        x: optionalNumber(node, "x"), y: optionalNumber(node, "y"),
        phase: string(node, "phase", "an answer", default: ""),
        control: string(node, "control", "an answer", default: ""),
        frame: string(node, "frame", "an answer", default: "main"),
        ends: string(node, "ends", "an answer", default: ""),
        visibleArea: area(node, "visual"))
    }
    let truth3Word = string(target, "truth3", "the target", default: "")
    if !truth3Word.isEmpty {
      oneOf(target["truth3"], truth3Word, "truth3", TruthKind.allCases.map(\.rawValue))
    }
    let effects = pageEffects(root)
    var navigations = list(root, "navigations").map { node in
      let frame = string(node, "frame", "a navigation", default: "main")
      oneOf(node["frame"], frame, "frame", ["main", "sub"])
      return RawRecording.Navigation(
        time: time(node, "a navigation"), kind: string(node, "kind", "a navigation"),
        url: string(node, "url", "a navigation"),
        source: string(node, "source", "a navigation"), frame: frame)
    }
    navigations += list(root, "uri_changes").map { node in
      RawRecording.Navigation(
        time: time(node, "a URI change"), kind: "", url: string(node, "url", "a URI change"),
        source: "uri", frame: "main")
    }
    navigations.sort { $0.time < $1.time }
    var observed = "unknown"
    if let node = target["observed"], case .array(let items) = node.value {
      let kinds = items.compactMap { item -> String? in
        if case .string(let kind) = item["kind"]?.value { kind } else { nil }
      }
      if kinds.contains(where: { ["request", "document", "popup", "download"].contains($0) }) {
        observed = "document"
      } else if kinds.contains("same-document") {
        observed = "same-document"
      } else {
        observed = items.isEmpty && truth == .link ? "unknown" : "none"
      }
    }
    var recording = RawRecording(
      path: file.path, engine: engine, browser: string(root, "browser", "the recording"),
      input: string(root, "input", "the recording", default: "touch"),
      page: string(root, "page", "the recording"), url: string(root, "url", "the recording"),
      scale: scale, viewport: viewport, layoutViewport: layout,
      targetIndex: Int(max(0, min(1_000_000, index))),
      targetName: string(target, "name", "the target"),
      selector: string(target, "selector", "the target", default: ""), truth: truth,
      chosenAs: string(target, "chosen_as", "the target", default: ""),
      blind: string(target, "blind", "the target", default: ""), observed: observed,
      gesture: gesture,
      touchedAt: touchedAt, moved: string(root, "moved", "the recording", default: ""),
      touches: touches, requests: requests, answers: answers, navigations: navigations)
    recording.truth3 = TruthKind(rawValue: truth3Word)
    recording.effects = effects
    return recording
  }

  /// A touch's optional `pointer` and `button`, as a scenario's `with
  /// KIND [BUTTON]` reads them: a finger or a pen presses the primary
  /// button only.
  mutating func pointer(_ node: PositionedJSON) -> Pointer {
    // A member that is not a string is one problem, said by `string`.
    func word(_ key: String, _ fallback: String, _ allowed: [String]) -> String? {
      let text = string(node, key, "a touch", default: fallback)
      if case .string = node[key]?.value ?? .string(fallback) {
        oneOf(node[key], text, key, allowed)
        return text
      }
      return nil
    }
    let kindWord = word(
      "pointer", PointerKind.finger.rawValue, PointerKind.allCases.map(\.rawValue))
    let buttonWord = word(
      "button", PointerButton.primary.rawValue, PointerButton.allCases.map(\.rawValue))
    // Any other word is a problem above, and the recording is not read.
    let kind = kindWord.flatMap(PointerKind.init(rawValue:)) ?? .finger
    let button = buttonWord.flatMap(PointerButton.init(rawValue:)) ?? .primary
    if button != .primary, kind == .finger || kind == .pen, let place = node["button"] {
      problem(
        place,
        "`button` is `\(button.rawValue)`, but a \(kind.rawValue) presses the primary button "
          + "only; `\(button.rawValue)` is a mouse's or a touchpad's")
      return Pointer(kind)
    }
    return Pointer(kind, button: button)
  }

  /// The observer's entries and the page's own pace before the touch, when
  /// the recording has them.
  mutating func pageEffects(_ root: PositionedJSON) -> ObservedPageReaction? {
    guard root["effects"] != nil else { return nil }
    let entries = list(root, "effects").map { node in
      let kind = string(node, "kind", "an effect")
      oneOf(node["kind"], kind, "kind", ["click", "mutation", "focus", "focusOther", "event"])
      return RawRecording.Effect(
        time: time(node, "an effect"), kind: kind,
        detail: string(node, "detail", "an effect", default: ""),
        tag: string(node, "tag", "an effect", default: ""),
        control: string(node, "control", "an effect", default: ""))
    }
    var baseline = ObservedPageReaction.Baseline(milliseconds: 0, mutations: 0)
    if let node = root["effects_baseline"] {
      baseline.milliseconds = number(node, "ms", "the effects' baseline")
      let mutations = number(node, "mutations", "the effects' baseline")
      if mutations < 0 || mutations != mutations.rounded() || mutations > 1_000_000 {
        problem(node, "`mutations` must be a whole number from 0")
      }
      baseline.mutations = Int(max(0, min(1_000_000, mutations)))
    }
    return ObservedPageReaction(entries: entries, baseline: baseline)
  }
}
