import TapOrLink
import TapScript

/// How long after touch-up a real engine asked to load, for one tap.
package struct LatencySample: Hashable, Sendable {
  /// The web engine recorded.
  package var engine: String
  /// The touched element's name.
  package var element: String
  /// The request's kind: its type, with ` subframe` for a subframe's.
  package var kind: String
  /// Touch-up to the request, in milliseconds.
  package var milliseconds: Double

  /// Creates a sample.
  package init(engine: String, element: String, kind: String, milliseconds: Double) {
    self.engine = engine
    self.element = element
    self.kind = kind
    self.milliseconds = milliseconds
  }

  /// The latency of a recorded tap: from finger 1's up to the first request
  /// after it; `nil` when the recording is not a single tap or the page
  /// asked for nothing after the up.
  package init?(_ recording: PageRecording) {
    guard recording.isSingleTap else { return nil }
    let steps = recording.scenario.steps
    let up = steps.first {
      if case .input(.touch(.up, _, 1, _)) = $0.command { return true }
      return false
    }
    guard let up else { return nil }
    for step in steps where step.time >= up.time {
      guard case .input(.request(let request)) = step.command else { continue }
      self.init(
        engine: recording.engine, element: recording.element,
        kind: request.type.rawValue + (request.isMainFrame ? "" : " subframe"),
        milliseconds: step.time.milliseconds - up.time.milliseconds)
      return
    }
    return nil
  }
}
