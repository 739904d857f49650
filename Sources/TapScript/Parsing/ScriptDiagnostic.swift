/// An error found in a scenario file, with the place it was found.
///
/// ``rendered`` prints it the way compilers do:
///
/// ```
/// Scenarios/tap.yaml:3:5: error: unknown key `windw`; did you mean `window`?
///   windw: 750ms
///     ^
/// ```
public struct ScriptDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path of the file, as given to ``SourceFile``.
  public var path: String

  /// Where the problem is: the first character of the offending text.
  public var position: SourcePosition

  /// What is wrong, in one sentence without a final period.
  public var message: String

  /// A word the user probably meant, shown after the message as
  /// "did you mean \`word\`?".
  public var suggestion: String?

  /// Further explanation, printed on its own line after the caret.
  public var note: String?

  /// The text of the line at ``position``, shown under the first line.
  public var sourceLine: String

  /// Creates a diagnostic from all of its parts.
  public init(
    path: String, position: SourcePosition, message: String, suggestion: String? = nil,
    note: String? = nil, sourceLine: String
  ) {
    self.path = path
    self.position = position
    self.message = message
    self.suggestion = suggestion
    self.note = note
    self.sourceLine = sourceLine
  }

  /// Creates a diagnostic at `position` in `file`, taking the source line from
  /// the file.
  public init(
    file: SourceFile, position: SourcePosition, message: String, suggestion: String? = nil,
    note: String? = nil
  ) {
    self.init(
      path: file.path, position: position, message: message, suggestion: suggestion,
      note: note, sourceLine: file.line(position.line) ?? "")
  }

  /// The message with the suggestion appended, as in
  /// "unknown key \`windw\`; did you mean \`window\`?".
  public var fullMessage: String {
    guard let suggestion else { return message }
    return "\(message); did you mean `\(suggestion)`?"
  }

  /// The first line of ``rendered``: `PATH:LINE:COLUMN: error: MESSAGE`.
  public var summary: String {
    "\(path):\(position.line):\(position.column): error: \(fullMessage)"
  }

  /// The diagnostic as printed: ``summary``, then the source line verbatim,
  /// then a line of spaces with `^` under the column (no tabs; both left out
  /// when the source line is empty), then
  /// `note: NOTE` when there is a note. Lines are separated by `\n`; there is
  /// no final newline.
  public var rendered: String {
    var lines = [summary]
    // A problem with the file as a whole (unreadable, empty) has no line to
    // show.
    if !sourceLine.isEmpty {
      lines.append(sourceLine)
      lines.append(String(repeating: " ", count: max(0, position.column - 1)) + "^")
    }
    if let note {
      lines.append("note: \(note)")
    }
    return lines.joined(separator: "\n")
  }

  /// The same as ``rendered``.
  public var description: String { rendered }
}
