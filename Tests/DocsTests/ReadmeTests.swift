import Foundation
import TestSupport
import Testing

/// The README stays short, and every term of the docs' own jargon that it
/// uses is defined in Docs/Glossary.md.
@Suite struct ReadmeTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
  }

  /// Words as `wc -w` counts them: runs of non-white space.
  static func wordCount(_ text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).count
  }

  /// The terms the glossary defines: each list item's leading `**term**`,
  /// and the names it gives in parentheses after it (`(also: a, b)`).
  static func definedTerms(in glossary: String) -> Set<String> {
    var terms: Set<String> = []
    for line in glossary.split(separator: "\n") where line.hasPrefix("- **") {
      let rest = line.dropFirst(4)
      guard let end = rest.range(of: "**") else { continue }
      terms.insert(rest[..<end.lowerBound].lowercased())
      let after = rest[end.upperBound...]
      if after.hasPrefix(" (also: "), let close = after.firstIndex(of: ")") {
        let names = after.dropFirst(" (also: ".count)[..<close]
        for name in names.split(separator: ",") {
          terms.insert(name.trimmingCharacters(in: .whitespaces).lowercased())
        }
      }
    }
    return terms
  }

  /// The docs' jargon: words a reader new to the project cannot know.
  static let jargon = [
    "activation", "answer delay", "bridge", "click delay", "control", "counted request",
    "covered view", "decider", "evidence", "fixture", "flight recorder", "gesture", "grace",
    "late link", "long press", "moved", "multitouch", "observer", "outcome", "overlay",
    "page answer", "page script", "probe", "same-document navigation", "scenario", "seed",
    "slop", "strategy", "tap", "trace", "virtual time", "window",
  ]

  @Test func theReadmeIsAtMost1200Words() throws {
    let count = Self.wordCount(try Self.text("README.md"))
    #expect(count <= 1_200, "README.md has \(count) words")
    #expect(count > 300)
  }

  @Test func everyJargonTermTheReadmeUsesIsInTheGlossary() throws {
    let readme = try Self.text("README.md").lowercased()
    let defined = Self.definedTerms(in: try Self.text("Docs/Glossary.md"))
    for term in Self.jargon where Self.uses(readme, term) {
      #expect(
        defined.contains(term), "README.md uses `\(term)`, which Docs/Glossary.md does not define")
    }
  }

  @Test func theGlossaryDefinesAllTheJargon() throws {
    let defined = Self.definedTerms(in: try Self.text("Docs/Glossary.md"))
    let missing = Self.jargon.filter { !defined.contains($0) }
    #expect(missing.isEmpty, "Docs/Glossary.md does not define \(missing)")
  }

  /// Whether `text` uses `term` as a word (or its plural): not inside
  /// another word.
  static func uses(_ text: String, _ term: String) -> Bool {
    var searchRange = text.startIndex..<text.endIndex
    while let found = text.range(of: term, range: searchRange) {
      let before =
        found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      var end = found.upperBound
      if end < text.endIndex, text[end] == "s" { end = text.index(after: end) }
      let after = end == text.endIndex ? nil : text[end]
      if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
      searchRange = found.upperBound..<text.endIndex
    }
    return false
  }

  @Test func aTermIsFoundAsAWordOnly() {
    #expect(Self.uses("a tap on the text", "tap"))
    #expect(Self.uses("two taps", "tap"))
    #expect(!Self.uses("taporlink", "tap"))
    #expect(
      Self.definedTerms(in: "- **slop** (also: the slop, slops): x\n- **tap**: y")
        == ["slop", "the slop", "slops", "tap"])
  }
}
