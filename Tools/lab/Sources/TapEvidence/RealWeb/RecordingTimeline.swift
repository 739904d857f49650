@_spi(Lab) import TapOrLink
import TapOrLinkPageScript
import TapScript

/// A raw recording's events as the app sees them, in time order, each as a
/// scenario step (with a note on where it came from) or, when an app does
/// not get it or the engine does not take it as input, as a comment saying
/// what was seen.
///
/// An app gets the touches, the page script's messages (its answers, and
/// the main frame's same-document navigation reports: a frame's report is
/// a comment) and the navigation requests its delegate is asked about. The browser's own same-document events
/// (Chromium's `Page.navigatedWithinDocument`) and the web view's URL
/// changes (WebKitGTK's `notify::uri`) are comments: `WebViewInput` takes a
/// same-document move from the script's report alone, so a URL change
/// given as well would count one move twice, and a new document's URL
/// change would count as a move within the old one.
struct RecordingTimeline {
  /// One line of the timeline.
  struct Entry {
    /// Milliseconds after the first touch.
    var time: Double
    /// The step, or `nil` for a comment.
    var command: Command?
    /// The comment: what a step came from, or what was seen.
    var note: String
    /// The recording's order, to keep ties stable.
    var order: Int
  }

  /// The lines, by time.
  var entries: [Entry] = []
  /// When the first finger first lifted, if it did.
  var upTime: Double?

  /// How close (ms) a web view's URL change must be to the page script's
  /// report of the same URL to be the same navigation (said in the URL
  /// change's comment; the change itself is never a step).
  static let sameNavigationMs = 100.0

  init(_ recording: RawRecording) {
    let scale = recording.scale
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: Self.rounded(x * scale, places: 2), y: Self.rounded(y * scale, places: 2))
    }
    // An answer's point as an app maps it (PageScriptMessage's
    // point(inViewOf:)): from the visible area it came with, which fills
    // the view, so that a visual viewport scrolled inside the layout
    // viewport (a flick on a page wider than the screen) is read right;
    // else by the page's scale.
    let viewSize = Size(width: recording.viewport.width, height: recording.viewport.height)
    func answerPoint(_ answer: RawRecording.Answer, _ x: Double, _ y: Double) -> Point {
      guard let area = answer.visibleArea, viewSize.width > 0 else { return point(x, y) }
      let message = PageScriptMessage(
        kind: .content, point: Point(x: x, y: y), phase: answer.phase, visibleArea: area)
      let mapped = message.point(inViewOf: viewSize)
      return Point(x: Self.rounded(mapped.x, places: 2), y: Self.rounded(mapped.y, places: 2))
    }
    var order = 0
    func add(_ time: Double, _ command: Command?, _ note: String) {
      let isStep = command != nil && time >= 0
      let text =
        command != nil && !isStep ? "before the first touch: \(note)" : note
      entries.append(
        Entry(time: time, command: isStep ? command : nil, note: text, order: order))
      order += 1
    }
    // A touch made by anything but a finger says so (`with mouse
    // secondary`); a finger's step says nothing, as before pointers.
    func touchStep(_ phase: TouchPhase, _ touch: RawRecording.Touch) -> Command {
      .input(
        .touch(
          phase, point(touch.x, touch.y), finger: FingerID(touch.finger), pointer: touch.pointer))
    }
    for touch in recording.touches {
      let finger = FingerID(touch.finger)
      let command: Command =
        switch touch.phase {
        case "down": touchStep(.down, touch)
        case "move": touchStep(.move, touch)
        case "up": touchStep(.up, touch)
        default: .cancel(finger: finger)
        }
      add(touch.time, command, "")
      if touch.phase == "up", touch.finger == 1, upTime == nil { upTime = touch.time }
    }
    for answer in recording.answers {
      if answer.frame != "main" {
        // Never a step: a frame's origin is not in the recording, and an
        // app takes an answer only from a frame it trusts (the main frame
        // or one of the page's origin); one it cannot place decides nothing.
        add(
          answer.time, nil,
          "a frame's page script answered \(answer.words), which an app takes only from a "
            + "frame of the page's origin (the recording does not say the frame's)")
      } else if let read = PageAnswer(named: answer.words, for: .point(.zero)), let x = answer.x,
        let y = answer.y, x.isFinite, y.isFinite
      {
        let at = answerPoint(answer, x, y)
        if answer.phase == "start", let ending = Dismissal(rawValue: answer.ends) {
          // The touchstart's report that the touch ended a scroll or a
          // selection, given before its answer, as WebViewInput gives it.
          add(
            answer.time, .dismisses(ending, .point(at)),
            "the page script, at start: the touch ended a \(ending.rawValue)")
        }
        add(
          answer.time, .answer(read.kind, .point(at), control: read.control),
          "the page script, at \(answer.phase)")
      } else {
        add(answer.time, nil, "the page script sent a message the engine cannot read")
      }
    }
    if let effects = recording.effects {
      // The recorder's own observer: what the page did (never a step).
      for effect in effects.entries where effect.kind != "mutation" {
        let what =
          switch effect.kind {
          case "click": "the browser's click on \(effect.tag)"
          case "focus": "the focus moved to \(effect.tag)"
          case "focusOther": "the focus moved to \(effect.tag), not a control"
          default: "the page fired \(effect.detail)"
          }
        let control = effect.control.isEmpty ? "" : " (control \(effect.control))"
        add(effect.time, nil, "the page, seen by the recorder: \(what)\(control)")
      }
      if let click = effects.click, effects.mutationsAfterClick > 0 {
        add(
          click.time, nil,
          "the page, seen by the recorder: \(effects.mutationsAfterClick) DOM changes in the "
            + "second after the click (\(effects.baseline.mutations) in the "
            + "\(Self.number(effects.baseline.milliseconds, places: 0)) ms before the touch)")
      }
    }
    for request in recording.requests {
      let type = NavigationType(rawValue: request.type) ?? .other
      let command = Command.request(
        NavigationRequest(
          url: Self.stepURL(request.url), type: type,
          targetIsMainFrame: request.frame == "new-window" ? nil : request.frame == "main"))
      var notes = [request.detail].filter { !$0.isEmpty }
      if request.frame == "new-window" {
        notes.append("a new window: counted as the main frame's")
      }
      add(request.time, command, notes.joined(separator: "; "))
    }
    let reported = recording.navigations.filter(\.isAppReport)
    for navigation in recording.navigations {
      let url = Self.stepURL(navigation.url)
      switch navigation.source {
      case "page-script" where navigation.isAppReport:
        add(
          navigation.time, SameDocumentCommand.command(kind: navigation.kind, url: url),
          "the page script: same-document \(navigation.kind) \(url)")
      case "page-script":
        // Never a step: a frame's move is not the web view's address, and
        // an app's `ScriptMessage` refuses a report from a frame.
        add(
          navigation.time, nil,
          "a frame's page script reported same-document \(navigation.kind) \(url), which an app "
            + "refuses (only the main frame's reports are its input)")
      case "uri":
        // Never a step: an app's `WebViewInput` takes only the page
        // script's report of a same-document move, not the web view's URL
        // (which changes for the same move, and for a new document too).
        let same = reported.contains {
          $0.url == navigation.url && abs($0.time - navigation.time) <= Self.sameNavigationMs
        }
        add(
          navigation.time, nil,
          "the web view's URL changed (notify::uri) to \(url)"
            + (same
              ? ", as the page script reported"
              : ", which the page script did not report (an app's web-view input takes only its reports)")
        )
      default:
        add(
          navigation.time, nil,
          "the browser navigated within the document (\(navigation.kind), \(navigation.frame) frame): \(url)"
        )
      }
    }
    entries.sort { ($0.time, $0.order) < ($1.time, $1.order) }
  }

  /// A number rounded to `places` decimals, in its shortest form.
  static func number(_ value: Double, places: Int) -> String {
    NumberText.shortest(rounded(value, places: places))
  }

  /// A number rounded to `places` decimals.
  static func rounded(_ value: Double, places: Int) -> Double {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    return (value * factor).rounded() / factor
  }

  /// A URL as one word of a step: spaces, quotes, `#` after a space and
  /// anything outside printable ASCII percent-encoded.
  static func stepURL(_ url: String) -> String {
    if url.isEmpty { return "about:blank" }
    var text = ""
    for byte in url.utf8 {
      if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'"),
        byte != UInt8(ascii: "\\")
      {
        text.unicodeScalars.append(UnicodeScalar(byte))
      } else {
        let hex = Array("0123456789ABCDEF")
        text += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return text
  }
}
