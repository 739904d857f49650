/// Which scenarios a run keeps: those whose name or path contains any of
/// the filter's words, ignoring case. No words keeps everything.
public struct ScenarioFilter: Hashable, Sendable {
  /// The words; a scenario is kept when its name or path contains one.
  public var words: [String]

  /// A filter keeping scenarios that match any of `words`.
  public init(_ words: [String] = []) {
    self.words = words
  }

  /// Whether the filter keeps everything.
  public var keepsAll: Bool { words.isEmpty }

  /// Whether a scenario at `path` named `name` is kept. A file that could
  /// not be parsed far enough to have a name is matched by its path alone.
  public func keeps(path: String, name: String) -> Bool {
    guard !words.isEmpty else { return true }
    let path = path.lowercased()
    let name = name.lowercased()
    return words.contains { word in
      let word = word.lowercased()
      return path.contains(word) || name.contains(word)
    }
  }

  /// Whether a result is kept.
  public func keeps(_ result: ScenarioResult) -> Bool {
    keeps(path: result.path, name: result.name)
  }
}
