import Foundation
import TapScript
import TestSupport
import Testing

/// The one reader of files named by input: scenarios, fixtures, recordings
/// and traces.
@Suite struct BoundedTextFileTests {
  @Test("a file up to the limit is read; one byte more is refused with its size")
  func limit() throws {
    let dir = try ScenarioFolder.empty()
    let file = dir.appendingPathComponent("a.yaml")
    try "12345".write(to: file, atomically: true, encoding: .utf8)
    #expect(BoundedTextFile.read(file.path, maximumBytes: 5) == .success("12345"))
    #expect(BoundedTextFile.read(file.path, maximumBytes: 4) == .failure(.tooLarge(bytes: 5)))
    let empty = dir.appendingPathComponent("empty.yaml")
    try Data().write(to: empty)
    #expect(BoundedTextFile.read(empty.path, maximumBytes: 0) == .success(""))
  }

  @Test("a link to a file is read through; a folder, a pipe and nothing at all are refused")
  func kinds() throws {
    let dir = try ScenarioFolder.empty()
    let file = dir.appendingPathComponent("real.yaml")
    try "name: x\n".write(to: file, atomically: true, encoding: .utf8)
    let link = dir.appendingPathComponent("alias.yaml")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    #expect(BoundedTextFile.read(link.path, maximumBytes: 100) == .success("name: x\n"))
    #expect(BoundedTextFile.read(dir.path, maximumBytes: 100) == .failure(.folder))
    let pipe = dir.appendingPathComponent("pipe.yaml")
    try #require(mkfifo(pipe.path, 0o644) == 0)
    // Opened without blocking, so no writer is needed for the refusal.
    #expect(BoundedTextFile.read(pipe.path, maximumBytes: 100) == .failure(.notAFile))
    let gone = dir.appendingPathComponent("gone.yaml")
    #expect(BoundedTextFile.read(gone.path, maximumBytes: 100) == .failure(.missing))
    #expect(BoundedTextFile.Problem.missing.reason == "no such file or folder")
  }

  @Test("bytes that are not UTF-8 are refused")
  func notUTF8() throws {
    let dir = try ScenarioFolder.empty()
    let file = dir.appendingPathComponent("latin1.yaml")
    try Data([0x6E, 0xE9, 0x0A]).write(to: file)
    #expect(BoundedTextFile.read(file.path, maximumBytes: 100) == .failure(.notUTF8))
  }

  @Test("a scenario reached through a symbolic link runs, as discovery promises")
  func linkedScenarioRuns() throws {
    let dir = try ScenarioFolder.empty()
    let real = dir.appendingPathComponent("real.yaml.txt")
    try "name: linked\n\(ScenarioFolder.base)  - 790ms: tap web 5 5\n".write(
      to: real, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: dir.appendingPathComponent("alias.yaml"), withDestinationURL: real)
    let run = try CommandLineRunner().run([dir.path])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("1 passed, 0 failed"))
  }
}
