import Foundation
import TapScript

/// The command line: `taporlink [options] PATH...` and its subcommands.
enum TaporlinkCommand {
  static let version = "taporlink 1.0.0 (scenario format version 1)"

  static let usage = """
    USAGE: taporlink [options] PATH...
           taporlink import-trace CSV -o DIR [--per stroke|recording]

    Runs every scenario file given, or found under a folder (.yaml, .yml),
    prints one line a scenario and then `N passed, N failed`.

    OPTIONS:
      --trace            print each scenario's full trace
      --explain          print why each gesture was decided as it was
      --filter TEXT      run only scenarios whose name or path contains TEXT
      --format FORMAT    text (default), json or junit
      --help             show this help
      --version          show the version

    EXIT STATUS:
      0  every scenario passed
      1  a scenario failed
      2  a file could not be read or parsed, a path does not exist, or bad usage
    """

  static func main(arguments: [String]) -> Int32 {
    if arguments.first == "import-trace" {
      return ImportTraceCommand.main(arguments: Array(arguments.dropFirst()))
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
}
