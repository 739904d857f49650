/// What ``YAMLParser/parse(_:)`` found in a file: a tree and every error.
public struct YAMLParseResult: Sendable, Hashable {
  /// The document's top-level node, or `nil` when the file holds no content.
  ///
  /// When ``diagnostics`` is not empty the tree is only a best effort (the
  /// parser skips what it cannot read, and keeps the first of duplicate keys)
  /// and must not be run.
  public var root: YAMLNode?

  /// The errors found, in file order: the first `ScenarioErrors.limit` of
  /// them.
  public var diagnostics: [ScriptDiagnostic]

  /// How many more errors were found than ``diagnostics`` holds.
  public var omittedCount: Int

  /// Creates a result.
  public init(root: YAMLNode?, diagnostics: [ScriptDiagnostic], omittedCount: Int = 0) {
    self.root = root
    self.diagnostics = diagnostics
    self.omittedCount = omittedCount
  }

  /// Whether any error was found.
  public var hasErrors: Bool { !diagnostics.isEmpty }
}
