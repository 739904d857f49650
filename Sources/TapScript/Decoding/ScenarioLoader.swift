import Foundation

/// Reads scenario files: parse, validate, and report every error.
public enum ScenarioLoader {
  /// Parses and validates scenario text.
  ///
  /// - Returns: the scenario, or every error found (with positions).
  public static func decode(_ file: SourceFile) -> Result<Scenario, ScenarioErrors> {
    let parsed = YAMLParser.parse(file)
    guard parsed.diagnostics.isEmpty else { return .failure(ScenarioErrors(parsed.diagnostics)) }
    guard let root = parsed.root else {
      return .failure(
        ScenarioErrors([
          ScriptDiagnostic(
            file: file, position: SourcePosition(line: 1, column: 1), message: "file is empty")
        ]))
    }
    var decoder = ScenarioDecoder(file: file)
    if let scenario = decoder.decode(root), decoder.diagnostics.isEmpty {
      return .success(scenario)
    }
    return .failure(ScenarioErrors(decoder.diagnostics))
  }

  /// Reads, parses and validates a scenario file.
  public static func load(path: String) -> Result<Scenario, ScenarioErrors> {
    let text: String
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let decoded = String(data: data, encoding: .utf8) else {
        return .failure(ScenarioErrors(unreadable: path, reason: "it is not UTF-8 text"))
      }
      text = decoded
    } catch {
      return .failure(ScenarioErrors(unreadable: path, reason: "it cannot be read"))
    }
    return decode(SourceFile(path: path, text: text))
  }

  /// Parses, validates and runs scenario text.
  public static func run(_ file: SourceFile) -> ScenarioResult {
    switch decode(file) {
    case .success(let scenario): return ScenarioRunner.run(scenario)
    case .failure(let errors):
      return ScenarioResult(path: file.path, name: "", status: .invalid(errors.diagnostics))
    }
  }

  /// Reads, validates and runs a scenario file.
  public static func run(path: String) -> ScenarioResult {
    switch load(path: path) {
    case .success(let scenario): return ScenarioRunner.run(scenario)
    case .failure(let errors):
      return ScenarioResult(path: path, name: "", status: .invalid(errors.diagnostics))
    }
  }
}
