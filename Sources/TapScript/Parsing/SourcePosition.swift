/// A place in a scenario file: a 1-based line and a 1-based column.
///
/// The column counts `Character`s (extended grapheme clusters) from the start
/// of the line, so `é` or an emoji counts as one column, as an editor shows it.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, starting at 1.
  public var line: Int

  /// The column, starting at 1, in `Character`s from the start of the line.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders positions as they appear in the file: by line, then by column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `LINE:COLUMN`, as it appears in a diagnostic.
  public var description: String { "\(line):\(column)" }
}
