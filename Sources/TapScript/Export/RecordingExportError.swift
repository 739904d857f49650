import TapOrLink

/// Why a `FlightRecording` cannot be written as a scenario that replays it
/// exactly.
public enum RecordingExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The overlay asked the page a `ContentProbe`, whose answers are not
  /// recorded: a scenario's probe answers from its links, which a
  /// recording does not know.
  case probeStrategy
  /// The overlay used the adaptive window, whose learned delays from before
  /// the recording are not recorded: a replay would start from none.
  case adaptiveWindow
  /// The recording holds a value a scenario file cannot say so that it
  /// reads back the same, such as a URL with a space or a tab (a step's
  /// words are separated by them).
  case unwritable(ScenarioWritingError)
  /// The app vetoed requests, and a replay with them as the scenario's
  /// `decider: cancel:` list would not answer every request and decide
  /// every gesture as the app did: the first place it differs.
  case vetoes(VetoMismatch)

  /// What went wrong, in one sentence.
  public var description: String {
    switch self {
    case .probeStrategy:
      "the overlay used the probe strategy, whose page answers are not recorded; "
        + "record with the timer strategy"
    case .adaptiveWindow:
      "the overlay used the adaptive window, whose learned delays are not recorded; "
        + "record with a fixed window"
    case .unwritable(let error):
      "the recording cannot be written as a scenario that replays it: \(error)"
    case .vetoes(let mismatch):
      "the app's vetoes cannot be written as a cancel list that replays them exactly: "
        + "\(mismatch)"
    }
  }
}
