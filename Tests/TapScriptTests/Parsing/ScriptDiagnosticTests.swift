import TapScript
import Testing

@Suite("ScriptDiagnostic: rendering")
struct ScriptDiagnosticTests {
  @Test("a parser error renders as path:line:column, the source line and a caret")
  func renderedParserError() {
    let file = SourceFile(
      path: "Scenarios/links/tap.yaml", text: "name: x\nconfig:\n  window: |\n")
    let result = YAMLParser.parse(file)
    #expect(result.diagnostics.count == 1)
    #expect(
      result.diagnostics.first?.rendered == """
        Scenarios/links/tap.yaml:3:11: error: block scalars (`|`) are not supported; write the value on one line
          window: |
                  ^
        """)
  }

  @Test("a suggestion is appended to the message")
  func suggestion() {
    let file = SourceFile(path: "a.yaml", text: "config:\n  windw: 750ms\n")
    let diagnostic = ScriptDiagnostic(
      file: file, position: SourcePosition(line: 2, column: 3), message: "unknown key `windw`",
      suggestion: Suggestion.nearest(to: "windw", among: ["slop", "window", "strategy"]))
    #expect(diagnostic.fullMessage == "unknown key `windw`; did you mean `window`?")
    #expect(
      diagnostic.rendered == """
        a.yaml:2:3: error: unknown key `windw`; did you mean `window`?
          windw: 750ms
          ^
        """)
    #expect(diagnostic.description == diagnostic.rendered)
  }

  @Test("a note goes on its own line after the caret")
  func note() {
    let diagnostic = ScriptDiagnostic(
      path: "b.yaml", position: SourcePosition(line: 4, column: 1), message: "times go backwards",
      note: "the step before is at 40ms", sourceLine: "- 10ms: up 1 2")
    #expect(
      diagnostic.rendered == """
        b.yaml:4:1: error: times go backwards
        - 10ms: up 1 2
        ^
        note: the step before is at 40ms
        """)
  }

  @Test("a tab in the source line shows as \\t, and the caret stays under its character")
  func tabsInSourceLine() {
    let result = parseYAML("a: 1\n\tb: 2\n")
    #expect(
      result.diagnostics.first?.rendered
        == "test.yaml:2:1: error: tab in indentation; indent with spaces\n\\tb: 2\n^")
    let inside = ScriptDiagnostic(
      path: "c.yaml", position: SourcePosition(line: 1, column: 4), message: "m",
      sourceLine: "a:\tb")
    #expect(inside.rendered == "c.yaml:1:4: error: m\na:\\tb\n    ^")
  }

  @Test("the caret counts Characters on a non-ASCII line")
  func unicodeCaret() {
    let result = parseYAML("naïve: \"😀\" tail\n")
    #expect(
      result.diagnostics.first?.rendered == """
        test.yaml:1:12: error: unexpected text after closing quote
        naïve: "😀" tail
                   ^
        """)
  }

  @Test("an empty file has no source line to show, so no caret either")
  func emptyFile() {
    #expect(parseYAML("").diagnostics.first?.rendered == "test.yaml:1:1: error: file is empty")
  }

  @Test("a diagnostic is an Error that can be thrown and caught")
  func throwable() {
    let diagnostic = ScriptDiagnostic(
      path: "d.yaml", position: SourcePosition(line: 1, column: 1), message: "bad",
      sourceLine: "x")
    #expect(throws: ScriptDiagnostic.self) { throw diagnostic }
    #expect(diagnostic.summary == "d.yaml:1:1: error: bad")
  }
}

@Suite("SourceFile and SourcePosition")
struct SourceFileTests {
  @Test("lines are split at LF, CRLF and CR, without terminators")
  func lines() {
    let file = SourceFile(path: "f", text: "a\r\nb\rc\n\nd")
    #expect(file.lineCount == 5)
    #expect((1...5).map { file.line($0) } == ["a", "b", "c", "", "d"])
    #expect(file.line(0) == nil)
    #expect(file.line(6) == nil)
  }

  @Test("a final terminator does not start a line; an empty file has one empty line")
  func lineCount() {
    #expect(SourceFile(path: "f", text: "a\n").lineCount == 1)
    #expect(SourceFile(path: "f", text: "a\n\n").lineCount == 2)
    #expect(SourceFile(path: "f", text: "").lineCount == 1)
    #expect(SourceFile(path: "f", text: "").line(1) == "")
  }

  @Test("a byte order mark is dropped from the text")
  func byteOrderMark() {
    let file = SourceFile(path: "f", text: "\u{FEFF}a: 1")
    #expect(file.text == "a: 1")
    #expect(file.line(1) == "a: 1")
  }

  @Test("positions order by line then column and print as LINE:COLUMN")
  func positions() {
    let early = SourcePosition(line: 2, column: 9)
    let late = SourcePosition(line: 3, column: 1)
    #expect(early < late)
    #expect(SourcePosition(line: 3, column: 2) > late)
    #expect(early.description == "2:9")
  }
}
