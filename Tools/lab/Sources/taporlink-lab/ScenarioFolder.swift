import Foundation
import TapScript

/// The folder an import writes its scenarios to.
///
/// Every place is checked before the first file is written, so that a
/// place that cannot take a file (a folder of that name, a name too
/// long) stops the import with nothing written, and says which file
/// and why. A write that still fails (a full disk) is reported with the
/// files written before it.
struct ScenarioFolder {
  /// What went wrong, and what had been written by then.
  struct Problem: Error {
    /// One error a file that could not be written.
    var errors: [ScriptDiagnostic]
    /// The files written before the failure, by name.
    var written: [String]
  }

  /// The folder, as given.
  var path: String

  /// Writes `files` (name, text) into the folder, creating it if needed.
  ///
  /// - Returns: the names written, or the problems.
  func write(_ files: [(name: String, text: String)]) -> Result<[String], Problem> {
    let manager = FileManager.default
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(
        Problem(
          errors: [diagnostic(path, "cannot create the folder: \(reason(error))")], written: []))
    }
    var errors: [ScriptDiagnostic] = []
    for file in files {
      let place = folder.appendingPathComponent(file.name).path
      if let refusal = Self.refusal(at: place) {
        errors.append(diagnostic(place, "cannot write the scenario here: \(refusal)"))
      }
    }
    guard errors.isEmpty else { return .failure(Problem(errors: errors, written: [])) }
    var written: [String] = []
    for file in files {
      let place = folder.appendingPathComponent(file.name)
      do {
        try Data(file.text.utf8).write(to: place, options: .atomic)
        written.append(file.name)
      } catch {
        return .failure(
          Problem(
            errors: [diagnostic(place.path, "cannot write the scenario: \(reason(error))")],
            written: written))
      }
    }
    return .success(written)
  }

  /// Why nothing can be written at `place`, or `nil`: it is free, or a
  /// regular file (written over).
  static func refusal(at place: String) -> String? {
    let name = (place as NSString).lastPathComponent
    if name.utf8.count > 255 {
      return "its name is \(name.utf8.count) bytes long, longer than a file name may be (255)"
    }
    var status = stat()
    guard lstat(place, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    // A file is written over, and a link replaced (never written through).
    case S_IFREG, S_IFLNK: return nil
    case S_IFDIR: return "a folder of that name is there"
    default: return "something that is not a file is there"
    }
  }

  private func diagnostic(_ place: String, _ message: String) -> ScriptDiagnostic {
    ScriptDiagnostic(
      path: place, position: SourcePosition(line: 1, column: 1), message: message, sourceLine: "")
  }

  private func reason(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain,
      let text = strerror(Int32(code))
    {
      return String(cString: text)
    }
    return error.localizedDescription
  }
}
