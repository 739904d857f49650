import TapOrLink
import TapScript
import Testing

/// Errors cost output linear in the input: a bounded excerpt of the line
/// each, and at most `ScenarioErrors.limit` of them a file.
@Suite("Error volume: hostile files get a bounded report")
struct ErrorVolumeTests {
  private func failure(_ text: String) -> ScenarioErrors? {
    if case .failure(let errors) = ScenarioLoader.decode(SourceFile(path: "h.yaml", text: text)) {
      return errors
    }
    return nil
  }

  private static let views = """
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
    timeline:
      - 0ms: down 5 5
    expect:
      - never: tap

    """

  @Test("20,000 unknown ids on one line: 100 errors, a count of the rest, short lines")
  func unknownIdsOnOneLine() throws {
    let count = 20_000
    let ids = (0..<count).map { "p\($0)" }.joined(separator: ", ")
    let text = "name: h\npriority: [\(ids)]\n" + Self.views
    let errors = try #require(failure(text))
    #expect(errors.omittedCount == count - ScenarioErrors.limit)
    #expect(errors.diagnostics.count == ScenarioErrors.limit + 1)
    #expect(
      errors.diagnostics.last?.message
        == "… and \(count - ScenarioErrors.limit) more errors (only the first 100 are shown)")
    #expect(errors.diagnostics.first?.summary == "h.yaml:2:12: error: unknown view id `p0`")
    // The kept errors are the first ones in the file.
    #expect(
      errors.diagnostics[99].position == SourcePosition(line: 2, column: 12 + 10 * 4 + 89 * 5))
    for diagnostic in errors.diagnostics {
      #expect(diagnostic.sourceLine.count <= 2 * SourceExcerpt.contextWidth + 2)
      #expect(diagnostic.rendered.utf8.count < 400)
    }
    let rendered = errors.description.utf8.count
    #expect(rendered < 400 * (ScenarioErrors.limit + 1))
  }

  @Test("the excerpt of a long line is cut around the caret, which stays under its character")
  func excerptAroundTheCaret() throws {
    let before = String(repeating: "a", count: 500)
    let after = String(repeating: "b", count: 500)
    let diagnostic = ScriptDiagnostic(
      path: "x.yaml", position: SourcePosition(line: 1, column: 501), message: "m",
      sourceLine: before + "X" + after)
    let lines = diagnostic.rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[1] == "…" + String(repeating: "a", count: 50) + "X" + String(repeating: "b", count: 49)
        + "…")
    #expect(lines[2] == String(repeating: " ", count: 51) + "^")
    // A short line is shown whole.
    let short = ScriptDiagnostic(
      path: "x.yaml", position: SourcePosition(line: 1, column: 3), message: "m",
      sourceLine: "ab😀d")
    #expect(short.rendered == "x.yaml:1:3: error: m\nab😀d\n  ^")
  }

  @Test("errors on many lines are capped too, and the first in the file are kept")
  func manyLines() throws {
    var text = "name: h\n"
    for index in 0..<1_000 { text += "unknown\(index): 1\n" }
    text += Self.views
    let errors = try #require(failure(text))
    #expect(errors.omittedCount == 900)
    #expect(errors.diagnostics.first?.position.line == 2)
    #expect(errors.diagnostics[99].position.line == 101)
  }

  @Test("a syntax error per item is capped the same way")
  func syntaxErrorsPerItem() throws {
    let items = Array(repeating: "a: b", count: 5_000).joined(separator: ", ")
    let errors = try #require(failure("name: h\npriority: [\(items)]\n" + Self.views))
    #expect(errors.diagnostics.count == ScenarioErrors.limit + 1)
    #expect(errors.omittedCount == 4_900)
  }
}

@Suite("Control characters in errors are shown as escapes")
struct ControlCharacterTests {
  @Test("NUL and other controls in a message and its source line are escaped")
  func escapedInMessageAndLine() throws {
    let text = "name: t\nwindw\u{0}\u{1B}[31m: 1\n"
    guard case .failure(let errors) = ScenarioLoader.decode(SourceFile(path: "c.yaml", text: text))
    else {
      Issue.record("decoded")
      return
    }
    let diagnostic = try #require(errors.diagnostics.first { $0.position.line == 2 })
    #expect(diagnostic.message == "unknown top-level key `windw\\u{0}\\u{1B}[31m`")
    #expect(diagnostic.sourceLine == "windw\\u{0}\\u{1B}[31m: 1")
    #expect(!diagnostic.rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("the caret stays under its character after escapes")
  func caretAfterEscapes() {
    let diagnostic = ScriptDiagnostic(
      path: "c.yaml", position: SourcePosition(line: 1, column: 4), message: "m",
      sourceLine: "\u{0}\t\u{202E}x")
    #expect(
      diagnostic.rendered == "c.yaml:1:4: error: m\n\\u{0}\\t\\u{202E}x\n"
        + String(repeating: " ", count: 15) + "^")
  }

  @Test("escaping is idempotent and leaves ordinary text alone")
  func idempotent() {
    #expect(VisibleText.escaped("plain ünïcode 😀 \\t") == "plain ünïcode 😀 \\t")
    #expect(VisibleText.escaped(VisibleText.escaped("a\u{7}b")) == "a\\u{7}b")
  }
}

@Suite("Duplicate keys in a large mapping")
struct LargeMappingDuplicateTests {
  @Test("each later duplicate is reported at its line, naming the first definition, and dropped")
  func duplicatesFoundAfterTheMapping() {
    var text = ""
    for index in 0..<50 { text += "k\(index): \(index)\n" }
    text += "k3: again\nk40: again\nk3: thrice\n"
    let result = YAMLParser.parse(SourceFile(path: "d.yaml", text: text))
    #expect(
      result.diagnostics.map(\.summary) == [
        "d.yaml:51:1: error: duplicate key `k3`; first defined on line 4",
        "d.yaml:52:1: error: duplicate key `k40`; first defined on line 41",
        "d.yaml:53:1: error: duplicate key `k3`; first defined on line 4",
      ])
    let entries = result.root?.entries ?? []
    #expect(entries.map(\.key) == (0..<50).map { "k\($0)" })
    #expect(entries[3].value.text == "3")
  }
}
