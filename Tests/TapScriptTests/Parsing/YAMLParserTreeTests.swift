import TapScript
import Testing

@Suite("YAMLParser: trees and positions")
struct YAMLParserTreeTests {
  @Test("the contract's example parses to the exact tree")
  func contractExample() {
    let text = ContractExample.text + "\n"
    let root = parseCleanYAML(text)
    #expect(
      yamlOutline(root) == """
        1:1 mapping
          name @1:1 = 1:7 plain "a link tapped under the overlay is a link, not a tap"
          config @2:1 = 3:3 mapping
            window @3:3 = 3:11 plain "750ms"
          views @4:1 = 5:3 block sequence
            - 5:5 mapping
              id @5:5 = 5:9 plain "web"
              kind @6:5 = 6:11 plain "web"
              frame @7:5 = 7:12 flow sequence
                - 7:13 plain "0"
                - 7:16 plain "0"
                - 7:19 plain "320"
                - 7:24 plain "480"
              links @8:5 = 9:7 block sequence
                - 9:9 mapping
                  href @9:9 = 9:15 plain "https://example.com/a"
                  frame @10:9 = 10:16 flow sequence
                    - 10:17 plain "10"
                    - 10:21 plain "10"
                    - 10:25 plain "100"
                    - 10:30 plain "20"
          timeline @11:1 = 12:3 block sequence
            - 12:5 mapping
              0ms @12:5 = 12:10 plain "down 50 20"
            - 13:5 mapping
              40ms @13:5 = 13:11 plain "up 50 20"
          expect @14:1 = 15:3 block sequence
            - 15:5 mapping
              0ms @15:5 = 15:10 plain "deliver down web"
            - 16:5 mapping
              340ms @16:5 = 16:12 plain "link https://example.com/a"
            - 17:5 mapping
              340ms @17:5 = 17:12 plain "allow https://example.com/a"
            - 18:5 mapping
              never @18:5 = 18:12 plain "tap"
        """)
  }
}

extension YAMLParserTreeTests {
  @Test("views nest three levels deep through children:")
  func nestedChildren() {
    let text = """
      views:
        - id: root
          frame: [0, 0, 320, 480]
          children:
            - id: middle
              children:
                - id: leaf
                  hidden: true
                  children:
                  - id: deepest
            - id: sibling
      name: after
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          views @1:1 = 2:3 block sequence
            - 2:5 mapping
              id @2:5 = 2:9 plain "root"
              frame @3:5 = 3:12 flow sequence
                - 3:13 plain "0"
                - 3:16 plain "0"
                - 3:19 plain "320"
                - 3:24 plain "480"
              children @4:5 = 5:7 block sequence
                - 5:9 mapping
                  id @5:9 = 5:13 plain "middle"
                  children @6:9 = 7:11 block sequence
                    - 7:13 mapping
                      id @7:13 = 7:17 plain "leaf"
                      hidden @8:13 = 8:21 plain "true"
                      children @9:13 = 10:13 block sequence
                        - 10:15 mapping
                          id @10:15 = 10:19 plain "deepest"
                - 11:9 mapping
                  id @11:9 = 11:13 plain "sibling"
          name @12:1 = 12:7 plain "after"
        """)
  }

  @Test("quoted scalars resolve escapes and keep # and : as text")
  func quotedScalars() {
    let text = #"""
      a: "tab\there\nnext \"q\" back\\slash \/ \u00e9 \ud83d\ude00"
      b: 'it''s # not a comment: really'   # but this is
      c: "#hash" # comment
      d: ''
      e: "x: y"
      "quoted key": 1
      'single key' : 2
      """#
    #expect(
      yamlOutline(parseCleanYAML(text)) == #"""
        1:1 mapping
          a @1:1 = 1:4 double "tab\there\nnext \"q\" back\\slash / é 😀"
          b @2:1 = 2:4 single "it\'s # not a comment: really"
          c @3:1 = 3:4 double "#hash"
          d @4:1 = 4:4 single ""
          e @5:1 = 5:4 double "x: y"
          quoted key @6:1 = 6:15 plain "1"
          single key @7:1 = 7:16 plain "2"
        """#)
  }

  @Test("comments: whole-line, trailing, and # inside a plain scalar")
  func comments() {
    let text = """
      # a scenario
      name: demo  # trailing
        # an indented comment line

      url: https://x.com/#frag
      tag: a#b
      cut: a #b
      empty: # nothing here
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        2:1 mapping
          name @2:1 = 2:7 plain "demo"
          url @5:1 = 5:6 plain "https://x.com/#frag"
          tag @6:1 = 6:6 plain "a#b"
          cut @7:1 = 7:6 plain "a"
          empty @8:1 = 8:7 null
        """)
  }

  @Test("flow sequences: negative and decimal numbers, empty, trailing comma, several lines")
  func flowSequences() {
    let text = """
      frame: [-3, 10.5, +4, -0.25]
      empty: []
      spaced: [ ]
      trailing: [1, 2,]
      mixed: ['a, b', "c]", d e, https://x.com/#f]
      lines: [1,
        2, # a comment inside
          3
      ]
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          frame @1:1 = 1:8 flow sequence
            - 1:9 plain "-3"
            - 1:13 plain "10.5"
            - 1:19 plain "+4"
            - 1:23 plain "-0.25"
          empty @2:1 = 2:8 flow sequence
          spaced @3:1 = 3:9 flow sequence
          trailing @4:1 = 4:11 flow sequence
            - 4:12 plain "1"
            - 4:15 plain "2"
          mixed @5:1 = 5:8 flow sequence
            - 5:9 single "a, b"
            - 5:17 double "c]"
            - 5:23 plain "d e"
            - 5:28 plain "https://x.com/#f"
          lines @6:1 = 6:8 flow sequence
            - 6:9 plain "1"
            - 7:3 plain "2"
            - 8:5 plain "3"
        """)
  }

  @Test("a key or item with nothing after it is null, positioned where the value is missing")
  func nullValues() {
    let text = """
      config:
      name:   # no value
      list:
        -
        - # nothing
        - x
      last:
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          config @1:1 = 1:8 null
          name @2:1 = 2:6 null
          list @3:1 = 4:3 block sequence
            - 4:4 null
            - 5:4 null
            - 6:5 plain "x"
          last @7:1 = 7:6 null
        """)
  }

  @Test("a sequence at its key's indentation is the key's value")
  func indentlessSequence() {
    let text = """
      timeline:
      - 0ms: down 50 20
      - +40ms: up 50 20
      expect:
      - never: tap
      name: x
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          timeline @1:1 = 2:1 block sequence
            - 2:3 mapping
              0ms @2:3 = 2:8 plain "down 50 20"
            - 3:3 mapping
              +40ms @3:3 = 3:10 plain "up 50 20"
          expect @4:1 = 5:1 block sequence
            - 5:3 mapping
              never @5:3 = 5:10 plain "tap"
          name @6:1 = 6:7 plain "x"
        """)
  }

  @Test("plain values may hold colons not followed by a space")
  func colonsInPlainValues() {
    let text = """
      - 0ms: request https://example.com/a?b=c:d type link
      - 12.5ms: select http://localhost:8080/x
      - never: link nativeaction://close
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 block sequence
          - 1:3 mapping
            0ms @1:3 = 1:8 plain "request https://example.com/a?b=c:d type link"
          - 2:3 mapping
            12.5ms @2:3 = 2:11 plain "select http://localhost:8080/x"
          - 3:3 mapping
            never @3:3 = 3:10 plain "link nativeaction://close"
        """)
  }

  @Test("--- may start the document, after comments")
  func documentStart() {
    let text = """
      # header comment
      --- # start
      name: x
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        3:1 mapping
          name @3:1 = 3:7 plain "x"
        """)
  }

  @Test("values may start on the line after their key")
  func valuesOnTheirOwnLine() {
    let text = """
      name:
        a scenario
      frame:
        [1, 2,
         3]
      quoted:
        "q"
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          name @1:1 = 2:3 plain "a scenario"
          frame @3:1 = 4:3 flow sequence
            - 4:4 plain "1"
            - 4:7 plain "2"
            - 5:4 plain "3"
          quoted @6:1 = 7:3 double "q"
        """)
  }

  @Test("a sequence item may itself be a sequence")
  func nestedBlockSequences() {
    let text = """
      - - a
        - b
      -
        - c
      """
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 block sequence
          - 1:3 block sequence
            - 1:5 plain "a"
            - 2:5 plain "b"
          - 4:3 block sequence
            - 4:5 plain "c"
        """)
  }

  @Test("whitespace: spaces before a key's colon, a tab after it, trailing spaces")
  func whitespace() {
    let text = "key  : v\nother:\tw  \n"
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          key @1:1 = 1:8 plain "v"
          other @2:1 = 2:8 plain "w"
        """)
  }

  @Test("CRLF and lone CR line ends give the same lines and positions")
  func lineEnds() {
    let tree = """
      1:1 mapping
        a @1:1 = 2:3 mapping
          b @2:3 = 2:6 plain "1"
        c @3:1 = 3:4 flow sequence
          - 3:5 plain "2"
      """
    #expect(yamlOutline(parseCleanYAML("a:\r\n  b: 1\r\nc: [2]\r\n")) == tree)
    #expect(yamlOutline(parseCleanYAML("a:\r  b: 1\rc: [2]")) == tree)
  }

  @Test("columns count Characters, not bytes")
  func unicodeColumns() {
    let text = "é: \"ü\" \n👍🏽: [é, e\u{301}x]\n"
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          é @1:1 = 1:4 double "ü"
          👍🏽 @2:1 = 2:4 flow sequence
            - 2:5 plain "é"
            - 2:8 plain "éx"
        """)
    let error = parseYAML("名前: \"x\" y")
    #expect(yamlSummaries(error) == ["1:9: unexpected text after closing quote"])
  }

  @Test("a leading byte order mark is not part of line 1")
  func byteOrderMark() {
    let text = "\u{FEFF}name: x"
    #expect(
      yamlOutline(parseCleanYAML(text)) == """
        1:1 mapping
          name @1:1 = 1:7 plain "x"
        """)
  }

  @Test("the root may be a flow sequence or a scalar")
  func otherRoots() {
    #expect(
      yamlOutline(parseCleanYAML("[a, b]  # root")) == """
        1:1 flow sequence
          - 1:2 plain "a"
          - 1:5 plain "b"
        """)
    #expect(yamlOutline(parseCleanYAML("  just text")) == #"1:3 plain "just text""#)
  }
}
