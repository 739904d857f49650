extension TapOverlay {
  /// The recorder's entries from the oldest moment a replay can start at,
  /// with the state and settings of that moment; `nil` without a
  /// ``recorder``, or when no entry held found the engine idle (a finger
  /// held down for the whole ring).
  ///
  /// A replay can start only where the engine was idle (no finger down, no
  /// gesture undecided): from there on, the views, history and router at
  /// that moment and the inputs since decide everything. Entries before the
  /// oldest such moment, or older than the recorder's
  /// ``FlightRecorder/maxAge``, are left out.
  ///
  /// Make it once every gesture is decided (``undecidedCount`` is 0), or a
  /// replay will decide the open gestures as well.
  public func flightRecording() -> FlightRecording? {
    guard let recorder else { return nil }
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
      undecided: undecidedCount, isTruncated: first > 0 || recorder.droppedAny)
  }

  /// Records an input the engine is about to handle at `time`, with the
  /// state a replay needs when the engine is idle.
  func recordInput(_ input: RecordedInput, at time: Instant) {
    guard let recorder else { return }
    recorder.record(FlightRecord(time: time, entry: .input(input), start: recordingStart(at: time)))
  }

  /// Records a request the engine answered (or the back button), with the
  /// starting point taken before it changed anything.
  func recordRequest(
    _ request: NavigationRequest, _ policy: NavigationPolicy, movingBack: Bool, at time: Instant,
    start: RecordingStart?
  ) {
    guard let recorder else { return }
    let input: RecordedInput = movingBack ? .back : .request(request, answered: policy)
    recorder.record(FlightRecord(time: time, entry: .input(input), start: start))
  }

  /// The state a replay starting at `time` needs, when the engine is idle
  /// and the recorder wants a starting point (see
  /// ``FlightRecorder/startInterval``).
  func recordingStart(at time: Instant) -> RecordingStart? {
    guard let recorder, machine.isIdle, recorder.wantsStart(at: time) else { return nil }
    return RecordingStart(
      tree: tree, history: history, router: router,
      nextGesture: GestureID(machine.nextGesture))
  }
}
