// libFuzzer entry point for recorded-touch import: the input is an events
// CSV, a NUL byte, and a labels CSV. Reading either must give a trace (or
// labels) or positioned errors, never a crash; when both read, importing
// them (per stroke and per recording) must give scenarios that decode, or
// positioned errors. Built by .ci/fuzz.

@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let pieces = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  let events = SourceFile(path: "events.csv", text: String(decoding: pieces[0], as: UTF8.self))
  let labelText = pieces.count > 1 ? String(decoding: pieces[1], as: UTF8.self) : ""
  let labelFile = SourceFile(path: "strokes.csv", text: labelText)

  let trace = TouchTraceReader.read(events)
  let labels = StrokeLabels.read(labelFile)
  for errors in [trace.failure, labels.failure].compactMap({ $0 }) {
    precondition(!errors.diagnostics.isEmpty, "a failure without an error")
    for diagnostic in errors.diagnostics {
      precondition(diagnostic.position.line >= 1 && diagnostic.position.column >= 1)
      _ = diagnostic.rendered
    }
  }
  guard case .success(let readTrace) = trace, case .success(let readLabels) = labels else {
    return 0
  }
  for grouping in ImportGrouping.allCases {
    switch TraceImporter.scenarios(from: readTrace, labels: readLabels, grouping: grouping) {
    case .success(let scenarios):
      for scenario in scenarios {
        let file = SourceFile(path: scenario.fileName, text: scenario.text)
        if case .failure(let errors) = ScenarioLoader.decode(file) {
          preconditionFailure("an imported scenario does not decode:\n\(errors)\n\(scenario.text)")
        }
      }
    case .failure(let errors):
      precondition(!errors.diagnostics.isEmpty, "a failure without an error")
    }
  }
  return 0
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
