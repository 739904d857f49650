import Foundation
import TapScript

/// Reads a text file for import, as UTF-8 (``BoundedTextFile``: a regular
/// file, never a pipe or a device, of at most ``maximumBytes``).
enum TextFile {
  /// The largest file imported: 64 MiB, fifty times the largest recording
  /// of real fingers at hand (1.2 MB); a larger one is refused unread.
  static let maximumBytes = 64 << 20

  /// The file's text, or an error saying why it cannot be had.
  static func read(path: String) -> Result<SourceFile, TraceImportErrors> {
    switch BoundedTextFile.read(path, maximumBytes: maximumBytes) {
    case .success(let text):
      return .success(SourceFile(path: path, text: text))
    case .failure(.notUTF8):
      return .failure(TraceImportErrors(unreadable: path, reason: "the file is not UTF-8 text"))
    case .failure(.tooLarge):
      return .failure(
        TraceImportErrors(
          unreadable: path,
          reason: "the file is larger than \(maximumBytes) bytes (64 MiB), the most imported; "
            + "split it into several files"))
    case .failure(let problem):
      return .failure(
        TraceImportErrors(unreadable: path, reason: "cannot read the file: \(problem.reason)"))
    }
  }
}
