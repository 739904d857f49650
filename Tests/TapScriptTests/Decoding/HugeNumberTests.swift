@_spi(Lab) import TapOrLink
@_spi(Lab) import TapScript
import Testing

/// A number too large for a `Double` would read as infinite: it is refused,
/// saying so (issue 19 item 6).
@Suite struct HugeNumberTests {
  @Test("a coordinate of 400 digits is an error that says it is too large")
  func tooLarge() throws {
    let huge = "1" + String(repeating: "0", count: 400)
    let text =
      "name: h\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
      + "timeline:\n  - 0ms: down 5 \(huge)\nexpect:\n  - never: tap\n"
    guard case .failure(let errors) = ScenarioLoader.decode(SourceFile(path: "h.yaml", text: text))
    else {
      Issue.record("an infinite coordinate was read")
      return
    }
    let message = try #require(errors.diagnostics.first?.message)
    #expect(message.contains("it is too large: numbers go up to about 1.8e308"))
    #expect(
      NumberText.parse(huge) == nil
        && NumberText.parse("1" + String(repeating: "0", count: 300)) == 1e300)
  }
}
