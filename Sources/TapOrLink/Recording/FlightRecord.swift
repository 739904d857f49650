/// One entry of a ``FlightRecorder``'s ring: an input or a decision, at the
/// instant the engine handled it.
package struct FlightRecord: Hashable, Sendable {
  /// What the entry holds.
  package enum Entry: Hashable, Sendable {
    /// An input the engine was given.
    case input(TapInput)
    /// A decision the engine made: its outcome.
    case decision(Outcome)
  }

  /// The instant the engine handled the input, or the decision's instant.
  package var time: Instant
  /// The input or decision.
  package var entry: Entry
  /// The answer the engine gave, for a request or the back button (a
  /// `block` of a request not for the bridge was the decider's veto).
  package var answered: NavigationPolicy?
  /// The engine's state just before an input that found it idle (no
  /// finger down, no gesture undecided): a replay may start here. `nil`
  /// for every other entry.
  package var start: RecordingStart?

  /// Creates a record.
  package init(
    time: Instant, entry: Entry, answered: NavigationPolicy? = nil, start: RecordingStart? = nil
  ) {
    self.time = time
    self.entry = entry
    self.answered = answered
    self.start = start
  }
}
