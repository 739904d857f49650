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
  /// Under `HistorySource.commits`, the recording starts while the main
  /// frame shows a document of another origin than the history's current
  /// page (new content selected, not yet committed): a replay, which
  /// rebuilds the history by commits, would judge the bridge by the wrong
  /// origin.
  case committedElsewhere(current: String, committed: String)
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
    case .committedElsewhere(let current, let committed):
      "the recording starts while the web view shows \(committed), of another origin than "
        + "the history's page \(current); record again once the new page has committed"
    case .vetoes(let mismatch):
      "the app's vetoes cannot be written as a cancel list that replays them exactly: "
        + "\(mismatch)"
    }
  }
}
