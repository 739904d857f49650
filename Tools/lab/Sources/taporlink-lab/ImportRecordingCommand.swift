import Foundation
import TapEvidence
import TapOrLink
import TapScript

/// `taporlink-lab import-recording`: turns raw recordings of real web engines
/// (`Tools/browser/record.py`) into scenarios, one a gesture.
///
/// A thin front end: reading and importing are ``RawRecording`` and
/// ``RecordingImporter`` in TapEvidence.
enum ImportRecordingCommand {
  static let usage = """
    USAGE: taporlink-lab import-recording RECORDING... -o DIR

    Turns raw recordings (the JSON files Tools/browser/record.py writes, one
    a gesture; a folder stands for every .json file under it, a link in it
    to a file outside the tree being run an error, never opened) into scenario
    files, one a gesture, named after the recording. The expectation comes
    from the recording's truth; where the engine, run on the recording,
    decides otherwise, the scenario expects the engine's outcome after a
    `# blind spot:` comment saying why. Every scenario starts with
      # recording: engine=E page=PATH target=N gesture=G truth=link|content

    OPTIONS:
      -o, --output DIR   the folder to write to (created if needed)
      --help             show this help

    Two recordings whose scenario names differ only in case or Unicode
    normalization (`A.json`, `a.json`) are refused: a file system that folds
    them (macOS, Windows) would write one scenario over the other. A folder's
    not-recorded.json (exactly that name) is the recorder's list of what it
    did not record: left out, and said so.

    EXIT STATUS:
      0  the scenarios were written
      2  a recording could not be read or had errors, a scenario could not
         be written (a folder of its name in DIR, …), each printed as
         FILE:LINE:COLUMN: error: ..., or bad usage; nothing was written
         (unless writing failed part of the way: the message names what was)
    """

  /// At most this many errors are printed.
  static let shownErrors = 50

  static func main(arguments: [String]) -> Int32 {
    var paths: [String] = []
    var output: String?
    var index = 0
    let words: [String]
    switch OptionWords.split(arguments, valued: ["--output"], flags: ["--help"]) {
    case .failure(let problem): return usageError(problem.message)
    case .success(let split): words = split
    }
    while index < words.count {
      let word = words[index]
      index += 1
      switch word {
      case "--help", "-h":
        print(usage)
        return 0
      case "-o", "--output":
        guard index < words.count else { return usageError("\(word) needs a value") }
        output = words[index]
        index += 1
      default:
        if word.hasPrefix("-"), word != "-" {
          var message = "unknown option `\(word)`"
          if let near = Suggestion.nearest(to: word, among: ["--output", "--help"]) {
            message += "; did you mean `\(near)`?"
          }
          return usageError(message)
        }
        paths.append(word)
      }
    }
    guard !paths.isEmpty else { return usageError("give the recordings (files or folders)") }
    guard let output else { return usageError("give the folder to write to with `-o DIR`") }
    let found = recordingFiles(paths)
    let files = found.files
    var errors = found.missing.map {
      ScriptDiagnostic(
        path: $0, position: SourcePosition(line: 1, column: 1), message: "no such file or folder",
        sourceLine: "")
    }
    errors += found.unreadableNames.map {
      ScriptDiagnostic(
        path: $0, position: SourcePosition(line: 1, column: 1),
        message: "cannot read the recording: its name is not valid UTF-8; rename it",
        sourceLine: "")
    }
    errors += found.linksOutside.map {
      ScriptDiagnostic(
        path: $0, position: SourcePosition(line: 1, column: 1),
        message:
          "cannot read the recording: it is a symbolic link to a file outside the folder "
          + "searched, which is not read from it; give the file by name to read it",
        sourceLine: "")
    }
    var imported: [RecordingImporter.Imported] = []
    var names = ScenarioNames()
    for file in files {
      switch RawRecording.read(path: file) {
      case .failure(let problem):
        errors += problem.diagnostics
      case .success(let recording):
        let name = RecordingImporter.fileName(for: file)
        if let clash = names.clash(name, of: file) {
          errors.append(
            ScriptDiagnostic(
              path: file, position: SourcePosition(line: 1, column: 1), message: clash,
              sourceLine: ""))
          continue
        }
        switch RecordingImporter.scenario(recording, fileName: name) {
        case .failure(let problem): errors += problem.diagnostics
        case .success(let scenario): imported.append(scenario)
        }
      }
    }
    if files.isEmpty, errors.isEmpty {
      errors.append(
        ScriptDiagnostic(
          path: paths[0], position: SourcePosition(line: 1, column: 1),
          message: "no raw recording (.json) found", sourceLine: ""))
    }
    guard errors.isEmpty else { return fail(errors) }
    let folder = ScenarioFolder(path: output)
    let written: [String]
    switch folder.write(imported.map { ($0.fileName, $0.text) }) {
    case .failure(let problem):
      return fail(problem.errors, written: problem.written, into: output)
    case .success(let names): written = names
    }
    let gestures = imported.reduce(0) { $0 + $1.truth.count }
    let right = imported.reduce(0) { total, scenario in
      total + zip(scenario.truth, scenario.decided).filter { $0 == $1 }.count
    }
    print(
      "wrote \(written.count) \(written.count == 1 ? "scenario" : "scenarios") to "
        + "\(VisibleText.escaped(output)); "
        + "the engine decides \(right) of \(gestures) gestures as the truth says"
        + (right < gestures ? "; the others are blind spots, commented in their files" : ""))
    for list in notRecordedLists(paths) {
      print("left out \(VisibleText.escaped(list)): the recorder's list of what it did not record")
    }
    return 0
  }

  /// The name of the list of what the recorder did not record, which a
  /// folder of recordings holds beside them and is not a recording.
  static let notRecordedName = "not-recorded.json"

  /// The recordings among `paths`: their .json files (folders searched to
  /// any depth, the recorder's `not-recorded.json` left out, and only a
  /// file of exactly that name), the paths that do not exist, .json files
  /// whose names are not valid UTF-8, and those that link out of the
  /// folder searched (never opened).
  static func recordingFiles(_ paths: [String]) -> FileSearch.Found {
    FileSearch(extensions: ["json"]) { !isNotRecordedList($0) }.run(paths)
  }

  /// The recorder's lists in the folders among `paths`, which the search
  /// left out: each is said, so nothing is skipped without a word.
  static func notRecordedLists(_ paths: [String]) -> [String] {
    FileSearch(extensions: ["json"]) { isNotRecordedList($0) }.run(
      paths.filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && isFolder.boolValue
      }
    ).files
  }

  /// Whether a path found in a folder is the recorder's list: its last
  /// part is `not-recorded.json`, byte for byte.
  static func isNotRecordedList(_ relativePath: String) -> Bool {
    let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return name.utf8.elementsEqual(notRecordedName.utf8)
  }

  static func usageError(_ message: String) -> Int32 {
    FileHandle.standardError.write(
      Data("taporlink-lab import-recording: \(message)\n\n\(usage)\n".utf8))
    return 2
  }

  /// Prints the errors, and what was written before them (nothing, unless
  /// writing failed part of the way).
  static func fail(
    _ diagnostics: [ScriptDiagnostic], written: [String] = [], into output: String = ""
  ) -> Int32 {
    for diagnostic in diagnostics.prefix(shownErrors) {
      FileHandle.standardError.write(Data((diagnostic.rendered + "\n").utf8))
    }
    if diagnostics.count > shownErrors {
      FileHandle.standardError.write(
        Data("… and \(diagnostics.count - shownErrors) more errors\n".utf8))
    }
    let count = "\(diagnostics.count) \(diagnostics.count == 1 ? "error" : "errors")"
    let outcome =
      written.isEmpty
      ? "no scenario was written"
      : "\(written.count) \(written.count == 1 ? "scenario was" : "scenarios were") written to "
        + "\(VisibleText.escaped(output)) before it: "
        + written.map { VisibleText.escaped($0) }.joined(separator: ", ")
    FileHandle.standardError.write(Data("\(count); \(outcome)\n".utf8))
    return 2
  }
}
