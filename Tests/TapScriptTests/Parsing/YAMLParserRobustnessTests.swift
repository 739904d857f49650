import TapOrLink
import TapScript
import Testing

// Parsing speed is measured by the lab's `taporlink-bench parse` (Tools/lab),
// not here: timed unit tests are flaky on a loaded machine.
@Suite("YAMLParser: robustness")
struct YAMLParserRobustnessTests {
  static let example = """
    ---
    name: a link tapped under the overlay is a link, not a tap
    config:
      window: 750ms
      activation: [link, 'form', "other"]
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
        links:
          - href: https://example.com/a#top
            frame: [10, 10.5, -100, 20]  # a link
        children:
        - id: child
    timeline:
      - 0ms: down 50 20
      - +40ms: up 50 20
    expect:
      - never: tap
    """

  @Test("damaged files never crash or hang, and every error points inside the file")
  func mutations() {
    var random = SplitMix64(seed: 0x5eed)
    let pieces: [String] = [
      " ", "\t", "\n", "-", "- ", ":", ": ", "#", " #", "'", "\"", "\\", "[", "]", "{", ",",
      "&", "*", "!", "|", "?", "---", "é", "x", "\r\n",
    ]
    let original = Array(Self.example)
    #expect(parseYAML(Self.example).diagnostics.isEmpty)
    for _ in 0..<600 {
      var characters = original
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let at = Int(random.next() % UInt64(characters.count))
        switch random.next() % 3 {
        case 0:
          characters.remove(at: at)
        case 1:
          let piece = pieces[Int(random.next() % UInt64(pieces.count))]
          characters.insert(contentsOf: piece, at: at)
        default:
          characters[at] = " "
        }
      }
      let file = SourceFile(path: "m.yaml", text: String(characters))
      let result = YAMLParser.parse(file)
      checkInvariants(result, file)
    }
  }

  private func checkInvariants(_ result: YAMLParseResult, _ file: SourceFile) {
    let positions = result.diagnostics.map(\.position)
    #expect(positions == positions.sorted(), "diagnostics out of order in:\n\(file.text)")
    for diagnostic in result.diagnostics {
      let line = file.line(diagnostic.position.line)
      #expect(line != nil, "\(diagnostic.summary) is past the end of:\n\(file.text)")
      #expect(diagnostic.sourceLine == line.map { VisibleText.escaped($0) })
      let columns = 1...((line?.count ?? 0) + 1)
      #expect(
        columns.contains(diagnostic.position.column),
        "\(diagnostic.summary) is outside its line in:\n\(file.text)")
    }
    if result.diagnostics.isEmpty {
      #expect(result.root != nil, "no root and no error for:\n\(file.text)")
    }
  }
}

/// A small deterministic random number generator, so that a failing mutation
/// can be reproduced.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
