import Foundation
import TestSupport
import Testing

/// Tests write files only into scratch folders of their own process, and
/// what they run leaves nothing in the temporary directory. (That the
/// process's folder goes when it exits, `.ci/run` checks: it fails when
/// `swift test` leaves a `taporlink-*` entry in its `TMPDIR`.)
@Suite struct ScratchFolderTests {
  @Test("each scratch folder is new, empty and inside this process's own folder")
  func foldersAreFreshAndConfined() throws {
    let one = try ScratchFolder.make("one")
    let two = try ScratchFolder.make("one")
    #expect(one != two)
    for folder in [one, two] {
      #expect(
        folder.deletingLastPathComponent().standardizedFileURL
          == ScratchFolder.root.standardizedFileURL)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
    let root = ScratchFolder.root
    #expect(
      root.deletingLastPathComponent().standardizedFileURL
        == FileManager.default.temporaryDirectory.standardizedFileURL)
    #expect(
      root.lastPathComponent.hasPrefix(
        "taporlink-tests-\(ProcessInfo.processInfo.processIdentifier)-"))
    let file = ScratchFolder.file("note", extension: "txt")
    #expect(file.deletingLastPathComponent().standardizedFileURL == root.standardizedFileURL)
    #expect(file.pathExtension == "txt")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("no test but through ScratchFolder names the temporary directory")
  func testsWriteOnlyThroughScratchFolder() throws {
    // The fuzz harnesses are left out: .ci/fuzz gives them a TMPDIR of
    // its own, removed when it ends.
    let allowed = [
      PackageRoot.appending("Tests/TestSupport/ScratchFolder.swift").path,
      URL(fileURLWithPath: #filePath).path,
    ]
    let tests = PackageRoot.appending("Tests")
    let files = try FileManager.default.subpathsOfDirectory(atPath: tests.path)
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Fuzz/") }
      .map { tests.appendingPathComponent($0).path }
      .filter { !allowed.contains($0) }
    #expect(files.count > 100)
    var naming: [String] = []
    for file in files {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      if text.contains("temporaryDirectory") || text.contains("NSTemporaryDirectory") {
        naming.append(file)
      }
    }
    #expect(naming == [], "write into ScratchFolder.make(_:) instead")
  }

  @Test(
    "the type checker's compiler leaves nothing in the TMPDIR it was started with",
    .enabled(if: SwiftTypeChecker() != nil, "needs swiftc and the built modules"))
  func typeCheckerLeavesNoCompilerFolders() throws {
    let checker = try #require(SwiftTypeChecker())
    // The driver leaves a `TemporaryDirectory.XXXXXX` in its TMPDIR at
    // every run; the checker must give it one inside its own folder.
    let given = try ScratchFolder.make("tmpdir")
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = given.path
    let result = try checker.typecheck("let answer: Int = 42\n", environment: environment)
    #expect(result.status == 0, "\(result.diagnostics)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: given.path) == [])
  }
}
