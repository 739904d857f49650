import Foundation

/// Reads scenario files: parse, validate, and report every error.
public enum ScenarioLoader {
  /// Parses and validates scenario text.
  ///
  /// - Returns: the scenario, or every error found (with positions).
  public static func decode(_ file: SourceFile) -> Result<Scenario, ScenarioErrors> {
    let parsed = YAMLParser.parse(file)
    let name = parsed.root?.entry(forKey: "name")?.value.text.flatMap { $0.isEmpty ? nil : $0 }
    guard parsed.diagnostics.isEmpty else {
      return .failure(
        ScenarioErrors(
          parsed.diagnostics + independentErrors(in: parsed, of: file), scenarioName: name))
    }
    guard let root = parsed.root else {
      return .failure(
        ScenarioErrors([
          ScriptDiagnostic(
            file: file, position: SourcePosition(line: 1, column: 1), message: "file is empty")
        ]))
    }
    var resolver = FixtureResolver(scenario: file)
    let layers = resolver.layers(for: root)
    guard resolver.diagnostics.isEmpty else {
      return .failure(ScenarioErrors(resolver.diagnostics, scenarioName: name))
    }
    var decoder = ScenarioDecoder(file: file)
    if let scenario = decoder.decode(root, layers: layers), decoder.diagnostics.isEmpty {
      return .success(scenario)
    }
    return .failure(ScenarioErrors(decoder.diagnostics, scenarioName: name))
  }

  /// The validation errors of a file that also has syntax errors, so that
  /// one run reports them all. The parser's tree is then a best effort (a
  /// bad line and what is nested under it are left out), so only errors that
  /// cannot come from something left out are kept: none on a line with a
  /// syntax error, and no "missing" or "unknown view" errors.
  static func independentErrors(in parsed: YAMLParseResult, of file: SourceFile)
    -> [ScriptDiagnostic]
  {
    guard let root = parsed.root else { return [] }
    let badLines = Set(parsed.diagnostics.map(\.position.line))
    var resolver = FixtureResolver(scenario: file)
    let layers = resolver.layers(for: root)
    var decoder = ScenarioDecoder(file: file)
    _ = decoder.decode(root, layers: layers)
    return decoder.diagnostics.filter { diagnostic in
      diagnostic.path == file.path && !badLines.contains(diagnostic.position.line)
        && !diagnostic.message.hasPrefix("missing required key")
        && !diagnostic.message.contains(" needs ")
        && !diagnostic.message.hasPrefix("unknown view id")
        && !diagnostic.message.contains("no web view")
        && !diagnostic.message.contains("found no value")
    }
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
      return .failure(ScenarioErrors(unreadable: path, reason: FileProblem.reason(path)))
    }
    return decode(SourceFile(path: path, text: text))
  }

  /// Parses, validates and runs scenario text.
  public static func run(_ file: SourceFile) -> ScenarioResult {
    timed(path: file.path) { decode(file) }
  }

  /// Reads, validates and runs a scenario file.
  public static func run(path: String) -> ScenarioResult {
    timed(path: path) { load(path: path) }
  }

  /// Loads and runs a scenario, noting how long it took.
  private static func timed(path: String, _ load: () -> Result<Scenario, ScenarioErrors>)
    -> ScenarioResult
  {
    let clock = ContinuousClock()
    let start = clock.now
    var result: ScenarioResult
    switch load() {
    case .success(let scenario): result = ScenarioRunner.run(scenario)
    case .failure(let errors):
      result = ScenarioResult(
        path: path, name: errors.scenarioName ?? "", status: .invalid(errors.diagnostics))
    }
    result.duration = clock.now - start
    return result
  }
}
