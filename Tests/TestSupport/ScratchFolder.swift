import Foundation

/// Scratch folders for tests that write files, none of which outlives the
/// test process.
///
/// Every folder is made inside one folder of this process's own,
/// `taporlink-tests-PID-UUID` in the temporary directory (`$TMPDIR`, else
/// `/tmp`), and that folder is removed, with everything in it, when the
/// process exits. So a test that fails, throws half-way or forgets to clean
/// up leaves nothing behind on the machine, tests running in parallel never
/// share a folder, and each test process (`swift test` runs XCTest and Swift
/// Testing in processes of their own) cleans up only what it made. A process
/// killed by a signal cannot clean up: its folder then says its PID.
///
/// Nothing in a test should write under the temporary directory but through
/// here: `ScratchFolderTests` fails when another test file names it, and
/// `.ci/run` when `swift test` leaves a `taporlink-*` entry there.
public enum ScratchFolder {
  /// This process's folder, made (and its removal at exit arranged) on
  /// first use.
  public static var root: URL { Root.url }

  /// A new, empty folder named after `label` (`cli-1F3A…`) inside
  /// ``root``.
  public static func make(_ label: String) throws -> URL {
    let folder = Root.url.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A new scratch folder holding `files` (a relative path → its text),
  /// with the folders their paths name.
  public static func make(_ label: String, files: [String: String]) throws -> URL {
    let folder = try make(label)
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// A path for a file named after `label` (`huge-1F3A….yaml`) inside
  /// ``root``, not yet created.
  public static func file(_ label: String, extension: String) -> URL {
    Root.url.appendingPathComponent("\(label)-\(UUID().uuidString).\(`extension`)")
  }

  /// The root, made once: a `static let` is initialised exactly once, even
  /// when tests on many threads ask for it at the same time.
  private enum Root {
    static let url: URL = {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "taporlink-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)",
        isDirectory: true)
      // A failure here shows at the first test's own createDirectory or write.
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      atexit { try? FileManager.default.removeItem(at: ScratchFolder.Root.url) }
      return url
    }()
  }
}
