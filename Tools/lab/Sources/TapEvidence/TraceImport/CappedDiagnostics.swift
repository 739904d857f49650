import TapScript

/// The errors one reader finds in one file, reported in file order: the
/// first `ScenarioErrors.limit` are made, the rest only counted, so a file
/// with a million bad rows (or 80,000 errors on one line) costs a hundred
/// errors' work. Columns and source lines are worked out once, by
/// ``finished``, never copied per error.
///
/// A reader reports in file order, so the first `limit` it reports are its
/// first by position; ``TraceImportErrors`` then keeps the first `limit` of
/// every reader's, counting the rest.
struct CappedDiagnostics: Sendable {
  /// Where an error is: a line, and the byte offset in it of the first
  /// character at fault (0 for the line's start). Its column is counted
  /// in characters by ``finished``, which reads each line once.
  struct Place: Comparable, Sendable {
    var line: Int
    var byteOffset: Int

    /// The start of `line`.
    static func start(of line: Int) -> Place { Place(line: line, byteOffset: 0) }

    static func < (left: Place, right: Place) -> Bool {
      (left.line, left.byteOffset) < (right.line, right.byteOffset)
    }
  }

  /// An error made, before its column and source line are known.
  private struct Kept: Sendable {
    var place: Place
    var message: String
    var suggestion: String?
    var note: String?
  }

  let file: SourceFile
  private var kept: [Kept] = []
  /// How many were reported past the limit, and not made.
  private(set) var omitted = 0

  init(file: SourceFile) {
    self.file = file
  }

  /// Whether nothing was reported.
  var isEmpty: Bool { kept.isEmpty && omitted == 0 }

  /// Reports an error; its message and suggestion are worked out only
  /// while under the limit.
  mutating func report(
    _ message: @autoclosure () -> String, at place: Place,
    suggestion: @autoclosure () -> String? = nil, note: @autoclosure () -> String? = nil
  ) {
    guard kept.count < ScenarioErrors.limit else {
      omitted += 1
      return
    }
    kept.append(Kept(place: place, message: message(), suggestion: suggestion(), note: note()))
  }

  /// Adds another reader's errors of the same file, keeping the first
  /// `limit` of both by position (each reader's first are its first by
  /// position, so these are the first of all).
  mutating func append(contentsOf other: CappedDiagnostics) {
    kept += other.kept
    omitted += other.omitted
    guard kept.count > ScenarioErrors.limit else { return }
    kept.sort { $0.place < $1.place }
    omitted += kept.count - ScenarioErrors.limit
    kept.removeLast(kept.count - ScenarioErrors.limit)
  }

  /// The errors made, with their columns and source lines, in the order
  /// they were reported.
  ///
  /// - Complexity: each line with an error is read once, in line order,
  ///   and only one is held at a time; each error then costs its column.
  var finished: [ScriptDiagnostic] {
    var made: [ScriptDiagnostic?] = Array(repeating: nil, count: kept.count)
    var line = (number: 0, text: "")
    for index in kept.indices.sorted(by: { (kept[$0].place, $0) < (kept[$1].place, $1) }) {
      let error = kept[index]
      if error.place.line != line.number {
        line = (error.place.line, file.line(error.place.line) ?? "")
      }
      let before = String(decoding: line.text.utf8.prefix(error.place.byteOffset), as: UTF8.self)
      made[index] = ScriptDiagnostic(
        path: file.path, position: SourcePosition(line: line.number, column: before.count + 1),
        message: error.message, suggestion: error.suggestion, note: error.note,
        sourceLine: line.text)
    }
    return made.compactMap { $0 }
  }

  /// The errors as a failure.
  var failure: TraceImportErrors { TraceImportErrors(finished, omitted: omitted) }
}
