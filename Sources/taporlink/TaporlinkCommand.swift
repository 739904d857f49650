import Foundation
import TapScript

/// The command line: `taporlink [options] PATH...` and its subcommands.
enum TaporlinkCommand {
  static let version =
    "taporlink 0.1.0-dev (the main branch, no release tagged; scenario format version 1)"

  static let usage = """
    USAGE: taporlink [options] PATH...
           taporlink draw PATH... -o OUT
           taporlink import-trace CSV -o DIR [options]
           taporlink import-recording RECORDING... -o DIR
           taporlink help [draw | import-trace | import-recording]

    Runs every scenario file given, or found under a folder (.yaml, .yml;
    the fixtures in folders named `fixtures` and in files whose name starts
    with `_` are left out, but a scenario there runs; a link to a file
    outside the tree being run is an error and is not opened), prints one
    line a scenario
    and then `N passed, N failed`, and a line counting errors (broken files,
    missing paths) when there were any. Warnings (valid text that is
    probably not meant, such as `long-press: 2`, which is 2 ms) are printed
    and counted, and fail nothing.

    OPTIONS:
      --trace            print each scenario's full trace
      --explain          print why each gesture was decided as it was
      --filter TEXT      run only scenarios whose name or path contains TEXT,
                         ignoring case; give it again to run those matching
                         any of the texts
      --format FORMAT    text (default), json, junit or html (one
                         self-contained page with a timeline a scenario)
      --quiet, -q        print only failures, errors, warnings and the summary
      --warnings-as-errors
                         make a file with a warning an error (exit status 2)
      --list             print the scenarios a run would run, by file and
                         name, without running them (as JSON with
                         --format json)
      --help             show this help
      --version          show the version
    An option's value may also follow an `=`: `--format=json`.

    SUBCOMMANDS:
      draw               draw each scenario's timeline as an SVG picture
      import-trace       turn recorded touch events into scenario files
      import-recording   turn raw recordings of real web engines into scenarios

    EXIT STATUS:
      0  every scenario passed
      1  a scenario failed
      2  a file could not be read or parsed, a path does not exist, no
         scenario was run, or bad usage
    """

  static func main(arguments: [String]) -> Int32 {
    switch arguments.first {
    case "import-trace":
      return ImportTraceCommand.main(arguments: Array(arguments.dropFirst()))
    case "import-recording":
      return ImportRecordingCommand.main(arguments: Array(arguments.dropFirst()))
    case "draw":
      return DrawCommand.main(arguments: Array(arguments.dropFirst()))
    case "help":
      return help(Array(arguments.dropFirst()))
    default:
      break
    }
    switch RunOptions.parse(arguments) {
    case .failure(let problem):
      FileHandle.standardError.write(Data("taporlink: \(problem.message)\n\n\(usage)\n".utf8))
      return 2
    case .success(.help):
      print(usage)
      return 0
    case .success(.version):
      print(version)
      return 0
    case .success(.run(let options)):
      return RunCommand(options: options).run()
    }
  }

  /// `taporlink help [TOPIC]`.
  static func help(_ topics: [String]) -> Int32 {
    switch topics.first {
    case nil, "run":
      print(usage)
    case "import-trace":
      print(ImportTraceOptions.usage)
    case "import-recording":
      print(ImportRecordingCommand.usage)
    case "draw":
      print(DrawOptions.usage)
    case let other?:
      var message = "taporlink help: no help on `\(other)`"
      let known = ["draw", "import-trace", "import-recording"]
      if let near = Suggestion.nearest(to: other, among: known) {
        message += "; did you mean `\(near)`?"
      }
      FileHandle.standardError.write(
        Data("\(message) (topics: \(known.joined(separator: ", ")))\n".utf8))
      return 2
    }
    return 0
  }
}
