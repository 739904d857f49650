import Foundation

// The `taporlink` command: runs scenario files (see Docs/ScenarioFormat.md).
let status = TaporlinkCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
