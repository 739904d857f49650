/// An overlay's recent past, ready to be written as a scenario: where it
/// started, everything it was given since, and what it decided.
///
/// Made by ``TapOverlay/flightRecording()``; `TapScript`'s
/// `RecordingScenarioWriter` writes it as a scenario file that
/// `taporlink` replays to the same decisions.
public struct FlightRecording: Sendable {
  /// The engine's state at ``startTime``, when it was idle.
  package var start: RecordingStart
  /// The instant the recording starts: its first input's.
  package var startTime: Instant
  /// The settings.
  package var configuration: OverlayConfiguration
  /// The view the overlay covers.
  package var coveredView: ViewID
  /// The web view whose history `RecordingStart.history` is.
  package var webView: ViewID
  /// Every input and decision from ``startTime`` on, in the order the
  /// engine handled them.
  package var records: [FlightRecord]
  /// The gestures still undecided when the recording was made: a replay
  /// decides them too, so their decisions are not in `records`.
  package var undecided: Int
  /// Whether earlier entries were left out: dropped from the ring, older
  /// than its ``FlightRecorder/maxAge``, or before the engine was last
  /// idle.
  package var isTruncated: Bool

  /// Creates a recording.
  package init(
    start: RecordingStart, startTime: Instant, configuration: OverlayConfiguration,
    coveredView: ViewID, webView: ViewID, records: [FlightRecord], undecided: Int,
    isTruncated: Bool
  ) {
    self.start = start
    self.startTime = startTime
    self.configuration = configuration
    self.coveredView = coveredView
    self.webView = webView
    self.records = records
    self.undecided = undecided
    self.isTruncated = isTruncated
  }

  /// The decisions recorded, with their instants.
  public var decisions: [(time: Instant, outcome: Outcome)] {
    records.compactMap { record in
      guard case .decision(let outcome) = record.entry else { return nil }
      return (record.time, outcome)
    }
  }
}
