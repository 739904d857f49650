import Foundation
import TapEvidence
import TapScript
import TestSupport
import Testing

/// Runs `taporlink-lab import-recording` as a user would: what it says matches
/// what it wrote, and it prints nothing a terminal would obey.
@Suite struct ImportRecordingCommandTests {
  let cli = CommandLineRunner("taporlink-lab")

  /// A folder with a recording under each name.
  func recordings(_ names: [String]) throws -> URL {
    let folder = try ScratchFolder.make("import-recording")
    for name in names {
      try Data(RecordingImporterTests.json().utf8).write(
        to: folder.appendingPathComponent(name))
    }
    return folder
  }

  func files(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aFolderInTheWayIsNamedAndNothingIsWritten() throws {
    let input = try recordings(["a.json", "b.json"])
    defer { try? FileManager.default.removeItem(at: input) }
    let output = input.appendingPathComponent("out")
    try FileManager.default.createDirectory(
      at: output.appendingPathComponent("b.yaml"), withIntermediateDirectories: true)
    let run = try cli.run(["import-recording", input.path, "-o", output.path])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "\(output.path)/b.yaml:1:1: error: cannot write the scenario here: a folder of that name is there"
      ), "\(run.errors)")
    #expect(run.errors.hasSuffix("1 error; no scenario was written\n"))
    #expect(try files(output) == ["b.yaml"])
  }

  @Test func theOutputFolderIsPrintedWithItsControlCharactersEscaped() throws {
    let input = try recordings(["a.json"])
    defer { try? FileManager.default.removeItem(at: input) }
    let output = input.appendingPathComponent("out\u{1B}]0;owned\u{7}").path
    let run = try cli.run(["import-recording", input.path, "-o", output])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(run.output.hasPrefix("wrote 1 scenario to \(input.path)/out\\u{1B}]0;owned\\u{7}; "))
  }

  @Test(
    "names that a folding file system takes for one are refused, saying so",
    arguments: [
      ("\u{E9}.json", "e\u{301}.json"), ("\u{2126}.json", "\u{3A9}.json"), ("A.json", "a.json"),
    ])
  func foldedNames(first: String, second: String) throws {
    let input = try recordings([first, second])
    defer { try? FileManager.default.removeItem(at: input) }
    #expect(try files(input).count == 2, "the file system keeps both names apart")
    let output = input.appendingPathComponent("out")
    let run = try cli.run(["import-recording", input.path, "-o", output.path])
    #expect(run.status == 2)
    #expect(run.errors.contains("differ only in case or Unicode normalization"), "\(run.errors)")
    #expect(!run.errors.contains("has the same name"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func theSameNameInTwoFoldersIsTheSameName() throws {
    let input = try recordings(["a.json"])
    defer { try? FileManager.default.removeItem(at: input) }
    let inner = input.appendingPathComponent("inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data(RecordingImporterTests.json().utf8).write(to: inner.appendingPathComponent("a.json"))
    let run = try cli.run([
      "import-recording", input.path, "-o", input.appendingPathComponent("out").path,
    ])
    #expect(run.status == 2)
    #expect(run.errors.contains("has the same name; its scenario would be a.yaml too"))
  }

  @Test func onlyTheRecordersListIsLeftOutAndItIsSaid() throws {
    let input = try recordings(["page-not-recorded.json"])
    defer { try? FileManager.default.removeItem(at: input) }
    try Data(#"{"engine": "chromium", "not_recorded": []}"#.utf8).write(
      to: input.appendingPathComponent("not-recorded.json"))
    let output = input.appendingPathComponent("out")
    let run = try cli.run(["import-recording", input.path, "-o", output.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try files(output) == ["page-not-recorded.yaml"])
    #expect(
      run.output.contains(
        "left out \(input.path)/not-recorded.json: the recorder's list of what it did not record"))
  }
}
