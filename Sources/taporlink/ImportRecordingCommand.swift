import Foundation
import TapEvidence
import TapScript

/// `taporlink import-recording`: turns raw recordings of real web engines
/// (`Tools/browser/record.py`) into scenarios, one a gesture.
///
/// A thin front end: reading and importing are ``RawRecording`` and
/// ``RecordingImporter`` in TapEvidence.
enum ImportRecordingCommand {
  static let usage = """
    USAGE: taporlink import-recording RECORDING... -o DIR

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

    EXIT STATUS:
      0  the scenarios were written
      2  a recording could not be read or had errors (each printed as
         FILE:LINE:COLUMN: error: ...), or bad usage; nothing was written
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
    var names: Set<String> = []
    for file in files {
      switch RawRecording.read(path: file) {
      case .failure(let problem):
        errors += problem.diagnostics
      case .success(let recording):
        let name = RecordingImporter.fileName(for: file)
        guard names.insert(name).inserted else {
          errors.append(
            ScriptDiagnostic(
              path: file, position: SourcePosition(line: 1, column: 1),
              message: "another recording has the same name; its scenario would be \(name) too",
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
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for scenario in imported {
        try Data(scenario.text.utf8).write(
          to: folder.appendingPathComponent(scenario.fileName), options: .atomic)
      }
    } catch {
      return fail([
        ScriptDiagnostic(
          path: output, position: SourcePosition(line: 1, column: 1),
          message: "cannot write there: \(error.localizedDescription)", sourceLine: "")
      ])
    }
    let gestures = imported.reduce(0) { $0 + $1.truth.count }
    let right = imported.reduce(0) { total, scenario in
      total + zip(scenario.truth, scenario.decided).filter { $0 == $1 }.count
    }
    print(
      "wrote \(imported.count) \(imported.count == 1 ? "scenario" : "scenarios") to \(output); "
        + "the engine decides \(right) of \(gestures) gestures as the truth says"
        + (right < gestures ? "; the others are blind spots, commented in their files" : ""))
    return 0
  }

  /// The recordings among `paths`: their .json files (folders searched to
  /// any depth, the recorder's `not-recorded.json` left out), the paths
  /// that do not exist, .json files whose names are not valid UTF-8, and
  /// those that link out of the folder searched (never opened).
  static func recordingFiles(_ paths: [String]) -> FileSearch.Found {
    FileSearch(extensions: ["json"]) { !$0.hasSuffix("not-recorded.json") }.run(paths)
  }

  static func usageError(_ message: String) -> Int32 {
    FileHandle.standardError.write(
      Data("taporlink import-recording: \(message)\n\n\(usage)\n".utf8))
    return 2
  }

  static func fail(_ diagnostics: [ScriptDiagnostic]) -> Int32 {
    for diagnostic in diagnostics.prefix(shownErrors) {
      FileHandle.standardError.write(Data((diagnostic.rendered + "\n").utf8))
    }
    if diagnostics.count > shownErrors {
      FileHandle.standardError.write(
        Data("… and \(diagnostics.count - shownErrors) more errors\n".utf8))
    }
    FileHandle.standardError.write(
      Data(
        "\(diagnostics.count) \(diagnostics.count == 1 ? "error" : "errors"); no scenario was written\n"
          .utf8))
    return 2
  }
}
