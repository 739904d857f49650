import Foundation

/// `taporlink import-trace`: turns recorded touch traces into scenarios.
enum ImportTraceCommand {
  static func main(arguments: [String]) -> Int32 {
    FileHandle.standardError.write(Data("taporlink import-trace: not built yet\n".utf8))
    return 2
  }
}
