import TapScript
import Testing

@Suite("YAMLParser: errors, each at its exact line and column")
struct YAMLParserErrorTests {
  @Test("an empty file, or one with only comments, is empty at 1:1")
  func emptyFile() {
    for text in ["", "\n\n", "# just a comment\n   # another\n", "---\n"] {
      let result = parseYAML(text)
      #expect(result.root == nil)
      #expect(yamlSummaries(result) == ["1:1: file is empty"])
    }
  }

  @Test("a tab in indentation")
  func tabInIndentation() {
    expectYAMLDiagnostics(
      "config:\n\twindow: 750ms\nviews:\n  -\tid: web\n",
      [
        "2:1: tab in indentation; indent with spaces",
        "4:4: tab in indentation; indent with spaces",
      ])
    expectYAMLDiagnostics(
      "a:\n \u{A0} b: 1\n",
      ["2:2: no-break space in indentation; indent with spaces"])
    // A tab after the indentation, or in a blank or comment line, is fine.
    _ = parseCleanYAML("a:\tb  \t# c\n\t\n\t# comment\n")
  }

  @Test("unterminated quotes")
  func unterminatedQuotes() {
    expectYAMLDiagnostics(
      "a: \"never closed\nb: 'also not\nc: [\"x]\n",
      [
        #"1:4: unterminated double-quoted string; close it with `"` on the same line"#,
        "2:4: unterminated single-quoted string; close it with `'` on the same line",
        #"3:5: unterminated double-quoted string; close it with `"` on the same line"#,
        "3:4: unterminated flow sequence: `[` has no matching `]`",
      ].sorted(by: positionOrder))
  }

  @Test("an unterminated flow sequence")
  func unterminatedFlowSequence() {
    expectYAMLDiagnostics(
      "frame: [0, 0,\n  320, 480\nkind: web\nlast: [1",
      [
        "1:8: unterminated flow sequence: `[` has no matching `]` before line 3, which is not "
          + "indented enough to continue it",
        "4:7: unterminated flow sequence: `[` has no matching `]`",
      ])
  }

  @Test("a duplicate key points at the second and names the line of the first")
  func duplicateKeys() {
    expectYAMLDiagnostics(
      """
      name: a
      views:
        - id: web
          kind: web
          id: other
      "name": b
      """,
      [
        "5:5: duplicate key `id`; first defined on line 3",
        "6:1: duplicate key `name`; first defined on line 1",
      ])
    // The first definition is kept.
    let root = parseYAML("a: 1\na: 2\n").root
    #expect(root?.entries?.map(\.key) == ["a"])
    #expect(root?.entry(forKey: "a")?.value.text == "1")
  }

  @Test("duplicate keys are found in large mappings too")
  func duplicateKeysInLargeMapping() {
    let keys = (1...12).map { "k\($0): \($0)" }.joined(separator: "\n")
    expectYAMLDiagnostics(
      keys + "\nk3: again\nk12: again\n",
      [
        "13:1: duplicate key `k3`; first defined on line 3",
        "14:1: duplicate key `k12`; first defined on line 12",
      ])
  }

  @Test("anchors, aliases and tags")
  func anchorsAliasesTags() {
    expectYAMLDiagnostics(
      """
      base: &defaults
        x: 1
      other: *defaults
      n: !!int 5
      &a k: v
      """,
      [
        "1:7: anchors (`&`) are not supported",
        "3:8: aliases (`*`) are not supported",
        "4:4: tags (`!`) are not supported",
        "5:1: anchors (`&`) are not supported",
      ])
  }

  @Test("block scalars, with their text skipped")
  func blockScalars() {
    expectYAMLDiagnostics(
      """
      a: |
        line one
          line two
      b: >-
        folded
      c: ok
      """,
      [
        "1:4: block scalars (`|`) are not supported; write the value on one line",
        "4:4: block scalars (`>`) are not supported; write the value on one line",
      ])
  }

  @Test("flow mappings and nested flow sequences")
  func flowCollections() {
    expectYAMLDiagnostics(
      """
      a: {x: 1}
      b: [1, [2, 3], 4]
      c: [1, {x: 2}]
      d: [a: b, c]
      """,
      [
        "1:4: flow mappings (`{ }`) are not supported; use a block mapping, one `key: value` a line",
        "2:8: nested flow sequences are not supported; a flow sequence holds only scalars",
        "3:8: flow mappings (`{ }`) are not supported; a flow sequence holds only scalars",
        "4:6: `key: value` pairs are not supported inside `[ ]`; quote the item if the `:` "
          + "belongs to it",
      ])
  }

  @Test("other flow sequence mistakes")
  func flowSequenceMistakes() {
    expectYAMLDiagnostics(
      """
      a: [,]
      b: [1,,2]
      c: ["x" "y"]
      d: [1] extra
      e: [- 1]
      f: [1,#x]
      """,
      [
        "1:5: missing item before `,`",
        "2:7: missing item before `,`",
        "3:9: expected `,` or `]` after an item of the flow sequence",
        "4:8: unexpected text after `]`",
        "5:5: block sequence items (`- `) cannot appear inside `[ ]`",
        "6:7: a comment needs whitespace before its `#`",
      ])
  }

  @Test("complex keys")
  func complexKeys() {
    expectYAMLDiagnostics(
      "a: 1\n? b\n",
      ["2:1: complex keys (`? `) are not supported"])
  }

  @Test("more than one document")
  func multipleDocuments() {
    expectYAMLDiagnostics(
      "---\na: 1\n---\nb: 2\n",
      ["3:1: multiple documents are not supported; a scenario file holds one document"])
    expectYAMLDiagnostics(
      "a: 1\n...\n",
      ["2:1: the document end marker `...` is not supported"])
    expectYAMLDiagnostics(
      "--- a: 1\nb: 2\n",
      ["1:5: nothing may follow `---` on its line; start the document on the next line"])
  }

  @Test("a sequence item indented inconsistently")
  func inconsistentItem() {
    expectYAMLDiagnostics(
      """
      timeline:
        - 0ms: down 1 2
         - 10ms: up 1 2
        - 20ms: down 1 2
      """,
      [
        "3:4: bad indentation: this `- ` item is indented 3 spaces, but the item on line 2 is "
          + "indented 2"
      ])
  }

  @Test("a key between two levels of indentation")
  func keyBetweenLevels() {
    expectYAMLDiagnostics(
      """
      views:
        - id: web
         kind: web
      config:
          window: 1s
        slop: 3
      """,
      [
        "3:4: bad indentation: indented 3 spaces, expected 2 or 4 (as on line 2)",
        "6:3: bad indentation: indented 2 spaces, expected 0 (as on line 4) or 4 (as on line 5)",
      ])
  }

  @Test("a line indented deeper than allowed")
  func indentedTooDeep() {
    expectYAMLDiagnostics(
      """
      config:
        window: 750ms
          slop: 10
      views:
        - web
          - id: x
      """,
      [
        "3:5: line is indented deeper than allowed: `window` on line 2 already has a value",
        "6:5: line is indented deeper than allowed: the item on line 5 already has a value",
      ])
    expectYAMLDiagnostics(
      "[1, 2]\n  b: c\n",
      ["2:3: expected the end of the document: the value on line 1 is complete"])
  }

  @Test("a line indented less than the document's first line")
  func dedentBelowDocument() {
    expectYAMLDiagnostics(
      "  a: 1\n  b: 2\nc: 3\n",
      [
        "3:1: bad indentation: indented 0 spaces, less than the first line of the document "
          + "(2 spaces, line 1)"
      ])
  }

  @Test("mapping keys and sequence items mixed at one level")
  func mixedLevels() {
    expectYAMLDiagnostics(
      """
      views:
        - id: web
        kind: web
        - id: two
      name: x
      - stray
      - strays
      other: y
      """,
      [
        "3:3: expected `- ` to continue the sequence from line 2; the mapping key `kind` "
          + "cannot be mixed with `- ` items at the same indentation",
        "6:1: expected `key: value` to continue the mapping from line 1; a `- ` item cannot "
          + "be mixed with mapping keys at the same indentation",
      ])
  }

  @Test("text after a closing quote")
  func textAfterClosingQuote() {
    expectYAMLDiagnostics(
      "a: \"x\" y\n- 'z'oops\n",
      [
        "1:8: unexpected text after closing quote",
        "2:1: expected `key: value` to continue the mapping from line 1; a `- ` item cannot "
          + "be mixed with mapping keys at the same indentation",
      ])
    expectYAMLDiagnostics("- 'z'oops\n", ["1:6: unexpected text after closing quote"])
  }

  @Test("a plain scalar that goes on to the next line")
  func multiLinePlainScalar() {
    expectYAMLDiagnostics(
      """
      name: a long
        description
      - first
        second
      """,
      [
        "2:3: multi-line plain scalars are not supported; join this line to the value on line 1",
        "3:1: expected `key: value` to continue the mapping from line 1; a `- ` item cannot "
          + "be mixed with mapping keys at the same indentation",
      ])
    expectYAMLDiagnostics(
      "- first\n  second\n",
      ["2:3: multi-line plain scalars are not supported; join this line to the value on line 1"])
    expectYAMLDiagnostics(
      "a:\n  first\n  second\n",
      ["3:3: multi-line plain scalars are not supported; join this line to the value on line 2"])
  }

  @Test("bad escapes in double-quoted strings")
  func badEscapes() {
    expectYAMLDiagnostics(
      #"""
      a: "\q and \é"
      b: "\u12"
      c: "\ud83d alone"
      "k\x": 1
      """#,
      [
        #"1:5: unknown escape `\q` in a double-quoted string; the escapes are `\\` `\"` `\/` `\n` `\t` `\uXXXX`"#,
        #"1:12: unknown escape `\é` in a double-quoted string; the escapes are `\\` `\"` `\/` `\n` `\t` `\uXXXX`"#,
        #"2:5: `\u` must be followed by four hexadecimal digits"#,
        #"3:5: `\ud83d` is a lone surrogate, not a character"#,
        #"4:3: unknown escape `\x` in a double-quoted string; the escapes are `\\` `\"` `\/` `\n` `\t` `\uXXXX`"#,
      ])
  }

  @Test("a missing space after a key's colon")
  func missingSpaceAfterColon() {
    expectYAMLDiagnostics(
      """
      config:
        window:750ms
        slop: 10
      name:x
      """,
      [
        "2:9: missing space after `:`; write `key: value`",
        "4:5: missing space after `:`; write `key: value`",
      ])
  }

  @Test("other lines that are not what the block needs")
  func otherMistakes() {
    expectYAMLDiagnostics(
      """
      a: b: c
      d: - e
      f: 1
      bare words
      : no key
      g: @x
      h: `x`
      %x
      i: [1], 2
      https://example.com
      """,
      [
        "1:5: unexpected `:` in a plain value; quote the value if the `:` belongs to it",
        "2:4: a block sequence cannot start on the same line as its key; start the `- ` items "
          + "on the next line",
        "4:1: expected `key: value`",
        "5:1: missing key before `:`",
        "6:4: `@` is reserved and cannot start a plain value; quote the value",
        "7:4: ``` is reserved and cannot start a plain value; quote the value",
        "8:1: directives and values starting with `%` are not supported; quote the value",
        "9:7: unexpected text after `]`",
        "10:1: expected `key: value`",
      ])
    expectYAMLDiagnostics(
      "%YAML 1.2\n---\nname: x\n",
      ["1:1: directives (`%YAML`, `%TAG`) are not supported"])
  }
}

/// Orders `LINE:COLUMN: message` strings by position, as the parser reports.
private func positionOrder(_ first: String, _ second: String) -> Bool {
  func position(_ text: String) -> (Int, Int) {
    let parts = text.split(separator: ":", maxSplits: 2)
    return (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0)
  }
  return position(first) < position(second)
}
