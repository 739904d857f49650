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
    }
  }
}
