import Foundation
import TestSupport

/// Folders of scenario files for command-line tests, removed when the test
/// process ends (``ScratchFolder``).
enum ScenarioFolder {
  /// The body every test scenario shares after its `name:`: one tap at 5 5
  /// on a web view, decided at 790 ms.
  static let base = """
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
    timeline:
      - 0ms: down 5 5
      - 40ms: up 5 5
    expect:

    """

  /// A new empty folder.
  static func empty() throws -> URL {
    try ScratchFolder.make("cli")
  }

  /// A folder with a passing (`a-pass.yaml`, "passes"), a failing
  /// (`b-fail.yml`, "fails") and optionally a broken (`c-broken.yaml`,
  /// "broken") scenario.
  static func make(broken: Bool) throws -> URL {
    let dir = try empty()
    try write("name: passes\n" + base + "  - 790ms: tap web 5 5\n", "a-pass.yaml", in: dir)
    try write("name: fails\n" + base + "  - 700ms: tap web 5 5\n", "b-fail.yml", in: dir)
    if broken {
      try write("name: broken\nviews: [\n", "c-broken.yaml", in: dir)
    }
    return dir
  }

  /// Writes `text` to `name` (which may hold folders) under `dir`.
  static func write(_ text: String, _ name: String, in dir: URL) throws {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
