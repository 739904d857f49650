import TapScript

/// The errors one reader finds in one file, reported in file order: the
/// first `ScenarioErrors.limit` are made, the rest only counted, so a file
/// with a million bad rows (or 80,000 errors on one line) costs a hundred
/// errors' work. Source lines are filled in once, by ``finished``, never
/// copied per error.
///
/// A reader reports in file order, so the first `limit` it reports are its
/// first by position; ``TraceImportErrors`` then keeps the first `limit` of
/// every reader's, counting the rest.
struct CappedDiagnostics: Sendable {
  let file: SourceFile
  private var kept: [ScriptDiagnostic] = []
  /// How many were reported past the limit, and not made.
  private(set) var omitted = 0

  init(file: SourceFile) {
    self.file = file
  }

  /// Whether nothing was reported.
  var isEmpty: Bool { kept.isEmpty && omitted == 0 }

  /// Reports an error; its position, message and suggestion are worked out
  /// only while under the limit.
  mutating func report(
    _ message: @autoclosure () -> String, at position: @autoclosure () -> SourcePosition,
    suggestion: @autoclosure () -> String? = nil, note: @autoclosure () -> String? = nil
  ) {
    guard kept.count < ScenarioErrors.limit else {
      omitted += 1
      return
    }
    kept.append(
      ScriptDiagnostic(
        path: file.path, position: position(), message: message(), suggestion: suggestion(),
        note: note(), sourceLine: ""))
  }

  /// Adds another reader's errors of the same file, keeping the first
  /// `limit` of both by position (each reader's first are its first by
  /// position, so these are the first of all).
  mutating func append(contentsOf other: CappedDiagnostics) {
    kept += other.kept
    omitted += other.omitted
    guard kept.count > ScenarioErrors.limit else { return }
    kept.sort { $0.position < $1.position }
    omitted += kept.count - ScenarioErrors.limit
    kept.removeLast(kept.count - ScenarioErrors.limit)
  }

  /// The errors made, with their source lines.
  var finished: [ScriptDiagnostic] {
    var copy = kept
    ScriptDiagnostic.fillSourceLines(&copy, from: file)
    return copy
  }

  /// The errors as a failure.
  var failure: TraceImportErrors { TraceImportErrors(finished, omitted: omitted) }
}
