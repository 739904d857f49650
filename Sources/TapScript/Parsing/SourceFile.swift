/// The text of one scenario file and the path it is reported under.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`; the terminator is not part of the
/// line. A leading byte order mark is dropped, so that columns on line 1 count
/// from the first visible character.
public struct SourceFile: Sendable, Hashable {
  /// The path printed in diagnostics, as the user gave it.
  public let path: String

  /// The text of the file, without a leading byte order mark.
  ///
  /// Made from the file's bytes when asked for, so that a file is held in memory
  /// once, not twice.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The UTF-8 bytes of ``text``; the parser scans these.
  package let bytes: [UInt8]

  /// The byte range of each line in ``bytes``, terminator excluded.
  package let lineRanges: [Range<Int>]

  /// Creates a source file from its path and its text.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public init(path: String, text: String) {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.path = path
    self.bytes = bytes
    self.lineRanges = SourceFile.splitLines(bytes)
  }

  /// The same text shown as `path`, sharing this file's bytes and lines.
  ///
  /// - Complexity: O(1): a run that reads one fixture under several
  ///   written paths keeps one copy of it.
  package func renamed(_ path: String) -> SourceFile {
    SourceFile(path: path, bytes: bytes, lineRanges: lineRanges)
  }

  private init(path: String, bytes: [UInt8], lineRanges: [Range<Int>]) {
    self.path = path
    self.bytes = bytes
    self.lineRanges = lineRanges
  }

  /// The number of lines. An empty file has one empty line; a final line
  /// terminator does not start another line.
  public var lineCount: Int { lineRanges.count }

  /// The text of line `number` (1-based) without its terminator, or `nil`
  /// when the file has no such line.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineRanges.count else { return nil }
    return String(decoding: bytes[lineRanges[number - 1]], as: UTF8.self)
  }

  private static func splitLines(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        ranges.append(start..<index)
        start = index + 1
      } else if byte == UInt8(ascii: "\r") {
        ranges.append(start..<index)
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count || ranges.isEmpty {
      ranges.append(start..<bytes.count)
    }
    return ranges
  }
}
