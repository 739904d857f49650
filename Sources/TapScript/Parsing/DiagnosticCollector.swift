/// Collects the errors (or the warnings) of one file, keeping only the first
/// ``ScenarioErrors/limit`` of them (by path, then position) and counting the
/// rest, so that a file with a million errors costs memory and output for a
/// hundred.
///
/// A reporter asks ``keeps(_:at:in:)`` before it works out a suggestion or a
/// note; source lines are filled in once, by ``finish()``. Errors may point
/// into other files than the one being read (a scenario's fixtures): each is
/// reported with its file.
///
/// - Complexity: amortized O(log *k*) a report for *k* =
///   ``ScenarioErrors/limit``, plus the cost of making the kept diagnostics.
package struct DiagnosticCollector {
  private typealias Key = (path: String, position: SourcePosition, order: Int)

  package let file: SourceFile
  /// The kept diagnostics, each with the order it was reported in and its
  /// file.
  private var kept: [(diagnostic: ScriptDiagnostic, order: Int, file: SourceFile)] = []
  /// Every diagnostic reported, kept or not.
  package private(set) var reportedCount = 0
  /// Once more than the limit were kept: the key of the last of the first
  /// `limit`. A later report cannot be among the first.
  private var cutoff: Key?
  /// Errors to leave out as if never reported, judged by path, position
  /// and message.
  private let isIgnored: ((String, SourcePosition, String) -> Bool)?
  /// The severity of every diagnostic it makes.
  package let severity: ScriptDiagnostic.Severity

  package init(
    file: SourceFile, severity: ScriptDiagnostic.Severity = .error,
    ignoring isIgnored: ((String, SourcePosition, String) -> Bool)? = nil
  ) {
    self.file = file
    self.severity = severity
    self.isIgnored = isIgnored
  }

  /// Whether nothing was reported.
  package var isEmpty: Bool { reportedCount == 0 }

  private static func precedes(_ first: Key, _ second: Key) -> Bool {
    (first.path, first.position, first.order) < (second.path, second.position, second.order)
  }

  /// Whether an error with `message` at `position` in the file at `path`
  /// (by default the collector's), reported next, would be kept: only then
  /// are its suggestion and note worth working out.
  package func keeps(_ message: String, at position: SourcePosition, in path: String? = nil)
    -> Bool
  {
    let path = path ?? file.path
    if let isIgnored, isIgnored(path, position, message) { return false }
    guard let cutoff else { return true }
    return Self.precedes((path, position, reportedCount), cutoff)
  }

  /// Reports an error at `position` in `file` (by default the collector's);
  /// `finishing` may add to the diagnostic once it is made.
  package mutating func report(
    _ message: String, at position: SourcePosition, in file: SourceFile? = nil,
    suggestion: String? = nil, note: String? = nil,
    finishing: (ScriptDiagnostic) -> ScriptDiagnostic = { $0 }
  ) {
    let file = file ?? self.file
    if let isIgnored, isIgnored(file.path, position, message) { return }
    let order = reportedCount
    reportedCount += 1
    if let cutoff, !Self.precedes((file.path, position, order), cutoff) { return }
    let diagnostic = ScriptDiagnostic(
      path: file.path, position: position, message: message, suggestion: suggestion, note: note,
      severity: severity, excerpt: SourceExcerpt(text: "", caretOffset: 0))
    kept.append((finishing(diagnostic), order, file))
    if kept.count >= 2 * ScenarioErrors.limit { compact() }
  }

  private mutating func sortKept() {
    kept.sort {
      Self.precedes(
        ($0.diagnostic.path, $0.diagnostic.position, $0.order),
        ($1.diagnostic.path, $1.diagnostic.position, $1.order))
    }
  }

  private mutating func compact() {
    sortKept()
    kept.removeLast(kept.count - ScenarioErrors.limit)
    if let last = kept.last {
      cutoff = (last.diagnostic.path, last.diagnostic.position, last.order)
    }
  }

  /// The first ``ScenarioErrors/limit`` diagnostics, by path and position,
  /// with their source lines, and how many more were reported.
  package func finish() -> (diagnostics: [ScriptDiagnostic], omittedCount: Int) {
    var copy = self
    copy.sortKept()
    if copy.kept.count > ScenarioErrors.limit {
      copy.kept.removeLast(copy.kept.count - ScenarioErrors.limit)
    }
    var diagnostics: [ScriptDiagnostic] = []
    var start = 0
    // Fill each file's lines in one pass over its diagnostics (they are
    // grouped by path after the sort).
    while start < copy.kept.count {
      var end = start
      while end < copy.kept.count, copy.kept[end].file.path == copy.kept[start].file.path {
        end += 1
      }
      var group = copy.kept[start..<end].map(\.diagnostic)
      ScriptDiagnostic.fillSourceLines(&group, from: copy.kept[start].file)
      diagnostics += group
      start = end
    }
    return (diagnostics, reportedCount - diagnostics.count)
  }
}

extension DiagnosticCollector {
  /// What ``finish()`` gives, with one more diagnostic at the end when
  /// some were left out: `… and N more warnings (only the first K are
  /// shown)`, at the last one shown, without a source line.
  package func finishList() -> [ScriptDiagnostic] {
    var (diagnostics, omitted) = finish()
    if omitted > 0, let last = diagnostics.last {
      let noun = "\(severity.rawValue)\(omitted == 1 ? "" : "s")"
      diagnostics.append(
        ScriptDiagnostic(
          path: last.path, position: last.position,
          message: "… and \(omitted) more \(noun) (only the first \(diagnostics.count) are shown)",
          sourceLine: "", severity: severity))
    }
    return diagnostics
  }
}
