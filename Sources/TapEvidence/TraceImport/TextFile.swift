import Foundation
import TapScript

/// Reads a text file for import, as UTF-8.
enum TextFile {
  /// The file's text, or an error saying why it cannot be had.
  static func read(path: String) -> Result<SourceFile, TraceImportErrors> {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return .failure(
        TraceImportErrors(
          unreadable: path, reason: "cannot read the file: \(FileProblem.reason(path))"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(TraceImportErrors(unreadable: path, reason: "the file is not UTF-8 text"))
    }
    return .success(SourceFile(path: path, text: text))
  }
}
