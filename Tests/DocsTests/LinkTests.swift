import Foundation
import TestSupport
import Testing

/// Every relative link of README.md and Docs/ leads to a file that exists,
/// and its `#anchor`, if any, to a heading of that file (named as GitHub
/// names a heading), so moving or renaming a page or a section cannot leave
/// a reader at a dead end.
@Suite struct LinkTests {
  /// One link: the document it is in, its line, and its target as written.
  struct Link: Equatable {
    var line: Int
    var target: String
  }

  /// The links of a Markdown text, `[text](target)` and `![text](target)`,
  /// outside fenced code blocks; a link's text may span lines.
  static func links(in text: String) -> [Link] {
    var links: [Link] = []
    var inFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      var rest = line[...]
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        links.append(Link(line: index + 1, target: String(after[..<close])))
        rest = after[after.index(after: close)...]
      }
    }
    return links
  }

  /// A heading's anchor as GitHub makes it: lower case, every character
  /// but letters, digits, spaces, `-` and `_` left out, spaces made `-`.
  static func anchor(of heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }

  /// The anchors of a Markdown text's headings, outside fenced code
  /// blocks; a repeated heading's anchor takes `-1`, `-2`, … as on GitHub.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    var inFence = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let base = Self.anchor(of: title)
      let count = seen[base, default: 0]
      seen[base] = count + 1
      anchors.insert(count == 0 ? base : "\(base)-\(count)")
    }
    return anchors
  }

  @Test func everyRelativeLinkLeadsToAFileAndAHeading() throws {
    var checked = 0
    for (path, text) in try YAMLExampleTests.documents() {
      let folder = (path as NSString).deletingLastPathComponent
      for link in Self.links(in: text) {
        let target = link.target
        if target.hasPrefix("http://") || target.hasPrefix("https://")
          || target.hasPrefix("mailto:")
        {
          continue
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file =
          parts[0].isEmpty ? path : ((folder as NSString).appendingPathComponent(String(parts[0])))
        let url = PackageRoot.appending((file as NSString).standardizingPath)
        guard FileManager.default.fileExists(atPath: url.path) else {
          Issue.record("\(path):\(link.line): `\(target)` leads to no file")
          continue
        }
        checked += 1
        guard parts.count == 2 else { continue }
        let anchors = Self.anchors(in: try String(contentsOf: url, encoding: .utf8))
        #expect(
          anchors.contains(String(parts[1])),
          "\(path):\(link.line): `\(target)`: no such heading in \(file)")
      }
    }
    #expect(checked >= 50)
  }

  @Test func aLinkAndAHeadingAreReadAsGitHubReadsThem() {
    #expect(
      Self.links(in: "See [the\nguide](Docs/A.md#b) and ![x](i.svg).\n```\n[no](c.md)\n```")
        == [Link(line: 2, target: "Docs/A.md#b"), Link(line: 2, target: "i.svg")])
    #expect(Self.anchor(of: "2. The controller") == "2-the-controller")
    #expect(
      Self.anchor(of: "Shared fixtures: `use` and `_defaults.yaml`")
        == "shared-fixtures-use-and-_defaultsyaml")
    #expect(Self.anchors(in: "# A\n## A\n```\n# B\n```\n") == ["a", "a-1"])
  }
}
