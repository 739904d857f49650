import Foundation
import TapScript
import TestSupport
import Testing

/// Every YAML block of README.md and Docs/ that holds an `expect:` is a
/// whole scenario, and runs and passes as printed; every other block is
/// marked a fragment (`<!-- fragment: WHY -->` on the line before its
/// fence), so no example a reader pastes fails unnoticed.
@Suite struct YAMLExampleTests {
  /// One fenced YAML block: where it starts, its text, and whether it is
  /// marked a fragment.
  struct Block {
    var file: String
    var line: Int
    var text: String
    var isFragment: Bool
  }

  /// The YAML blocks of a Markdown text.
  static func blocks(in text: String, file: String) -> [Block] {
    var blocks: [Block] = []
    var current: (line: Int, lines: [String], fragment: Bool)?
    var previous = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if current == nil, line == "```yaml" {
        current = (index + 1, [], previous.hasPrefix("<!-- fragment:"))
      } else if let open = current, line == "```" {
        blocks.append(
          Block(
            file: file, line: open.line, text: open.lines.joined(separator: "\n") + "\n",
            isFragment: open.fragment))
        current = nil
      } else if current != nil {
        current?.lines.append(String(line))
      }
      previous = String(line)
    }
    return blocks
  }

  /// README.md and every Markdown file of Docs/.
  static func documents() throws -> [(path: String, text: String)] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: PackageRoot.appending("Docs").path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    return try (["README.md"] + docs).map {
      ($0, try String(contentsOf: PackageRoot.appending($0), encoding: .utf8))
    }
  }

  /// The path a block runs as: the corpus file its first line names
  /// (`# Scenarios/…yaml`, so its fixtures resolve), else a name of its
  /// own beside the document.
  static func path(of block: Block) -> String {
    let first = block.text.prefix { $0 != "\n" }
    if first.hasPrefix("# Scenarios/"), first.hasSuffix(".yaml") {
      return PackageRoot.appending(String(first.dropFirst(2))).path
    }
    return PackageRoot.appending("\(block.file)-line-\(block.line).yaml").path
  }

  @Test("every YAML block with expect: in README.md and Docs/ runs and passes as printed")
  func everyExampleRuns() throws {
    var ran = 0
    for (path, text) in try Self.documents() {
      for block in Self.blocks(in: text, file: path) where !block.isFragment {
        let hasExpect = block.text.split(separator: "\n").contains { $0.hasPrefix("expect:") }
        #expect(
          hasExpect,
          "\(path):\(block.line): a YAML block without `expect:` must be marked `<!-- fragment: WHY -->`"
        )
        guard hasExpect else { continue }
        let result = ScenarioLoader.run(
          SourceFile(path: Self.path(of: block), text: block.text),
          fixtures: FixtureScope(root: PackageRoot.url.path))
        #expect(result.passed, "\(path):\(block.line): \(result.status)\n\(block.text)")
        ran += 1
      }
    }
    #expect(ran >= 12)
  }

  @Test("a block is read with its fragment mark, and a failing example would be found")
  func theReaderAndTheCheckCanFail() {
    let text = """
      <!-- fragment: only the views -->
      ```yaml
      views: []
      ```

      ```yaml
      name: a wrong time
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
      timeline:
        - 0ms: down 10 10
        - 40ms: up 10 10
      expect:
        - 791ms: tap web 10 10
      ```
      """
    let blocks = Self.blocks(in: text, file: "X.md")
    #expect(blocks.map(\.isFragment) == [true, false])
    #expect(blocks.map(\.line) == [2, 6])
    let result = ScenarioLoader.run(SourceFile(path: "x.yaml", text: blocks[1].text))
    #expect(!result.passed)
  }
}
