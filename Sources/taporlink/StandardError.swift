import Foundation

/// Writes `text` to standard error as it is (the caller ends its lines).
func standardError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
