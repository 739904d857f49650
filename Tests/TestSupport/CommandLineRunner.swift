import Foundation

/// Runs a built command of the package (`taporlink` unless told) as a user
/// would, and keeps what it printed.
///
/// The binary runs in ``folder``, the package root unless given: there a
/// relative path (`Scenarios`) names what it names in the README's
/// commands, and which fixtures a run may read does not depend on where
/// the tests were started.
public struct CommandLineRunner: Sendable {
  /// One finished run of the binary.
  public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// What it wrote to standard output.
    public var output: String
    /// What it wrote to standard error.
    public var errors: String
  }

  /// The command's name: `taporlink`, or the lab's `taporlink-lab`.
  public var name: String
  /// The folder the binary runs in.
  public var folder: URL

  public init(_ name: String = "taporlink", in folder: URL = PackageRoot.url) {
    self.name = name
    self.folder = folder
  }

  /// The `taporlink` binary (see ``binary(named:)``).
  public static var binary: URL { binary(named: "taporlink") }

  /// The binary of the command `name`: beside the test bundle when SwiftPM
  /// built it there, else in the package's debug build folder.
  public static func binary(named name: String) -> URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return PackageRoot.appending(".build/debug/\(name)")
  }

  /// Runs the binary with `arguments`, the environment extended by `environment`.
  public func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary(named: name)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Drain standard error on its own thread so that neither pipe can fill
    // up and stall the child while the other is read.
    let errData = ErrorDrain(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
      errors: String(decoding: errData.wait(), as: UTF8.self))
  }

  /// Runs the binary on a pseudo-terminal (util-linux `script`), as a
  /// person at a terminal would; returns what the terminal showed.
  public func runOnTerminal(_ arguments: [String], noColour: Bool) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = ([Self.binary(named: name).path] + arguments).map { "'\($0)'" }.joined(
      separator: " ")
    process.arguments = ["-qc", command, "/dev/null"]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = noColour ? "1" : nil
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorDrain: @unchecked Sendable {
  // Safe: `data` is written once by the reading thread before `done` is
  // signalled, and read only after `wait()` has seen that signal.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
