/// The flight records the engine writes into its output while a recorder
/// keeps them: every input it takes, with the state a replay needs where
/// the engine was idle.
extension TapEngine {
  /// Records an input the engine is about to handle at `time`. Inlined,
  /// as is ``recordingStart(at:_:)``: called on the engine in place, an
  /// outlined call would copy the whole engine to pass it.
  @inline(__always)
  func record(_ input: TapInput, at time: Instant, _ out: EngineOutput) {
    guard out.wantsRecords else { return }
    out.record(
      FlightRecord(time: time, entry: .input(input), start: recordingStart(at: time, out)))
  }

  /// Records a request the engine answered (or the back button), with the
  /// starting point taken before it changed anything.
  func recordRequest(
    _ request: NavigationRequest, _ policy: NavigationPolicy, movingBack: Bool, at time: Instant,
    start: RecordingStart?, _ out: EngineOutput
  ) {
    guard out.wantsRecords else { return }
    let input: TapInput = movingBack ? .back : .request(request)
    out.record(FlightRecord(time: time, entry: .input(input), answered: policy, start: start))
  }

  /// The state a replay starting at `time` needs, when the engine is idle
  /// and the recorder wants a starting point
  /// (``EngineOutput/wantsStart(at:)``).
  @inline(__always)
  func recordingStart(at time: Instant, _ out: EngineOutput) -> RecordingStart? {
    guard out.wantsRecords, machine.isIdle(at: time), out.wantsStart(at: time) else { return nil }
    return RecordingStart(
      tree: tree, history: history, router: router,
      nextGesture: GestureID(machine.nextGesture), committedPage: committed?.url)
  }

  /// The recorder's entries from the oldest moment a replay can start at
  /// (see ``TapOverlay/flightRecording()``).
  func flightRecording(from recorder: FlightRecorder) -> FlightRecording? {
    let records = recorder.records
    let cutoff = recorder.maxAge.flatMap { age in records.last.map { $0.time - age } }
    guard
      let first = records.firstIndex(where: { record in
        record.start != nil && cutoff.map { record.time >= $0 } ?? true
      }),
      let start = records[first].start
    else { return nil }
    return FlightRecording(
      start: start, startTime: records[first].time, configuration: configuration,
      coveredView: coveredView, webView: webView, records: Array(records[first...]),
      undecided: machine.undecidedCount, isTruncated: first > 0 || recorder.droppedAny)
  }
}
