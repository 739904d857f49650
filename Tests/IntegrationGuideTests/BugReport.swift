import TapOrLink
import TapScript

/// What the app attaches to a "wrong decision" report: the overlay's
/// recent past as a scenario file, or `nil` when it was not recording.
@MainActor
func wrongDecisionReport(from overlay: MainTapOverlay, personSaid: String) throws -> String? {
  guard let recording = overlay.flightRecording() else { return nil }
  return try RecordingScenarioWriter.scenario(
    from: recording, name: "reported: \(personSaid)", note: [personSaid])
}
