import TapOrLink
import TapScript

/// Why the engine's outcome for a recorded gesture is not what the gesture
/// really was: the facts of the recording that explain it.
enum BlindSpot {
  static func reason(
    _ recording: RawRecording, timeline: RecordingTimeline, decided: TraceEvent, really: String
  ) -> String {
    if !recording.blind.isEmpty { return recording.blind }
    let up = timeline.upTime ?? 0
    let window = Double(TapDefaults.window.nanoseconds) / 1_000_000
    func after(_ time: Double) -> String {
      let delay = time - up
      return delay < 0
        ? RecordingTimeline.number(-delay, places: 1) + " ms before touch-up"
        : RecordingTimeline.number(delay, places: 1) + " ms after touch-up"
    }
    let counted = recording.requests.filter {
      $0.frame != "sub" && ["link", "form", "other"].contains($0.type)
    }
    let decidedAt = Double(decided.time.nanoseconds) / 1_000_000
    if really == OutcomeKind.link.name, decided.name == OutcomeKind.tap.name {
      if let late = counted.first(where: { $0.time - up > window }) {
        return "the request came \(after(late.time)), after the engine's window"
      }
      var reasons: [String] = []
      if let answer = recording.answers.last(where: { $0.kind == "content" && $0.time <= decidedAt }
      ) {
        let before = counted.first.map { ", before the request \(after($0.time))" } ?? ""
        reasons.append(
          "the page script answered content (\(answer.phase)) \(after(answer.time))\(before)")
      }
      if let navigation = recording.navigations.first {
        let kind = navigation.kind.isEmpty ? "URL change" : navigation.kind
        reasons.append(
          "the page navigated within the document (\(kind), seen by \(navigation.source) "
            + "\(after(navigation.time))), which the engine does not count")
      }
      if reasons.isEmpty, recording.requests.isEmpty {
        reasons.append(
          "in this run \(recording.engine) asked for no navigation (the truth was observed in Chromium)"
        )
      }
      if reasons.isEmpty {
        reasons.append(
          "only requests the engine does not count came (subframe, or not an activation)")
      }
      return reasons.joined(separator: "; ")
    }
    if really == OutcomeKind.tap.name, decided.name == OutcomeKind.link.name {
      let request = counted.first
      let url = request.map { " (\(RecordingTimeline.stepURL($0.url)))" } ?? ""
      return "in this run \(recording.engine) asked for a navigation\(url) "
        + (request.map { after($0.time) } ?? "")
        + ", though the target is content by the truth"
    }
    return "the truth is \(really), and the engine decides \(decided.name)"
  }
}
