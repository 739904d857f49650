import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScriptTesting
import Testing

/// Each passing expectation takes the decisions it expected;
/// `expectNoOtherDecisions` and an exhaustive driver's `finish()` fail on
/// the rest, as a `TestStore` fails on actions a test did not receive.
@Suite("Decisions the test did not expect")
struct UnexpectedDecisionTests {
  /// A tap at 790 ms and a link at 1340 ms.
  static func tapAndLink(exhaustive: Bool = false) throws -> TapDriver {
    let driver = try TapDriver(setup: Fixtures.setup, exhaustive: exhaustive)
    driver.tap(160, 200, at: ms(0))
    driver.tap(50, 20, at: ms(1_000))
    driver.runUntilIdle()
    return driver
  }

  @Test("a passing expectation takes the first matching decision not yet taken")
  func expectationsTakeDecisions() throws {
    let driver = try Self.tapAndLink()
    #expect(driver.unexpectedDecisions.map(\.outcome.name) == ["tap", "link"])
    expectTap(driver, on: "web")
    #expect(driver.unexpectedDecisions.map(\.outcome.name) == ["link"])
    expectLink(driver, to: Fixtures.link)
    #expect(driver.unexpectedDecisions.isEmpty)
    #expect(expectNoOtherDecisions(driver))
  }

  @Test("two expectations of a tap take two taps; a third passes and takes nothing")
  func twoTaps() throws {
    let driver = try TapDriver(setup: Fixtures.setup)
    driver.tap(160, 200, at: ms(0))
    driver.tap(160, 200, at: ms(1_000))
    driver.runUntilIdle()
    expectTap(driver)
    #expect(driver.unexpectedDecisions.map(\.time) == [ms(1_790)])
    expectTap(driver)
    #expect(driver.unexpectedDecisions.isEmpty)
    #expect(expectTap(driver))
  }

  @Test("every outcome listed, or every trace line expected, takes every decision")
  func listsTakeAll() throws {
    let listed = try Self.tapAndLink()
    expectOutcomes(listed, [.tap(at: ms(790)), .link(at: ms(1_340))])
    #expect(listed.unexpectedDecisions.isEmpty)
    let traced = try Self.tapAndLink()
    expectTrace(traced, matches: "- 790ms: tap web\n- 1340ms: link")
    #expect(traced.unexpectedDecisions.isEmpty)
  }

  @Test("a check that something was not decided, or of a late link, takes nothing")
  func negativesTakeNothing() throws {
    let driver = try Self.tapAndLink()
    expectNotDecided(driver, .longPress())
    expectNoTap(try TapDriver(setup: Fixtures.setup))
    #expect(driver.unexpectedDecisions.count == 2)
    let late = try Fixtures.lateLinkDriver()
    late.runUntilIdle()
    expectLateLink(late)
    #expect(late.unexpectedDecisions.map(\.outcome.name) == ["tap"])
  }

  @Test("the check names what no expectation took, beside what they did")
  func failureText() throws {
    let driver = try Self.tapAndLink()
    expectTap(driver)
    #expect(
      TapCheck.noOtherDecisions(in: driver.decisions, taken: [0])
        == """
        expected no other decisions, but 1 was not expected: `1340ms: link https://example.com/a`
            expected                    actual
            ✓ 790ms: tap web 160 200      790ms: tap web 160 200
                                        ✗ 1340ms: link https://example.com/a
            why:
              \(driver.decisions[0].explanation)
              \(driver.decisions[1].explanation)
        """)
    #expect(TapCheck.noOtherDecisions(in: driver.decisions, taken: [0, 1]) == nil)
    #expect(
      TapCheck.noOtherDecisions(in: driver.decisions, taken: [])?.contains(
        "but 2 were not expected") == true)
  }

  @Test("finish() runs what is pending and returns the leftovers; not exhaustive, it fails nothing")
  func finishReturnsLeftovers() throws {
    let driver = try TapDriver(setup: Fixtures.setup)
    #expect(!driver.exhaustive)
    driver.tap(160, 200, at: ms(0))
    #expect(driver.decisions.isEmpty)
    let leftovers = driver.finish()
    #expect(leftovers.map(\.time) == [ms(790)])
    #expect(driver.unexpectedDecisions.isEmpty)
  }

  @Test("an exhaustive driver whose decisions were all expected finishes clean")
  func exhaustiveAndClean() throws {
    let driver = try Self.tapAndLink(exhaustive: true)
    expectOutcomes(driver, [.tap(at: ms(790)), .link(at: ms(1_340))])
    #expect(driver.finish().isEmpty)
    // A driver that goes with every decision expected reports nothing.
    let other = try TapDriver(setup: Fixtures.setup, exhaustive: true)
    other.tap(160, 200, at: ms(0))
    other.runUntilIdle()
    expectTap(other, at: ms(790))
  }

  @Test(
    "expectNoOtherDecisions fails at the caller's line, and takes what it reported",
    .enabled(
      if: TestingFlavourTests.demonstrations,
      "an expected-failure demonstration: TAPORLINK_DEMONSTRATIONS=1"))
  func noOtherDecisionsFails() throws {
    let driver = try Self.tapAndLink()
    expectTap(driver)
    var passed = true
    let line = #line + 2
    withKnownIssue {
      passed = expectNoOtherDecisions(driver)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("1 was not expected: `1340ms: link") }
    }
    #expect(!passed)
    #expect(expectNoOtherDecisions(driver))
  }

  @Test(
    "an exhaustive driver fails at finish(), or where it was made when it goes unfinished",
    .enabled(
      if: TestingFlavourTests.demonstrations,
      "an expected-failure demonstration: TAPORLINK_DEMONSTRATIONS=1"))
  func exhaustiveFails() throws {
    let finishing = try Self.tapAndLink(exhaustive: true)
    expectTap(finishing)
    let finishLine = #line + 2
    withKnownIssue {
      finishing.finish()
    } matching: { issue in
      issue.sourceLocation?.line == finishLine
        && issue.comments.contains { $0.rawValue.contains("not expected: `1340ms: link") }
    }
    let madeLine = #line + 2
    try withKnownIssue {
      let going = try TapDriver(setup: Fixtures.setup, exhaustive: true)
      going.tap(160, 200, at: ms(0))
      going.runUntilIdle()
    } matching: { issue in
      issue.sourceLocation?.line == madeLine
        && issue.comments.contains { $0.rawValue.contains("not expected: `790ms: tap") }
    }
  }
}
