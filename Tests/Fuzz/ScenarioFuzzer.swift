// libFuzzer entry point for the scenario parser, decoder and runner: any
// bytes must give a scenario or positioned errors, never a crash, and a
// scenario that decodes must run. Errors cost output linear in the input:
// at most `ScenarioErrors.limit` are kept, and each shows a bounded excerpt
// of its line. Built by .ci/fuzz, not by SwiftPM.

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
    precondition(errors.diagnostics.count <= ScenarioErrors.limit)
    var rendered = 0
    for diagnostic in errors.diagnostics {
      precondition(diagnostic.position.line >= 1 && diagnostic.position.column >= 1)
      let text = diagnostic.rendered
      precondition(
        !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
        "a control character was printed raw")
      rendered += text.utf8.count
    }
    // Each error: a message quoting at most a few input words, and a window
    // of its line, so the whole report stays within a constant times the input.
    precondition(rendered <= 4096 * errors.diagnostics.count + 8 * size, "output not linear")
  }
  return 0
}
