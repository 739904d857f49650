import Foundation
import TapScript
import TestSupport
import Testing

/// The one folder search behind scenario discovery and the lab's `import-recording`.
@Suite struct FileSearchTests {
  /// Writes an empty file at `relative` under `folder`, making folders.
  static func touch(_ relative: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: url)
  }

  @Test("extensions match in any case, `keeps` filters, each folder's finds are sorted")
  func kindsAndOrder() throws {
    let dir = try ScenarioFolder.empty()
    for name in ["b.json", "A.JSON", "sub/c.Json", "sub/not-recorded.json", "notes.txt", "json"] {
      try Self.touch(name, in: dir)
    }
    let found = FileSearch(extensions: ["JSON"]) { !$0.hasSuffix("not-recorded.json") }
      .run([dir.path])
    #expect(
      found.files == ["A.JSON", "b.json", "sub/c.Json"].map { dir.appendingPathComponent($0).path })
    #expect(found.missing.isEmpty && found.unreadableNames.isEmpty)
  }

  @Test("a file given is taken whatever its name; a missing path is reported, not skipped")
  func givenPaths() throws {
    let dir = try ScenarioFolder.empty()
    try Self.touch("trace.csv", in: dir)
    let file = dir.appendingPathComponent("trace.csv").path
    let gone = dir.appendingPathComponent("gone").path
    let found = FileSearch(extensions: ["json"]).run([file, gone])
    #expect(found.files == [file])
    #expect(found.missing == [gone])
  }

  @Test("a link to a folder is not searched; a link to a file is a file")
  func links() throws {
    let dir = try ScenarioFolder.empty()
    try Self.touch("real/inside.json", in: dir)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("loop").path, withDestinationPath: dir.path)
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("alias.json").path,
      withDestinationPath: dir.appendingPathComponent("real/inside.json").path)
    let found = FileSearch(extensions: ["json"]).run([dir.path])
    #expect(
      found.files == ["alias.json", "real/inside.json"].map { dir.appendingPathComponent($0).path })
  }

  @Test("a link to a file outside the folder searched is returned apart, never as a file")
  func linksOutside() throws {
    let outside = try ScenarioFolder.empty()
    try Self.touch("secret.json", in: outside)
    let dir = try ScenarioFolder.empty()
    try Self.touch("inside.json", in: dir)
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let link = dir.appendingPathComponent("sub/out.json").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: outside.appendingPathComponent("secret.json").path)
    // Searched from the package root: the scratch folders are outside the
    // current folder, wherever the tests were started.
    let found = FixtureScope.$currentFolder.withValue(PackageRoot.url.path) {
      FileSearch(extensions: ["json"]).run([dir.path])
    }
    #expect(found.files == [dir.appendingPathComponent("inside.json").path])
    #expect(found.linksOutside == [link])
    #expect(FileSearch(extensions: ["json"]).run([link]).files == [link])
  }

  @Test("a name that is not UTF-8 is returned apart, shown with \\xFF, when it has the extension")
  func unreadable() throws {
    let dir = try ScenarioFolder.empty()
    try UnreadableNameTests.create(
      Array("r".utf8) + [0xFE] + Array(".JSON".utf8), in: dir, text: "")
    try UnreadableNameTests.create(
      Array("other".utf8) + [0xFE] + Array(".txt".utf8), in: dir, text: "")
    let found = FileSearch(extensions: ["json"]).run([dir.path])
    #expect(found.files.isEmpty)
    #expect(found.unreadableNames == ["\(dir.path)/r\\xFE.JSON"])
  }
}
