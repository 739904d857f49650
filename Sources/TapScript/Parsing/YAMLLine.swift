/// A line of a scenario file that holds content (not blank, not only a
/// comment), with its indentation measured.
///
/// Offsets are into the file's UTF-8 bytes. Indentation is a count of
/// spaces, which are one byte each, so it is also the column of the first
/// character minus one.
struct YAMLLine: Sendable {
  /// The 1-based line number.
  var number: Int

  /// The offset of the line's first byte.
  var start: Int

  /// The offset just past the line's last byte (its terminator excluded).
  var end: Int

  /// The number of spaces before the first character.
  var indent: Int

  /// Whether every byte of the line is ASCII, so that a byte offset within
  /// the line is also a `Character` column.
  var isASCII: Bool

  /// The offset of the first character after the indentation.
  var contentStart: Int { start + indent }
}
