import TapOrLink

/// Where a replay with the app's vetoes as a `decider: cancel:` list first
/// decides otherwise than the app did: the reason an export refuses to
/// write the list (``RecordingExportError/vetoes(_:)``).
///
/// The list holds the URLs the app vetoed, as written; a replay with it
/// can still differ, as a prefix also cancels every URL that starts with
/// it, a relative URL read against the page, and a URL the list cannot
/// read (it fails closed), and the history from before the recording is
/// replayed as requests the list may cancel.
public enum VetoMismatch: Hashable, Sendable, CustomStringConvertible {
  /// A page of the history from before the recording, which the replay
  /// requests (allowed, at `0ms`), is cancelled by the list.
  case history(url: String)
  /// The request to `url`, `at` after the recording's start, was answered
  /// `recorded` by the app and `replayed` by the list (`nil`: the replay
  /// made no such request, or one the app never made).
  case answer(url: String, at: Duration, recorded: NavigationPolicy?, replayed: NavigationPolicy?)
  /// Every request is answered as the app did, but a gesture is decided
  /// otherwise: `recorded` and `replayed` as a trace writes them
  /// (`nil` where one has no more decisions).
  case outcome(at: Duration, recorded: String?, replayed: String?)

  /// What differs, naming the request.
  public var description: String {
    switch self {
    case .history(let url):
      "the history from before the recording holds \(url), which the vetoes would cancel"
    case .answer(let url, let time, let recorded, let replayed):
      "the request to \(url) at \(time.millisecondsText) was answered "
        + "\(recorded?.rawValue ?? "nothing") by the app, \(replayed?.rawValue ?? "nothing") "
        + "by the vetoes as a cancel list"
    case .outcome(let time, let recorded, let replayed):
      "at \(time.millisecondsText) the app decided \(recorded ?? "nothing"), "
        + "a replay with the vetoes as a cancel list \(replayed ?? "nothing")"
    }
  }
}
