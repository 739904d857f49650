extension ScenarioLoader {
  /// Parses and validates a list of expectations written as a scenario's
  /// `expect:` items (`- 790ms: tap web`, `- never: link`), without the rest
  /// of a scenario: for checking a trace recorded some other way.
  ///
  /// - Returns: the expectations, or every error found (with positions).
  public static func decodeExpectations(_ file: SourceFile)
    -> Result<[ExpectedEvent], ScenarioErrors>
  {
    let parsed = YAMLParser.parse(file)
    guard parsed.diagnostics.isEmpty else {
      return .failure(ScenarioErrors(parsed.diagnostics, omitted: parsed.omittedCount))
    }
    guard let root = parsed.root else { return .success([]) }
    var decoder = ScenarioDecoder(file: file)
    let expectations = decoder.decodeExpectations(root)
    guard decoder.diagnostics.isEmpty else {
      let found = decoder.diagnostics.finish()
      return .failure(ScenarioErrors(found.diagnostics, omitted: found.omittedCount))
    }
    return .success(expectations)
  }
}
