/// What a page did after a recorded touch, as the recorder's own observer
/// saw it in the top frame (Tools/browser/effects.js, sharing no code with
/// the page script): the browser's truth for controls, in the engine that
/// was recorded.
///
/// The page handled a tap as a control (``reacted``) when the click landed
/// on one of its controls, the focus moved to a control, a form event
/// fired (`input`, `change`, `toggle`, `submit`, `invalid`, `select`,
/// `beforeinput`), or the DOM changed after the click at more than three
/// times the page's own pace before the touch: the rule the targets file's
/// `truth3` was observed by (shared/realweb/README.md).
package struct ObservedPageReaction: Sendable {
  /// The page's own pace, watched before the touch.
  package struct Baseline: Sendable {
    /// How long it was watched.
    package var milliseconds: Double
    /// The DOM changes in that time.
    package var mutations: Int
  }

  /// The observer's entries, in the order it saw them.
  package var entries: [RawRecording.Effect]
  /// The page's own pace.
  package var baseline: Baseline

  /// How long after the click the page's changes are counted.
  package static let watch = 1_000.0
  /// How many times its own pace a page must change to have reacted.
  package static let paceFactor = 3.0
  /// The events that say a form control was used.
  package static let formEvents: Set<String> = [
    "input", "change", "toggle", "submit", "invalid", "select", "beforeinput",
  ]

  /// Creates the effects of one recording.
  package init(entries: [RawRecording.Effect], baseline: Baseline) {
    self.entries = entries
    self.baseline = baseline
  }

  /// The browser's click, if it came.
  package var click: RawRecording.Effect? { entries.first { $0.kind == "click" } }

  /// The control on the click's path, or empty.
  package var clickControl: String { click?.control ?? "" }

  /// The control that took the focus after the click, or empty.
  package var focusedControl: String {
    let after = click?.time ?? -.infinity
    return entries.first { $0.kind == "focus" && $0.time >= after && !$0.control.isEmpty }?
      .control ?? ""
  }

  /// The form events after the click, by name, in order.
  package var formEvents: [String] {
    let after = click?.time ?? -.infinity
    return entries.filter {
      $0.kind == "event" && $0.time >= after && Self.formEvents.contains($0.detail)
    }.map(\.detail)
  }

  /// The DOM changes within ``watch`` after the click.
  package var mutationsAfterClick: Int {
    guard let click else { return 0 }
    return entries.filter {
      $0.kind == "mutation" && $0.time >= click.time && $0.time <= click.time + Self.watch
    }.count
  }

  /// Whether the DOM changed after the click more than ``paceFactor``
  /// times its own pace (any change, for a page still before the touch).
  package var changedAboveItsPace: Bool {
    let changes = Double(mutationsAfterClick)
    guard changes > 0 else { return false }
    guard baseline.milliseconds > 0 else { return true }
    let pace = Double(baseline.mutations) * Self.watch / baseline.milliseconds
    return changes > Self.paceFactor * pace
  }

  /// Whether the page handled the tap as one of its controls (see the
  /// type's summary).
  package var reacted: Bool {
    !clickControl.isEmpty || !focusedControl.isEmpty || !formEvents.isEmpty
      || changedAboveItsPace
  }

  /// One word for the scenario's header (the recordings' own vocabulary,
  /// not outcomes): `control` (the click landed on a control), `reacted`
  /// (no control on its path, but the page reacted), `none`, or
  /// `no-click`; a recording without an observer is `unrecorded`.
  package var word: String {
    if !clickControl.isEmpty { return "control" }
    if reacted { return "reacted" }
    return click == nil ? "no-click" : "none"
  }

  /// Whether a header's ``word`` says the page handled the tap as one of
  /// its controls: `control` or `reacted`.
  package static func handled(word: String) -> Bool { ["control", "reacted"].contains(word) }

  /// The signs, in words, for a comment: `click on button:submit; focus
  /// input:text; events change; 3 DOM changes (pace 0 a second)`.
  package var signs: String {
    var parts: [String] = []
    if let click {
      parts.append(
        "click on \(click.tag.isEmpty ? "?" : click.tag)"
          + (click.control.isEmpty ? "" : " (control \(click.control))"))
    } else {
      parts.append("no click")
    }
    if !focusedControl.isEmpty { parts.append("focus \(focusedControl)") }
    if !formEvents.isEmpty { parts.append("events " + formEvents.joined(separator: ", ")) }
    let pace =
      baseline.milliseconds > 0
      ? Double(baseline.mutations) * 1_000 / baseline.milliseconds : 0
    parts.append(
      "\(mutationsAfterClick) DOM changes in the second after the click "
        + "(\(RecordingTimeline.number(pace, places: 1)) a second before the touch)")
    return parts.joined(separator: "; ")
  }
}
