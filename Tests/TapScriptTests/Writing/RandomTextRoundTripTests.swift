import TapOrLink
import TapScript
import Testing

/// Random text, drawn from every part of Unicode, written as a name and as
/// the URL of a step, reads back scalar for scalar.
@Suite struct RandomTextRoundTripTests {
  /// A random Unicode scalar: mostly ASCII and the characters around it
  /// (controls, quotes, `#`, `:`), some from the whole BMP and beyond.
  static func scalar(_ generator: inout SeededGenerator) -> Unicode.Scalar {
    while true {
      let value: UInt32
      switch generator.next() % 4 {
      case 0: value = UInt32(generator.next() % 0x80)
      case 1:
        value =
          [0x20, 0x23, 0x3A, 0x27, 0x22, 0x5C, 0x2D, 0x0A, 0x0D, 0x09][
            Int(generator.next() % 10)]
      case 2: value = UInt32(generator.next() % 0x1_0000)
      default: value = UInt32(generator.next() % 0x11_0000)
      }
      if let scalar = Unicode.Scalar(value) { return scalar }
    }
  }

  static func text(_ generator: inout SeededGenerator) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<(1 + Int(generator.next() % 24)) { scalars.append(scalar(&generator)) }
    return String(scalars)
  }

  @Test("random text reads back as the name, and as a URL when it has no space or tab")
  func randomText() throws {
    var generator = SeededGenerator(seed: 16)
    var words = 0
    for _ in 0..<400 {
      let text = Self.text(&generator)
      let isWord = !text.unicodeScalars.contains { $0 == " " || $0 == "\t" }
      let steps =
        isWord ? [Step(time: .zero, command: .request(NavigationRequest(url: text)))] : []
      let scenario = ScenarioWriterRoundTripTests.scenario(steps: steps, name: text)
      let read = try ScenarioWriterRoundTripTests.roundTrip(scenario)
      #expect(ScenarioWriterRoundTripTests.same(read.name, text), "\(text.debugDescription)")
      if isWord {
        words += 1
        guard case .input(.request(let request)) = read.steps.first?.command else {
          Issue.record("no request read back for \(text.debugDescription)")
          continue
        }
        #expect(ScenarioWriterRoundTripTests.same(request.url, text), "\(text.debugDescription)")
      }
    }
    #expect(words > 100)
  }
}
