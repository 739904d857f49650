import Foundation
import TapScript
import TestSupport
import Testing

/// A scenario file or folder whose name is not valid UTF-8 is an error,
/// never skipped silently (issue 19 item 5).
@Suite struct UnreadableNameTests {
  /// Creates `bytes` (a name, not UTF-8) in `folder`: a file holding
  /// `text`, or a folder.
  static func create(_ bytes: [UInt8], in folder: URL, text: String? = nil) throws {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    let made = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name -> Bool in
        guard let text else { return mkdir(name.baseAddress!, 0o755) == 0 }
        let descriptor = open(name.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
          == text.utf8.count
      }
    }
    try #require(made, "the file system refused the name")
  }

  @Test("a broken scenario under a name that is not UTF-8 fails the run, named with \\xFF")
  func reported() throws {
    let dir = try ScenarioFolder.empty()
    try Self.create(Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), in: dir, text: "name: [\n")
    try Self.create(Array("sub".utf8) + [0xC3], in: dir)
    try "name: ok\n\(ScenarioFolder.base)  - 790ms: tap web 5 5\n".write(
      to: dir.appendingPathComponent("ok.yaml"), atomically: true, encoding: .utf8)
    let found = ScenarioDiscovery.search([dir.path])
    #expect(found.files == [dir.appendingPathComponent("ok.yaml").path])
    #expect(found.unreadableNames == ["\(dir.path)/bad\\xFF.yaml", "\(dir.path)/sub\\xC3"])
    let run = try CommandLineRunner().run([dir.path])
    #expect(run.status == 2)
    #expect(
      run.output.contains(
        "bad\\xFF.yaml:1:1: error: cannot read the scenario: its name is not valid UTF-8"))
    #expect(run.output.contains("1 passed, 2 failed"))
    let list = try CommandLineRunner().run(["--list", dir.path])
    #expect(list.status == 2)
    #expect(list.output.contains("sub\\xC3:1:1: error"))
    let json = try CommandLineRunner().run(["--format", "json", dir.path])
    #expect(json.status == 2 && json.output.contains("not valid UTF-8"))
  }
}
