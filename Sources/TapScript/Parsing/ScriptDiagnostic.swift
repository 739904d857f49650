import TapOrLink

/// An error or a warning found in a scenario file, with the place it was
/// found (see ``Severity``).
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

  /// Whether it makes the file invalid (``Severity/error``, the default) or
  /// is only shown (``Severity/warning``).
  public var severity: Severity

  /// What is wrong, in one sentence without a final period.
  public var message: String

  /// A word the user probably meant, shown after the message as
  /// "did you mean \`word\`?".
  public var suggestion: String?

  /// Further explanation, printed on its own line after the caret.
  public var note: String?

  /// The line at ``position`` as shown under the first line: the whole line
  /// when it is short, else a window around the column cut with `…`; with
  /// control characters escaped (a tab is `\t`, NUL `\u{0}`). Empty when
  /// the problem has no line to show.
  public var sourceLine: String

  /// How many characters of ``sourceLine`` come before the caret.
  public var caretOffset: Int

  /// Creates a diagnostic from all of its parts; `sourceLine` is the whole
  /// line at `position`, which is cut and escaped for showing.
  ///
  /// - Complexity: O(*c*) in the column, to find it in the line.
  public init(
    path: String, position: SourcePosition, message: String, suggestion: String? = nil,
    note: String? = nil, sourceLine: String, severity: Severity = .error
  ) {
    self.init(
      path: path, position: position, message: message, suggestion: suggestion, note: note,
      severity: severity,
      excerpt: sourceLine.isEmpty
        ? SourceExcerpt(text: "", caretOffset: 0)
        : SourceExcerpt(line: Substring(sourceLine), column: position.column))
  }

  /// Creates a diagnostic whose source line is already cut and escaped.
  /// The message, suggestion and note are escaped, and cut in the middle
  /// with `…` past 1,000 characters (they may quote long text).
  package init(
    path: String, position: SourcePosition, message: String, suggestion: String? = nil,
    note: String? = nil, severity: Severity = .error, excerpt: SourceExcerpt
  ) {
    self.path = path
    self.position = position
    self.severity = severity
    self.message = VisibleText.shortened(message)
    self.suggestion = suggestion.map { VisibleText.shortened($0) }
    self.note = note.map(Self.visibleNote)
    self.sourceLine = excerpt.text
    self.caretOffset = excerpt.caretOffset
  }

  /// Creates a diagnostic at `position` in `file`, taking the source line from
  /// the file.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  public init(
    file: SourceFile, position: SourcePosition, message: String, suggestion: String? = nil,
    note: String? = nil, severity: Severity = .error
  ) {
    self.init(
      path: file.path, position: position, message: message, suggestion: suggestion,
      note: note, sourceLine: file.line(position.line) ?? "", severity: severity)
  }

  /// The message with the suggestion appended, as in
  /// "unknown key \`windw\`; did you mean \`window\`?".
  public var fullMessage: String {
    guard let suggestion else { return message }
    return "\(message); did you mean `\(suggestion)`?"
  }

  /// The first line of ``rendered``: `PATH:LINE:COLUMN: error: MESSAGE`
  /// (`warning:` for a warning), control characters escaped.
  public var summary: String {
    VisibleText.escaped(
      "\(path):\(position.line):\(position.column): \(severity.rawValue): \(fullMessage)")
  }

  /// The diagnostic as printed: ``summary``, then ``sourceLine``, then a line
  /// of spaces with `^` under the column (both left out when the source line
  /// is empty), then `note: NOTE` when there is a note. Lines are separated
  /// by `\n`; there is no final newline. No control character is printed
  /// raw.
  public var rendered: String {
    var lines = [summary]
    // A problem with the file as a whole (unreadable, empty) has no line to
    // show.
    if !sourceLine.isEmpty {
      lines.append(VisibleText.escaped(sourceLine))
      lines.append(String(repeating: " ", count: max(0, caretOffset)) + "^")
    }
    if let note {
      lines.append("note: \(Self.visibleNote(note))")
    }
    return lines.joined(separator: "\n")
  }

  /// A note made safe to print: each of its lines (a note may say more
  /// than one thing, a line each) escaped and shortened.
  static func visibleNote(_ note: String) -> String {
    note.split(separator: "\n", omittingEmptySubsequences: false)
      .map { VisibleText.shortened(String($0)) }.joined(separator: "\n")
  }

  /// The same as ``rendered``.
  public var description: String { rendered }
}

extension ScriptDiagnostic {
  /// Fills in the source lines of diagnostics made without one (see
  /// ``init(path:position:message:suggestion:note:excerpt:)``), from `file`.
  ///
  /// - Complexity: O(*n* + *k*) for *k* diagnostics: each line with a
  ///   diagnostic is read once, however many it has.
  package static func fillSourceLines(
    _ diagnostics: inout [ScriptDiagnostic], from file: SourceFile
  ) {
    let order = diagnostics.indices.sorted {
      (diagnostics[$0].position, $0) < (diagnostics[$1].position, $1)
    }
    var lineNumber = 0
    var line = Substring()
    var cursor = line.startIndex
    var cursorColumn = 1
    for index in order {
      let position = diagnostics[index].position
      guard position.line >= 1, position.line <= file.lineCount else { continue }
      if position.line != lineNumber {
        lineNumber = position.line
        line = Substring(
          String(decoding: file.bytes[file.lineRanges[lineNumber - 1]], as: UTF8.self))
        cursor = line.startIndex
        cursorColumn = 1
      }
      if line.isEmpty { continue }
      let excerpt = SourceExcerpt(
        line: line, column: position.column, from: &cursor, at: cursorColumn)
      cursorColumn = max(position.column, cursorColumn)
      diagnostics[index].sourceLine = excerpt.text
      diagnostics[index].caretOffset = excerpt.caretOffset
    }
  }
}
