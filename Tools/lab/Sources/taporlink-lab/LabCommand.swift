import Foundation
import TapScript

/// The lab's command line: `taporlink-lab SUBCOMMAND ...`, the importers
/// that turn recorded evidence into scenarios (which `taporlink` runs).
enum LabCommand {
  static let usage = """
    USAGE: taporlink-lab import-trace CSV -o DIR [options]
           taporlink-lab import-recording RECORDING... -o DIR
           taporlink-lab help [import-trace | import-recording]

    Turns recorded evidence into scenario files; run them with
    `swift run taporlink DIR` from the package's root.

    SUBCOMMANDS:
      import-trace       turn recorded touch events into scenario files
      import-recording   turn raw recordings of real web engines into scenarios
      help               show this help, or a subcommand's

    EXIT STATUS:
      0  the scenarios were written
      2  a file could not be read or had errors, or bad usage
    """

  static let topics = ["import-trace", "import-recording"]

  static func main(arguments: [String]) -> Int32 {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "import-trace":
      return ImportTraceCommand.main(arguments: rest)
    case "import-recording":
      return ImportRecordingCommand.main(arguments: rest)
    case "help":
      return help(rest)
    case "--help", "-h":
      print(usage)
      return 0
    case nil:
      standardError("taporlink-lab: give a subcommand\n\n\(usage)\n")
      return 2
    case let other?:
      standardError("taporlink-lab: \(unknown(other))\n\n\(usage)\n")
      return 2
    }
  }

  /// `taporlink-lab help [TOPIC]`.
  static func help(_ topics: [String]) -> Int32 {
    switch topics.first {
    case nil:
      print(usage)
    case "import-trace":
      print(ImportTraceOptions.usage)
    case "import-recording":
      print(ImportRecordingCommand.usage)
    case let other?:
      standardError(
        "taporlink-lab help: \(unknown(other)) (topics: \(Self.topics.joined(separator: ", ")))\n")
      return 2
    }
    return 0
  }

  /// What is said of a word that names no subcommand.
  static func unknown(_ word: String) -> String {
    var message = "no subcommand `\(word)`"
    if let near = Suggestion.nearest(to: word, among: topics) {
      message += "; did you mean `\(near)`?"
    }
    return message
  }
}
