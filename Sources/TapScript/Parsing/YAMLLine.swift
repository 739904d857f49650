/// A line of a scenario file that holds content (not blank, not only a
/// comment), with its indentation measured.
///
/// Offsets are into the file's UTF-8 bytes. Indentation is a count of
/// spaces, which are one byte each, so it is also the column of the first
/// character minus one.
///
/// A file of a million lines holds a million of these, so the line number
/// and the indentation are kept in 32 bits (32 bytes a line, not 40).
struct YAMLLine: Sendable {
  private var storedNumber: Int32
  private var storedIndent: Int32

  /// The offset of the line's first byte.
  var start: Int

  /// The offset just past the line's last byte (its terminator excluded).
  var end: Int

  /// Whether every byte of the line is ASCII, so that a byte offset within
  /// the line is also a `Character` column.
  var isASCII: Bool

  init(number: Int, start: Int, end: Int, indent: Int, isASCII: Bool) {
    // Scenario files are far smaller than 2³¹ lines or bytes.
    self.storedNumber = Int32(clamping: number)
    self.storedIndent = Int32(clamping: indent)
    self.start = start
    self.end = end
    self.isASCII = isASCII
  }

  /// The 1-based line number.
  var number: Int { Int(storedNumber) }

  /// The number of spaces before the first character.
  var indent: Int { Int(storedIndent) }

  /// The offset of the first character after the indentation.
  var contentStart: Int { start + indent }
}
