import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScriptTesting
import Testing

/// The Swift Testing flavour records an issue at the caller's line, with the
/// check's text, exactly when the check fails.
///
/// The failing cases are expected-failure demonstrations: each records an
/// issue inside `withKnownIssue`, which Swift Testing prints as a "known
/// issue" line on a passing run. They run only with
/// `TAPORLINK_DEMONSTRATIONS=1` (`.ci/run` runs them in a step of their
/// own), so that a plain `swift test` that passes reads as passing.
@Suite("Swift Testing expectations")
struct TestingFlavourTests {
  /// Whether the expected-failure demonstrations run.
  static let demonstrations =
    ProcessInfo.processInfo.environment["TAPORLINK_DEMONSTRATIONS"] == "1"

  static func tapAndLink() throws -> TapDriver {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))
    driver.tap(50, 20, at: ms(1_000))
    driver.runUntilIdle()
    return driver
  }

  @Test("passing expectations record nothing and return true")
  func passing() throws {
    let driver = try Self.tapAndLink()
    #expect(expectTap(driver, on: "web", at: ms(790)))
    #expect(expectLink(driver, to: Fixtures.link, at: ms(1_340)))
    #expect(expectOutcomes(driver, [.tap(at: ms(790)), .link(at: ms(1_340))]))
    #expect(expectDecided(driver, .link(at: ms(1_340))))
    #expect(expectNotDecided(driver, .longPress()))
    #expect(expectTrace(driver, matches: "- 790ms: tap web\n- 1340ms: link"))
    #expect(expectScenario(ScenarioCheckTests.scenario(expecting: "  - 790ms: tap web")))
    let noTaps = try Fixtures.driver()
    #expect(expectNoTap(noTaps))
    noTaps.tap(160, 200, at: ms(0))
    noTaps.runUntilIdle()
    #expect(expectNoLink(noTaps))
  }

  @Test("a tap on a control, as the page script answers it: expectControl, and no tap")
  func control() throws {
    let driver = try TapDriver(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      configuration: OverlayConfiguration(strategy: .pageAnswers))
    driver.tapControl(.field, 40, 100, at: ms(0))
    driver.runUntilIdle()
    #expect(expectControl(driver, on: "web", kind: .field, at: ms(49)))
    #expect(expectNoTap(driver))
    #expect(TapCheck.control(kind: .button, in: driver.decisions) != nil)
    #expect(expectDecided(driver, .control(kind: .field)))
  }

  @Test("a late link: expectLateLink finds it, and says what came when it is not there")
  func lateLink() throws {
    let driver = try Fixtures.lateLinkDriver()
    driver.runUntilIdle()
    #expect(expectTap(driver, at: ms(50)))
    #expect(expectLateLink(driver, to: "https://example.com/a", at: ms(300)))
    #expect(expectLateLink(driver))
    #expect(driver.lateLinks.map(\.lateness) == [.milliseconds(250)])
    let missing = TapCheck.lateLink(
      to: "https://example.com/b", in: driver.lateLinks, decisions: driver.decisions)
    #expect(
      missing?.hasPrefix(
        "expected a late link to https://example.com/b, but the late links were "
          + "`300ms: https://example.com/a`") == true)
    #expect(
      TapCheck.lateLink(at: ms(301), in: driver.lateLinks, decisions: driver.decisions) != nil)
    #expect(TapCheck.lateLink(in: [], decisions: [])?.contains("there was none") == true)
  }

  @Test("a page's controls in the driver: a plain tap on one is clicked as the page would")
  func pageControls() throws {
    let driver = try TapDriver(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      controls: [
        WebControl(frame: Rect(x: 0, y: 0, width: 100, height: 40), kind: .button),
        WebControl(
          frame: Rect(x: 0, y: 100, width: 100, height: 40), kind: .button,
          navigates: "https://example.com/next"),
      ],
      configuration: OverlayConfiguration(strategy: .pageAnswers), clickDelay: .milliseconds(5),
      pageAnswerDelay: .milliseconds(2))
    driver.tap(20, 20, at: ms(0))
    driver.tap(20, 120, at: ms(1_000))
    driver.tap(200, 300, at: ms(2_000))
    driver.runUntilIdle()
    #expect(
      expectOutcomes(
        driver,
        [
          .control(on: "web", kind: .button, at: ms(50)),
          .link(to: "https://example.com/next", at: ms(1_045)), .tap(at: ms(2_042)),
        ]))
  }

  @Test(
    "each failing expectation records one issue at the caller's line, with the check's text",
    .enabled(if: demonstrations, "an expected-failure demonstration: TAPORLINK_DEMONSTRATIONS=1"))
  func failing() throws {
    let driver = try Self.tapAndLink()
    let cases: [(run: () -> Bool, line: Int, text: String)] = [
      ({ expectTap(driver, on: "toolbar") }, #line, "expected a tap on `toolbar`"),
      ({ expectNoTap(driver) }, #line, "expected no tap, but there was one"),
      ({ expectLink(driver, at: ms(1)) }, #line, "expected a link at 1ms"),
      ({ expectNoLink(driver) }, #line, "expected no link, but there was one"),
      ({ expectOutcomes(driver, [.tap()]) }, #line, "expected 1 outcome, but 2 were decided"),
      ({ expectDecided(driver, .moved()) }, #line, "expected a `moved` outcome, but there was"),
      ({ expectNotDecided(driver, .link()) }, #line, "expected no link, but there was one"),
      ({ expectTrace(driver, matches: "- never: link") }, #line, "but the trace has"),
      ({ expectScenario("name: x") }, #line, "error: missing required key `views`"),
      ({ expectScenario(atPath: "/no/such.yaml") }, #line, "cannot read the scenario"),
    ]
    for (run, line, text) in cases {
      var passed = true
      withKnownIssue {
        passed = run()
      } matching: { issue in
        issue.sourceLocation?.line == line
          && issue.sourceLocation?.fileName == "TestingFlavourTests.swift"
          && issue.comments.contains { $0.rawValue.contains(text) }
      }
      #expect(!passed)
    }
  }

  @Test(
    "a comment comes first in the issue",
    .enabled(if: demonstrations, "an expected-failure demonstration: TAPORLINK_DEMONSTRATIONS=1"))
  func comment() throws {
    let driver = try Fixtures.driver()
    withKnownIssue {
      expectTap(driver, "the toolbar toggle needs a tap")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("the toolbar toggle needs a tap\nexpected a tap, but no gesture")
      }
    }
  }
}
