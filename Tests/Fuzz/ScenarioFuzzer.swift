// libFuzzer entry point for the scenario parser, decoder and runner: any
// bytes must give a scenario or positioned errors, never a crash, and a
// scenario that decodes must run. Built by .ci/fuzz, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let file = SourceFile(path: "fuzz.yaml", text: text)
  switch ScenarioLoader.decode(file) {
  case .success(let scenario):
    let result = ScenarioRunner.run(scenario)
    precondition(result.scenario != nil)
  case .failure(let errors):
    precondition(!errors.diagnostics.isEmpty)
    for diagnostic in errors.diagnostics {
      precondition(diagnostic.position.line >= 1 && diagnostic.position.column >= 1)
      _ = diagnostic.rendered
    }
  }
  return 0
}
