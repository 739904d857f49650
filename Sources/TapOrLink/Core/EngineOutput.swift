/// Everything one input made the engine do for the app, written where the
/// shell gives it: the effects to perform in order (events, bridge actions,
/// flight records) and whether the deadlines moved. The engine takes one
/// with every input and wake-up and writes nothing anywhere else; the
/// shell performs the effects and empties it.
///
/// What the shell wants told rides along, so that the engine makes only
/// that: events while anyone listens, records while a recorder keeps them.
struct EngineOutput {
  /// Whether anyone hears events: when no one does, the engine makes none.
  var wantsEvents = false
  /// Whether a flight recorder keeps records.
  var wantsRecords = false
  /// Whether the recorder wants a starting point with the next input's
  /// record (``FlightRecorder/wantsStart(at:)``, asked by the shell): the
  /// engine adds one when it is idle.
  var wantsStart = false
  /// What to perform, in order.
  var effects = ContiguousArray<EngineEffect>()
  /// Whether the latest input left every deadline as it was (a move that
  /// decided nothing, with nothing due before it): the shell's timer is
  /// then still right, and the next deadline is not looked up again.
  var deadlinesKept = false

  init() { effects.reserveCapacity(16) }

  /// Adds an event at `time`, when anyone listens.
  @inline(__always)
  mutating func tell(_ kind: OverlayEvent.Kind, at time: Instant) {
    if wantsEvents { effects.append(.event(OverlayEvent(time: time, kind: kind))) }
  }

  /// Adds a flight record, when a recorder keeps them. Its starting point
  /// is taken once: the recorder wants no second one for the same input.
  @inline(__always)
  mutating func record(_ record: FlightRecord) {
    guard wantsRecords else { return }
    if record.start != nil { wantsStart = false }
    effects.append(.record(record))
  }
}
