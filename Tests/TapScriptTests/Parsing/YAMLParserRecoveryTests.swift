import TapScript
import Testing

@Suite("YAMLParser: recovery reports every error in a file")
struct YAMLParserRecoveryTests {
  @Test("two independent errors are both reported, each at its own line and column")
  func twoIndependentErrors() {
    let result = parseYAML(
      """
      name: demo
      config:
        window: "750ms
      views:
        - id: web
          frame: [0, 0, {w: 1}]
      """)
    #expect(
      yamlSummaries(result) == [
        #"3:11: unterminated double-quoted string; close it with `"` on the same line"#,
        "6:19: flow mappings (`{ }`) are not supported; a flow sequence holds only scalars",
      ])
  }

  @Test("errors at every level are reported and the rest of the file is still read")
  func severalErrors() {
    let text = """
      name: demo
      config:
        window: 750ms
        slop: [1, 2
        click-delay: 300ms
      views:
        - id: web
          kind: "web
          frame: [0, 0, 320, 480]
        - id: two
          frame: &f [0, 0, 1, 1]
           hidden: true
      timeline:
      \t- 0ms: down 1 2
        - 40ms: up 1 2
      expect:
        - never: tap
        - never: tap
      name: again
      """
    let result = parseYAML(text)
    #expect(
      yamlSummaries(result) == [
        "4:9: unterminated flow sequence: `[` has no matching `]` before line 5, which is not "
          + "indented enough to continue it",
        #"8:11: unterminated double-quoted string; close it with `"` on the same line"#,
        "11:12: anchors (`&`) are not supported",
        "14:1: tab in indentation; indent with spaces",
        "19:1: duplicate key `name`; first defined on line 1",
      ])
    let root = result.root
    #expect(root?.entries?.map(\.key) == ["name", "config", "views", "timeline", "expect"])
    let config = root?.entry(forKey: "config")?.value
    #expect(config?.entries?.map(\.key) == ["window", "slop", "click-delay"])
    #expect(config?.entry(forKey: "click-delay")?.value.text == "300ms")
    let views = root?.entry(forKey: "views")?.value.items
    #expect(views?.count == 2)
    #expect(views?.first?.entry(forKey: "frame")?.value.items?.count == 4)
    let timeline = root?.entry(forKey: "timeline")?.value.items
    #expect(timeline?.count == 1)
    #expect(timeline?.first?.entry(forKey: "40ms")?.value.text == "up 1 2")
    #expect(root?.entry(forKey: "expect")?.value.items?.count == 2)
  }

  @Test("a broken construct is reported once, not once per line it spans")
  func oneErrorPerConstruct() {
    expectYAMLDiagnostics(
      """
      description: |
        a block scalar
        spanning: several
          - lines
      views:
          - id: a
        - id: b
      name: x
      """,
      [
        "1:14: block scalars (`|`) are not supported; write the value on one line",
        "7:3: bad indentation: indented 2 spaces, expected 0 (as on line 5) or 4 (as on line 6)",
      ])
  }
}
