/// Everything one input made the engine do for the app, written where the
/// shell gives it: the effects to perform in order (events, bridge
/// actions), and whether the deadlines stayed as they were. The engine
/// takes one with every input and wake-up; the shell performs the effects
/// and empties them, and reads and clears `deadlinesKept`.
///
/// What the shell wants made rides along, so that the engine makes only
/// that: events while anyone listens, records while a recorder keeps them.
///
/// Flight records are the one thing the engine writes past this value: the
/// output carries the shell's ``FlightRecorder`` (`recorder`, a reference
/// the shell owns and sets), and ``record(_:)`` hands each record to it as
/// the engine writes it, during the input, where it is copied once into
/// the recorder's ring; carried as an effect to be performed after the
/// input, every record would be copied a second time. The engine never
/// keeps the recorder beyond the output, and a record changes nothing the
/// engine decides.
struct EngineOutput {
  /// Whether anyone hears events: when no one does, the engine makes none.
  var wantsEvents = false
  /// The shell's flight recorder, where records go; `nil` when none is set.
  var recorder: FlightRecorder?
  /// What to perform, in order.
  var effects = ContiguousArray<EngineEffect>()
  /// Whether the latest input left every deadline as it was (a move that
  /// decided nothing, with nothing due before it): the shell's timer is
  /// then still right, and the next deadline is not looked up again.
  var deadlinesKept = false

  init() { effects.reserveCapacity(16) }

  /// Whether a flight recorder keeps records.
  var wantsRecords: Bool {
    @inline(__always) get { recorder != nil }
  }

  /// Whether the recorder wants a replay's starting point with a record
  /// at `time` (``FlightRecorder/wantsStart(at:)``).
  @inline(__always)
  func wantsStart(at time: Instant) -> Bool { recorder?.wantsStart(at: time) ?? false }

  /// Adds an event at `time`, when anyone listens.
  @inline(__always)
  mutating func tell(_ kind: OverlayEvent.Kind, at time: Instant) {
    if wantsEvents { effects.append(.event(OverlayEvent(time: time, kind: kind))) }
  }

  /// Hands a flight record on to the recorder, when one keeps them.
  @inline(__always)
  func record(_ record: consuming FlightRecord) {
    recorder?.record(record)
  }
}
