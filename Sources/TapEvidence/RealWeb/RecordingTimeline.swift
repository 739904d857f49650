import TapOrLink
import TapScript

/// A raw recording's events as the app sees them, in time order, each as a
/// scenario step or, when the engine does not take it as input, as a
/// comment saying what was seen.
struct RecordingTimeline {
  /// One line of the timeline.
  struct Entry {
    /// Milliseconds after the first touch.
    var time: Double
    /// The step's text after `TIME: `, or the comment's text.
    var text: String
    /// Whether it is a step (else a comment).
    var isStep: Bool
    /// The recording's order, to keep ties stable.
    var order: Int
  }

  /// The lines, by time.
  var entries: [Entry] = []
  /// When the first finger first lifted, if it did.
  var upTime: Double?

  /// How close (ms) a web view's URL change must be to the page script's
  /// report of the same URL to be the same navigation.
  static let sameNavigationMs = 100.0

  init(_ recording: RawRecording) {
    let scale = recording.scale
    func point(_ x: Double, _ y: Double) -> String {
      "\(Self.number(x * scale, places: 2)) \(Self.number(y * scale, places: 2))"
    }
    var order = 0
    func add(_ time: Double, _ text: String, step: Bool) {
      entries.append(Entry(time: time, text: text, isStep: step && time >= 0, order: order))
      order += 1
    }
    for touch in recording.touches {
      let finger = touch.finger == 1 ? "" : " finger \(touch.finger)"
      let text =
        touch.phase == "cancel"
        ? "cancel\(finger)" : "\(touch.phase) \(point(touch.x, touch.y))\(finger)"
      add(touch.time, text, step: true)
      if touch.phase == "up", touch.finger == 1, upTime == nil { upTime = touch.time }
    }
    for answer in recording.answers {
      if ["link", "content", "unknown"].contains(answer.kind), let x = answer.x, let y = answer.y,
        x.isFinite, y.isFinite
      {
        add(answer.time, "answer \(answer.kind) at \(point(x, y))  # \(answer.phase)", step: true)
      } else {
        add(answer.time, "the page script sent a message the engine cannot read", step: false)
      }
    }
    for request in recording.requests {
      var text = "request \(Self.stepURL(request.url)) type \(request.type)"
      if request.frame == "sub" { text += " subframe" }
      var notes = [request.detail].filter { !$0.isEmpty }
      if request.frame == "new-window" { notes.append("a new window: counted as the main frame's") }
      if !notes.isEmpty { text += "  # " + notes.joined(separator: "; ") }
      add(request.time, text, step: true)
    }
    let reported = recording.navigations.filter { $0.source == "page-script" }
    for navigation in recording.navigations {
      switch navigation.source {
      case "page-script":
        add(
          navigation.time,
          SameDocumentStep.text(kind: navigation.kind, url: Self.stepURL(navigation.url))
            + "  # the page script", step: SameDocumentStep.isInput)
      case "uri":
        let same = reported.contains {
          $0.url == navigation.url && abs($0.time - navigation.time) <= Self.sameNavigationMs
        }
        let kind = Self.kindOfURLChange(to: navigation.url, from: recording.url)
        add(
          navigation.time,
          SameDocumentStep.text(kind: kind, url: Self.stepURL(navigation.url))
            + "  # the web view's URL changed (notify::uri)"
            + (same ? ", as the page script reported" : ""),
          step: SameDocumentStep.isInput && !same)
      default:
        add(
          navigation.time,
          "the browser navigated within the document (\(navigation.kind), \(navigation.frame) frame): "
            + Self.stepURL(navigation.url), step: false)
      }
    }
    entries.sort { ($0.time, $0.order) < ($1.time, $1.order) }
  }

  /// A same-document navigation's kind from a URL change alone.
  static func kindOfURLChange(to url: String, from page: String) -> String {
    let base = { (text: String) in
      text.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
    }
    return base(url) == base(page) ? "fragment" : "push"
  }

  /// A number rounded to `places` decimals, in its shortest form.
  static func number(_ value: Double, places: Int) -> String {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    return NumberText.shortest((value * factor).rounded() / factor)
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
