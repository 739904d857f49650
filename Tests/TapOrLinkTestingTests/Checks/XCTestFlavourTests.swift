import TapOrLink
import TapOrLinkTesting
import TapScriptTesting
import XCTest

/// The XCTest flavour fails at the caller's file and line with the check's
/// text. The failures are captured rather than reported, so this suite
/// passes when the assertions fail as they should.
final class XCTestFlavourTests: XCTestCase {
  private struct Failure {
    var message: String
    var file: String
    var line: Int
  }

  private var captured: [Failure]?

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard captured != nil, let location = issue.sourceCodeContext.location else {
        return super.record(issue)
      }
      captured?.append(
        Failure(
          message: issue.compactDescription, file: location.fileURL.path,
          line: location.lineNumber))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard captured != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured?.append(Failure(message: description, file: filePath, line: lineNumber))
    }
  #endif

  /// The failures `body` reports, captured instead of failing this test.
  private func failures(of body: () -> Void) -> [Failure] {
    captured = []
    body()
    defer { captured = nil }
    return captured ?? []
  }

  private func tapAndLink() throws -> TapDriver {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))
    driver.tap(50, 20, at: ms(1_000))
    driver.runUntilIdle()
    return driver
  }

  func testPassingAssertionsReportNothing() throws {
    let driver = try tapAndLink()
    let tapOnly = try Fixtures.driver()
    tapOnly.tap(160, 200, at: ms(0))
    tapOnly.runUntilIdle()
    let reported = failures {
      assertNoLink(tapOnly)
      assertTap(driver, on: "web", at: ms(790))
      assertLink(driver, to: Fixtures.link)
      assertOutcomes(driver, [.tap(at: ms(790)), .link(at: ms(1_340))])
      assertDecided(driver, .tap(point: Point(x: 160, y: 200)))
      assertNotDecided(driver, .multiTouch())
      assertTrace(driver, matches: "- 790ms: tap web\n- 1340ms: link")
      assertScenario(ScenarioCheckTests.scenario(expecting: "  - 790ms: tap web"))
    }
    XCTAssertEqual(reported.map(\.message), [])
  }

  func testEachFailureIsReportedAtTheCallersLine() throws {
    let driver = try tapAndLink()
    let cases: [(run: () -> Void, line: Int, text: String)] = [
      ({ assertTap(driver, on: "toolbar") }, #line, "expected a tap on `toolbar`"),
      ({ assertNoTap(driver) }, #line, "expected no tap, but there was one"),
      ({ assertLink(driver, to: "x") }, #line, "expected a link to `x`"),
      ({ assertNoLink(driver) }, #line, "expected no link, but there was one"),
      ({ assertOutcomes(driver, []) }, #line, "expected 0 outcomes, but 2 were decided"),
      ({ assertDecided(driver, .longPress(at: ms(500))) }, #line, "expected a long press at 500ms"),
      ({ assertNotDecided(driver, .tap(on: "web")) }, #line, "expected no tap on `web`"),
      ({ assertTrace(driver, matches: "- 1ms: tap") }, #line, "expected `1ms: tap`"),
      ({ assertScenario("name: x") }, #line, "missing required key `views`"),
      ({ assertScenario(atPath: "/no/such.yaml") }, #line, "cannot read the scenario"),
    ]
    for item in cases {
      let reported = failures(of: item.run)
      XCTAssertEqual(reported.count, 1, item.text)
      XCTAssertEqual(reported.first?.line, item.line, item.text)
      XCTAssertEqual(reported.first?.file, #filePath, item.text)
      XCTAssertTrue(reported.first?.message.contains(item.text) == true, item.text)
    }
  }

  /// A driver whose page answers: one tap on a checkbox, as the page
  /// script answers it.
  private func controlTapped() throws -> TapDriver {
    let driver = try TapDriver(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      configuration: OverlayConfiguration(strategy: .pageAnswers))
    driver.tapControl(.toggle, 40, 100, at: ms(0))
    driver.runUntilIdle()
    return driver
  }

  func testLateLinkAssertion() throws {
    let driver = try Fixtures.lateLinkDriver()
    XCTAssertEqual(
      failures { assertLateLink(driver, to: "https://example.com/a", at: ms(300)) }.count, 0)
    let line = #line + 1
    let reported = failures { assertLateLink(driver, to: "https://example.com/b") }
    XCTAssertEqual(reported.map(\.line), [line])
  }

  func testControlAssertions() throws {
    let driver = try controlTapped()
    XCTAssertEqual(
      failures {
        assertControl(driver, on: "web", kind: .toggle, at: ms(49))
        assertNoTap(driver)
        assertNoLink(driver)
      }.map(\.message), [])
    let cases: [(run: () -> Void, line: Int, text: String)] = [
      ({ assertControl(driver, kind: .field) }, #line, "expected a tap on a field control"),
      ({ assertControl(driver, at: ms(790)) }, #line, "expected a tap on a control at 790ms"),
      ({ assertTap(driver) }, #line, "there was no tap"),
    ]
    for item in cases {
      let reported = failures(of: item.run)
      XCTAssertEqual(reported.count, 1, item.text)
      XCTAssertEqual(reported.first?.line, item.line, item.text)
      XCTAssertTrue(reported.first?.message.contains(item.text) == true, item.text)
    }
  }

  func testDecisionsNoAssertionTookFailAtTheCallersLine() throws {
    let driver = try tapAndLink()
    assertTap(driver, on: "web")
    XCTAssertEqual(driver.unexpectedDecisions.map(\.outcome.name), ["link"])
    let line = #line + 1
    let reported = failures { assertNoOtherDecisions(driver) }
    XCTAssertEqual(reported.map(\.line), [line])
    XCTAssertTrue(reported.first?.message.contains("1 was not expected: `1340ms: link") == true)
    // What it reported counts as expected afterwards.
    XCTAssertEqual(failures { assertNoOtherDecisions(driver) }.count, 0)
    let all = try tapAndLink()
    XCTAssertEqual(
      failures {
        assertOutcomes(all, [.tap(at: ms(790)), .link(at: ms(1_340))])
        assertNoOtherDecisions(all)
      }.count, 0)
  }

  func testAnExhaustiveDriverFailsInXCTestToo() throws {
    let driver = try TapDriver(setup: Fixtures.setup, exhaustive: true)
    driver.tap(160, 200, at: ms(0))
    driver.tap(50, 20, at: ms(1_000))
    assertTap(driver, on: "web", at: ms(790))
    let finishLine = #line + 1
    let atFinish = failures { driver.finish() }
    XCTAssertEqual(atFinish.map(\.line), [finishLine])
    XCTAssertEqual(atFinish.first?.file, #filePath)
    XCTAssertTrue(atFinish.first?.message.contains("not expected: `1340ms: link") == true)
    // Unfinished, it reports where it was made when it goes.
    var madeLine = 0
    let atDeinit = failures {
      madeLine = #line + 1
      let going = try? TapDriver(setup: Fixtures.setup, exhaustive: true)
      going?.tap(160, 200, at: ms(0))
      going?.runUntilIdle()
    }
    XCTAssertEqual(atDeinit.map(\.line), [madeLine])
    XCTAssertTrue(atDeinit.first?.message.contains("not expected: `790ms: tap") == true)
  }

  func testMessageComesFirst() throws {
    let driver = try Fixtures.driver()
    let reported = failures { assertTap(driver, "the toolbar toggle needs a tap") }
    XCTAssertTrue(
      reported.first?.message.contains(
        "the toolbar toggle needs a tap\nexpected a tap, but no gesture was decided") == true)
  }
}
