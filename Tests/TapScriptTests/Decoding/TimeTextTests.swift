@_spi(Lab) import TapOrLink
@_spi(Lab) import TapScript
import Testing

@Suite struct TimeTextTests {
  @Test(arguments: [
    ("750ms", Int64(750_000_000)), ("12.5ms", 12_500_000), ("0.75s", 750_000_000),
    ("2s", 2_000_000_000), ("750", 750_000_000), ("0.1s", 100_000_000), ("0ms", 0),
    ("0.000001ms", 1),
  ])
  func parsesExactly(_ text: String, _ nanoseconds: Int64) throws {
    #expect(try TimeText.duration(text).get() == .nanoseconds(nanoseconds))
  }

  @Test(arguments: [
    "", "ms", "-5ms", "1e3ms", "5 ms", "12.5", ".5s", "5.ms", "0.0000001ms", "5min",
  ])
  func rejects(_ text: String) {
    #expect(throws: TextError.self) { try TimeText.duration(text).get() }
  }

  @Test(arguments: [
    ("-3", "`-3` has a sign; times cannot be negative"),
    ("-3ms", "`-3ms` has a sign; times cannot be negative"),
    ("-0.5s", "`-0.5s` has a sign; times cannot be negative"),
    ("+5ms", "`+5ms` has a sign; times cannot be negative and take no `+`; write `5ms`"),
    (
      "+0.5",
      "`+0.5` has a sign; times cannot be negative and take no `+`; if `0.5` is seconds, "
        + "write `0.5s` or `500ms`; if milliseconds, `0.5ms`"
    ),
    ("+-3", "`+-3` has a sign; times cannot be negative"),
    ("+", "`+` has a sign; times cannot be negative"),
  ])
  func signedTimesSayTheyCannotBeNegative(_ text: String, _ message: String) {
    #expect(throws: TextError(message)) { try TimeText.duration(text).get() }
  }

  @Test func unsignedBareFractionSuggestsBothUnits() {
    #expect(
      throws: TextError(
        "a bare time must be a whole number of milliseconds; if `0.5` is seconds, write "
          + "`0.5s` or `500ms`; if milliseconds, `0.5ms`")
    ) { try TimeText.duration("0.5").get() }
  }

  @Test func printsMillisecondsInShortestForm() {
    #expect(Instant.milliseconds(Int64(340)).description == "340ms")
    #expect(Instant(nanoseconds: 12_500_000).description == "12.5ms")
    #expect(Instant(nanoseconds: 1).description == "0.000001ms")
    #expect(Duration.milliseconds(-3).millisecondsText == "-3ms")
  }

  @Test func numbersAreDecimalOnly() {
    #expect(NumberText.parse("-3") == -3)
    #expect(NumberText.parse("10.5") == 10.5)
    #expect(NumberText.parse("1e5") == nil)
    #expect(NumberText.parse("nan") == nil)
    #expect(NumberText.parse("0x10") == nil)
    #expect(NumberText.shortest(200.0) == "200")
    #expect(NumberText.shortest(-0.5) == "-0.5")
  }
}

@Suite("Times finer than a nanosecond are refused as such")
struct TimePrecisionTests {
  @Test(arguments: [
    (
      "1.2345678ms",
      "`1.2345678ms` is finer than a nanosecond; times are kept to the nanosecond, so write at most 6 decimals with `ms`"
    ),
    (
      "0.0000000001s",
      "`0.0000000001s` is finer than a nanosecond; times are kept to the nanosecond, so write at most 9 decimals with `s`"
    ),
  ])
  func finerThanNanoseconds(_ text: String, _ message: String) {
    #expect(throws: TextError(message)) { try TimeText.duration(text).get() }
  }

  @Test func trailingZerosAreNotFiner() throws {
    #expect(try TimeText.duration("1.234567000ms").get() == .nanoseconds(1_234_567))
  }

  @Test func locatedInAScenario() {
    let text = """
      name: t
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
      timeline:
        - 1.2345678ms: down 5 5
      expect:
        - never: tap
      """
    guard case .failure(let errors) = ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text))
    else {
      Issue.record("decoded")
      return
    }
    #expect(
      errors.diagnostics.map(\.summary).contains {
        $0.hasPrefix("t.yaml:7:5: error:") && $0.contains("kept to the nanosecond")
      })
  }
}
