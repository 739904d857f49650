import Foundation

/// Reads scenario files: parse, validate, and report every error.
public enum ScenarioLoader {
  /// Parses and validates scenario text.
  ///
  /// - Parameters:
  ///   - file: the scenario.
  ///   - fixtures: where its fixtures may be read from (and those a run
  ///     read already); by default ``FixtureScope/init(running:)`` of the
  ///     file's path.
  /// - Returns: the scenario, or every error found (with positions).
  public static func decode(_ file: SourceFile, fixtures: FixtureScope? = nil)
    -> Result<Scenario, ScenarioErrors>
  {
    let fixtures = fixtures ?? FixtureScope(running: file.path)
    let parsed = YAMLParser.parse(file)
    let name = parsed.root?.entry(forKey: "name")?.value.text.flatMap { $0.isEmpty ? nil : $0 }
    guard parsed.diagnostics.isEmpty else {
      let independent = independentErrors(in: parsed, of: file, fixtures: fixtures)
      return .failure(
        ScenarioErrors(
          parsed.diagnostics + independent.diagnostics, scenarioName: name,
          omitted: parsed.omittedCount + independent.omittedCount))
    }
    guard let root = parsed.root else {
      return .failure(
        ScenarioErrors([
          ScriptDiagnostic(
            file: file, position: SourcePosition(line: 1, column: 1), message: "file is empty")
        ]))
    }
    var resolver = FixtureResolver(scenario: file, scope: fixtures)
    let layers = resolver.layers(for: root)
    guard resolver.diagnostics.isEmpty else {
      return .failure(ScenarioErrors(resolver.diagnostics, scenarioName: name))
    }
    var decoder = ScenarioDecoder(file: file)
    decoder.fixtures = fixtures
    if let scenario = decoder.decode(root, layers: layers), decoder.diagnostics.isEmpty {
      return .success(scenario)
    }
    let found = decoder.diagnostics.finish()
    var errors = ScenarioErrors(found.diagnostics, scenarioName: name, omitted: found.omittedCount)
    errors.warnings = decoder.warnings.finishList()
    return .failure(errors)
  }

  /// The validation errors of a file that also has syntax errors, so that
  /// one run reports them all. The parser's tree is then a best effort (a
  /// bad line and what is nested under it are left out), so only errors that
  /// cannot come from something left out are kept: none on a line with a
  /// syntax error, and no "missing" or "unknown view" errors.
  static func independentErrors(
    in parsed: YAMLParseResult, of file: SourceFile, fixtures: FixtureScope
  ) -> (diagnostics: [ScriptDiagnostic], omittedCount: Int) {
    guard let root = parsed.root else { return ([], 0) }
    let badLines = Set(parsed.diagnostics.map(\.position.line))
    // Only the first errors are listed; with more, every line after the
    // last one listed may hold one, so none of those are trusted.
    let lastListed = parsed.omittedCount > 0 ? parsed.diagnostics.last?.position.line : nil
    var resolver = FixtureResolver(scenario: file, scope: fixtures)
    let layers = resolver.layers(for: root)
    var decoder = ScenarioDecoder(file: file) { path, position, message in
      path != file.path || badLines.contains(position.line)
        || lastListed.map { position.line >= $0 } == true
        || message.hasPrefix("missing required key")
        || message.contains(" needs ")
        || message.hasPrefix("unknown view id")
        || message.contains("no web view")
        || message.contains("found no value")
    }
    _ = decoder.decode(root, layers: layers)
    return decoder.diagnostics.finish()
  }

  /// Reads, parses and validates a scenario file, reading its fixtures
  /// from `fixtures` (by default ``FixtureScope/init(running:)`` of `path`).
  public static func load(path: String, fixtures: FixtureScope? = nil)
    -> Result<Scenario, ScenarioErrors>
  {
    switch read(path: path) {
    case .success(let file): return decode(file, fixtures: fixtures)
    case .failure(let errors): return .failure(errors)
    }
  }

  /// The largest scenario file read: 16 MiB, a hundred times the largest
  /// in the corpus; a larger file is refused before it is read (a 1 GB
  /// file took 3 GB to parse).
  public static let maximumSize = 16 << 20

  /// The file at `path`, read as UTF-8 (``BoundedTextFile``): a regular
  /// file or a link to one (never a device or a pipe, which could be
  /// endless) of at most ``maximumSize`` bytes.
  private static func read(path: String) -> Result<SourceFile, ScenarioErrors> {
    switch BoundedTextFile.read(path, maximumBytes: maximumSize) {
    case .success(let text):
      return .success(SourceFile(path: path, text: text))
    case .failure(.tooLarge(let bytes)):
      let size = bytes.map { "\($0) bytes, " } ?? ""
      return .failure(
        ScenarioErrors(
          unreadable: path,
          reason: "it is \(size)larger than \(maximumSize) bytes (16 MiB), "
            + "the most a scenario file may hold; split it into several files"))
    case .failure(let problem):
      return .failure(ScenarioErrors(unreadable: path, reason: problem.reason))
    }
  }

  /// Parses, validates and runs scenario text, reading its fixtures as
  /// ``FixtureScope/init(running:)`` of its path allows.
  public static func run(_ file: SourceFile) -> ScenarioResult {
    timed(path: file.path) { decode(file) }
  }

  /// Parses, validates and runs scenario text, reading its fixtures from
  /// `fixtures`.
  public static func run(_ file: SourceFile, fixtures: FixtureScope) -> ScenarioResult {
    timed(path: file.path) { decode(file, fixtures: fixtures) }
  }

  /// Reads, validates and runs a scenario file, reading its fixtures as
  /// ``FixtureScope/init(running:)`` of `path` allows.
  public static func run(path: String) -> ScenarioResult {
    timed(path: path) { load(path: path) }
  }

  /// Reads, validates and runs a scenario file, reading its fixtures from
  /// `fixtures`.
  public static func run(path: String, fixtures: FixtureScope) -> ScenarioResult {
    timed(path: path) { load(path: path, fixtures: fixtures) }
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
        path: path, name: errors.scenarioName ?? "", status: .invalid(errors.diagnostics),
        warnings: errors.warnings)
    }
    result.duration = clock.now - start
    return result
  }
}
