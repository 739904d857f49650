import TapOrLink
import TapOrLinkTesting
import TapScript
import TapScriptTesting
import Testing

/// Scenario text and files checked from tests, and traces checked against
/// `expect:` lines.
@Suite("TapCheck: scenarios and expectation lines")
struct ScenarioCheckTests {
  static func scenario(expecting expect: String) -> String {
    """
    name: a tap off the link
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
        links:
          - href: https://example.com/a
            frame: [10, 10, 100, 20]
    timeline:
      - 0ms: down 160 200
      - 40ms: up 160 200
    expect:
    \(expect)
    """
  }

  @Test("a scenario that meets its expectations passes")
  func scenarioPasses() {
    #expect(TapCheck.scenario(Self.scenario(expecting: "  - 790ms: tap web 160 200")) == nil)
  }

  @Test("a failing scenario reports its line, and expected beside actual")
  func scenarioFails() throws {
    let failure = try #require(
      TapCheck.scenario(Self.scenario(expecting: "  - 750ms: tap web\n  - never: link")))
    #expect(
      failure == """
        scenario `a tap off the link` failed
        inline-scenario.yaml:13: expected `750ms: tap web`, not found in the trace \
        (the nearest such event is `790ms: tap web 160 200`)
            expected            actual (trace around 750ms)
            ✗ 750ms: tap web      0ms: deliver down web
              never: link         40ms: deliver up web
                                  790ms: tap web 160 200
        """)
  }

  @Test("a scenario with errors reports every one, with its position")
  func scenarioInvalid() throws {
    let text = Self.scenario(expecting: "  - 790ms: tap web").replacingOccurrences(
      of: "name: a tap off the link", with: "name: typo\nwindw: 750ms")
    let failure = try #require(TapCheck.scenario(text, path: "typo.yaml"))
    #expect(
      failure.hasPrefix(
        """
        scenario typo.yaml cannot run
        typo.yaml:2:1: error: unknown top-level key `windw`
        """))
  }

  @Test("a failure ends with the file's warnings, which may say why; a pass stays quiet")
  func warningsFollowAFailure() throws {
    let bare = "name: a tap off the link\nconfig:\n  long-press: 50\n  window: 7"
    let passing = Self.scenario(expecting: "  - 47ms: tap web 160 200")
      .replacingOccurrences(of: "name: a tap off the link", with: bare)
    #expect(TapCheck.scenario(passing) == nil)
    let failing = Self.scenario(expecting: "  - 790ms: tap web 160 200")
      .replacingOccurrences(of: "name: a tap off the link", with: bare)
    let failure = try #require(TapCheck.scenario(failing))
    #expect(failure.hasPrefix("scenario `a tap off the link` failed\n"))
    #expect(
      failure.hasSuffix(
        """
        inline-scenario.yaml:4:11: warning: `window: 7` is read as 7 milliseconds \
        (a time without a unit is milliseconds); write `7ms` to keep that, or `7s` for seconds
          window: 7
                  ^
        """))
  }

  @Test("a scenario file that does not exist is reported, not crashed on")
  func missingFile() throws {
    let failure = try #require(TapCheck.scenario(atPath: "/nonexistent/x.yaml"))
    #expect(failure.contains("/nonexistent/x.yaml:1:1: error: cannot read the scenario"))
  }

  @Test("a recorded trace meets expectation lines, with the scenario format's rules")
  func tracePasses() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.runUntilIdle()
    let expectations = """
      - 0ms: deliver down web
      - 340ms: link https://example.com/a
      - never: tap
      """
    #expect(TapCheck.trace(driver.trace, matches: expectations) == nil)
  }

  @Test("an outcome left out of the expectation lines fails: outcomes are strict")
  func traceStrictOutcomes() throws {
    let driver = try Fixtures.driver()
    driver.tap(50, 20, at: ms(0))
    driver.runUntilIdle()
    let failure = try #require(
      TapCheck.trace(driver.trace, matches: "- 340ms: allow https://example.com/a"))
    #expect(
      failure.hasPrefix(
        """
        the trace does not meet the expectations
        inline-scenario.yaml:1: unexpected outcome `340ms: link https://example.com/a`: \
        every outcome must be expected (add `- 340ms: link https://example.com/a`)
        """))
  }

  @Test("expectation lines with errors are reported with their position")
  func traceExpectationsInvalid() throws {
    let failure = try #require(TapCheck.trace([], matches: "- 340ms: lnk x"))
    #expect(
      failure.hasPrefix(
        """
        the expectations cannot be read
        inline-scenario.yaml:1:10: error: unknown event `lnk`; did you mean `link`?
        """))
    #expect(TapCheck.trace([], matches: "") == nil)
  }
}
