import Foundation

/// Type-checks a snippet of Swift against the modules the tests were built
/// with, for tests that some code must not compile.
public struct SwiftTypeChecker: Sendable {
  /// The outcome of one check.
  public struct Result: Sendable {
    /// The compiler's exit status: 0 when the snippet compiles.
    public var status: Int32
    /// Everything the compiler printed.
    public var diagnostics: String
  }

  /// The compiler.
  public let compiler: URL
  /// The folder of the built `.swiftmodule`s.
  public let modules: URL

  /// A checker, or `nil` when no compiler or built modules are found (an
  /// IDE's build layout, a machine without a toolchain on `PATH`): the
  /// calling test then has nothing to check.
  public init?() {
    let environment = ProcessInfo.processInfo.environment
    let searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    let candidates = [environment["SWIFTC"]].compactMap { $0 } + searchPath.map { $0 + "/swiftc" }
    guard let compiler = candidates.first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let modules = [
      beside.appendingPathComponent("Modules"), PackageRoot.appending(".build/debug/Modules"),
    ]
    .first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("TapOrLink.swiftmodule").path)
    }
    guard let modules else { return nil }
    self.compiler = URL(fileURLWithPath: compiler)
    self.modules = modules
  }

  /// Type-checks `source` in the Swift 6 language mode; the compiler
  /// runs in `environment` (this process's by default).
  ///
  /// The snippet, the module cache and the compiler's own temporary
  /// folder are all in one ``ScratchFolder``, removed before this returns:
  /// the Swift driver leaves a `TemporaryDirectory.XXXXXX` folder in its
  /// `TMPDIR` at every run, so its `TMPDIR` is a folder inside that one.
  public func typecheck(
    _ source: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Result {
    let folder = try ScratchFolder.make("typecheck")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let temporary = folder.appendingPathComponent("tmp", isDirectory: true)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = compiler
    process.environment = environment.merging(["TMPDIR": temporary.path]) { $1 }
    var arguments = [
      "-typecheck", "-swift-version", "6", "-I", modules.path,
      "-module-cache-path", folder.appendingPathComponent("cache").path, file.path,
    ]
    #if os(macOS)
      // The package's deployment target, which `Duration` needs.
      #if arch(arm64)
        arguments += ["-target", "arm64-apple-macos13.0"]
      #else
        arguments += ["-target", "x86_64-apple-macos13.0"]
      #endif
    #endif
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
  }
}
