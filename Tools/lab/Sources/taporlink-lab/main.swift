import Foundation

// The `taporlink-lab` command: the evidence's importers (see
// Docs/RealFingers.md and Docs/RealWeb.md).
let status = LabCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
