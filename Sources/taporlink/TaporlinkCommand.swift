import Foundation
import TapScript

/// The command line: `taporlink [options] PATH...` and its subcommands.
enum TaporlinkCommand {
  static let version =
    "taporlink 0.1.0-dev (the main branch, no release tagged; scenario format version 1)"

  static let usage = """
    USAGE: taporlink [options] PATH...
           taporlink draw PATH... -o OUT
           taporlink help [draw]

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

    The importers of recorded evidence (import-trace, import-recording) are
    the lab's, a package of its own in Tools/lab:
      swift run --package-path Tools/lab taporlink-lab help

    EXIT STATUS:
      0  every scenario passed
      1  a scenario failed
      2  a file could not be read or parsed, a path does not exist, no
         scenario was run, or bad usage
    """

  static func main(arguments: [String]) -> Int32 {
    switch arguments.first {
    case let moved? where movedToTheLab.contains(moved):
      standardError("taporlink: \(inTheLab(moved))\n")
      return 2
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
    case "draw":
      print(DrawOptions.usage)
    case let moved? where movedToTheLab.contains(moved):
      standardError("taporlink help: \(inTheLab(moved))\n")
      return 2
    case let other?:
      var message = "taporlink help: no help on `\(other)`"
      let known = ["draw"]
      if let near = Suggestion.nearest(to: other, among: known) {
        message += "; did you mean `\(near)`?"
      }
      FileHandle.standardError.write(
        Data("\(message) (topics: \(known.joined(separator: ", ")))\n".utf8))
      return 2
    }
    return 0
  }

  /// The subcommands that moved to the lab's own command, `taporlink-lab`.
  static let movedToTheLab: Set<String> = ["import-trace", "import-recording"]

  /// Where a subcommand that moved to the lab is now.
  static func inTheLab(_ subcommand: String) -> String {
    "`\(subcommand)` is the lab's (Tools/lab), a package of its own: "
      + "swift run --package-path Tools/lab taporlink-lab \(subcommand) ..."
  }
}
