/// What ``YAMLParser/parse(_:)`` found in a file: a tree and every error.
public struct YAMLParseResult: Sendable, Hashable {
  /// The document's top-level node, or `nil` when the file holds no content.
  ///
  /// When ``diagnostics`` is not empty the tree is only a best effort (the
  /// parser skips what it cannot read, and keeps the first of duplicate keys)
  /// and must not be run.
  public var root: YAMLNode?

  /// Every error found, in file order.
  public var diagnostics: [ScriptDiagnostic]

  /// Creates a result.
  public init(root: YAMLNode?, diagnostics: [ScriptDiagnostic]) {
    self.root = root
    self.diagnostics = diagnostics
  }

  /// Whether any error was found.
  public var hasErrors: Bool { !diagnostics.isEmpty }
}
