import TapOrLink
import TapOrLinkTesting
import Testing

/// The checks pass when they should, and fail with text a person can act on.
@Suite("TapCheck: passes and failure texts")
struct TapCheckTests {
  /// A content tap decided at 790 ms, a link at 1340 ms, and a move at
  /// 2020 ms.
  static func threeGestures() throws -> TapDriver {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))
    driver.tap(50, 20, at: ms(1_000))
    driver.down(160, 300, at: ms(2_000))
    driver.move(160, 330, at: ms(2_020))
    driver.up(160, 330, at: ms(2_040))
    driver.runUntilIdle()
    return driver
  }

  @Test("a tap check passes on any matching tap, with or without details")
  func tapPasses() throws {
    let decisions = try Self.threeGestures().decisions
    #expect(TapCheck.tap(in: decisions) == nil)
    #expect(TapCheck.tap(on: "web", in: decisions) == nil)
    #expect(
      TapCheck.tap(on: "web", point: Point(x: 160, y: 200), at: ms(790), in: decisions) == nil)
  }

  @Test("a tap at the wrong time fails, naming the nearest tap and explaining every decision")
  func tapAtWrongTime() throws {
    let decisions = try Self.threeGestures().decisions
    let failure = try #require(TapCheck.tap(on: "web", at: ms(750), in: decisions))
    #expect(
      failure == """
        expected a tap on `web` at 750ms, but the nearest is `790ms: tap web 160 200`
            expected            actual
            ✗ 750ms: tap web      790ms: tap web 160 200
                                  1340ms: link https://example.com/a
                                  2020ms: moved
            why:
              790ms: tap for gesture #1 on web: no counted request between touch-up at 40ms \
        and the window's end; furthest travel 0 pt of 10
              1340ms: link for gesture #2 on web: request https://example.com/a came 300ms \
        after touch-up (window open until 1790ms)
              2020ms: moved for gesture #3 on web: finger 1 travelled 30 pt from 160 300, \
        more than the slop of 10
        """)
  }

  @Test("a tap on the wrong view fails, listing the taps there were")
  func tapOnWrongView() throws {
    let decisions = try Self.threeGestures().decisions
    let failure = try #require(TapCheck.tap(on: "toolbar", in: decisions))
    #expect(
      failure.hasPrefix(
        "expected a tap on `toolbar`, but the tap was `790ms: tap web 160 200`\n"))
  }

  @Test("a tap check with no decisions says so")
  func tapWithNoDecisions() throws {
    let failure = try #require(TapCheck.tap(at: ms(790), in: []))
    #expect(
      failure == """
        expected a tap at 790ms, but no gesture was decided
            expected        actual
            ✗ 790ms: tap    (no decisions)
        """)
  }

  @Test("a tap check where every gesture was something else says there was no tap")
  func noTapAtAll() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.runUntilIdle()
    let failure = try #require(TapCheck.tap(in: driver.decisions))
    #expect(failure.hasPrefix("expected a tap, but there was no tap\n"))
    #expect(failure.contains("    ✗ any time: tap      340ms: link https://example.com/a"))
  }

  @Test("no-tap passes without taps and fails with each tap marked")
  func noTap() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.runUntilIdle()
    #expect(TapCheck.noTap(in: driver.decisions) == nil)
    let decisions = try Self.threeGestures().decisions
    let failure = try #require(TapCheck.noTap(in: decisions))
    #expect(
      failure.hasPrefix(
        """
        expected no tap, but there was one: `790ms: tap web 160 200`
            expected        actual
            ✗ never: tap    ✗ 790ms: tap web 160 200
                              1340ms: link https://example.com/a
        """))
  }

  @Test("a link check matches the URL and time, and fails naming the link there was")
  func link() throws {
    let decisions = try Self.threeGestures().decisions
    #expect(TapCheck.link(in: decisions) == nil)
    #expect(TapCheck.link(to: Fixtures.link, at: ms(1_340), in: decisions) == nil)
    let failure = try #require(TapCheck.link(to: "https://example.com/b", in: decisions))
    #expect(
      failure.hasPrefix(
        "expected a link to `https://example.com/b`, "
          + "but the link was `1340ms: link https://example.com/a`\n"))
  }

  @Test("exact outcomes pass in order and fail at the first difference")
  func outcomes() throws {
    let decisions = try Self.threeGestures().decisions
    let expected: [ExpectedOutcome] = [
      .tap(on: "web", at: ms(790)), .link(to: Fixtures.link, at: ms(1_340)), .moved(at: ms(2_020)),
    ]
    #expect(TapCheck.outcomes(expected, in: decisions) == nil)
    #expect(TapCheck.outcomes([.tap(), .link(), .moved()], in: decisions) == nil)
    let swapped: [ExpectedOutcome] = [.tap(at: ms(790)), .moved(at: ms(1_340)), .link()]
    let failure = try #require(TapCheck.outcomes(swapped, in: decisions))
    #expect(
      failure.hasPrefix(
        """
        outcome 2 differs: expected `1340ms: moved`, got `1340ms: link https://example.com/a`
            expected            actual
            ✓ 790ms: tap          790ms: tap web 160 200
            ✗ 1340ms: moved     ✗ 1340ms: link https://example.com/a
            ✗ any time: link    ✗ 2020ms: moved
        """))
  }

  @Test("exact outcomes fail on a missing or an extra outcome")
  func outcomesCount() throws {
    let decisions = try Self.threeGestures().decisions
    let missing = try #require(
      TapCheck.outcomes([.tap(), .link(), .moved(), .longPress(at: ms(3_000))], in: decisions))
    #expect(
      missing.hasPrefix(
        "expected 4 outcomes, but only 3 were decided; missing `3000ms: longpress`\n"))
    let extra = try #require(TapCheck.outcomes([.tap()], in: decisions))
    #expect(
      extra.hasPrefix(
        "expected 1 outcome, but 3 were decided; unexpected `1340ms: link https://example.com/a`\n")
    )
    #expect(TapCheck.outcomes([], in: []) == nil)
  }

  @Test("expected outcomes read as a scenario writes them")
  func expectedOutcomeText() {
    #expect(ExpectedOutcome.tap(on: "web", at: ms(790)).description == "790ms: tap web")
    #expect(
      ExpectedOutcome.tap(point: Point(x: 1.5, y: 2)).description == "any time: tap * 1.5 2")
    #expect(ExpectedOutcome.link(to: "u").description == "any time: link u")
    #expect(ExpectedOutcome.multiTouch(at: ms(5)).description == "5ms: multitouch")
    #expect(ExpectedOutcome.cancelled().description == "any time: cancelled")
  }

  @Test("every outcome kind is matched by its expectation and no other")
  func everyKind() throws {
    let driver = try Fixtures.driver()
    driver.down(160, 200, at: ms(0))
    driver.cancel(at: ms(10))
    driver.down(160, 200, at: ms(100))
    driver.down(170, 200, finger: 2, at: ms(110))
    driver.up(160, 200, at: ms(120))
    driver.up(170, 200, finger: 2, at: ms(130))
    driver.down(160, 200, at: ms(200))
    driver.runUntilIdle()
    let expected: [ExpectedOutcome] = [
      .cancelled(at: ms(10)), .multiTouch(at: ms(110)), .longPress(at: ms(700)),
    ]
    #expect(TapCheck.outcomes(expected, in: driver.decisions) == nil)
    for (index, expectation) in expected.enumerated() {
      for (other, decision) in driver.decisions.enumerated() {
        #expect(expectation.matches(decision) == (index == other))
      }
    }
  }
}
