import TapOrLink
import XCTest

// XCTest assertions over a `TapDriver`: the XCTest spelling of each check
// (`DriverCheck`, run by `TapDriver.check(_:)`; the Swift Testing spelling
// is `TestingExpectations.swift`). Each reports its failure at the
// caller's file and line, with the text of the matching `TapCheck`; a
// passing one takes the decisions it expected.

/// Asserts that the driver decided a tap (on `view`, at `point`, at `time`,
/// for those given).
///
/// ```swift
/// assertTap(driver, on: "web", at: .milliseconds(790))
/// ```
public func assertTap(
  _ driver: TapDriver, on view: ViewID? = nil, point: Point? = nil, at time: Instant? = nil,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.decided(.tap(on: view, point: point, at: time))), message(), file, line)
}

/// Asserts that the driver decided no tap at all.
public func assertNoTap(
  _ driver: TapDriver, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.notDecided(.tap())), message(), file, line)
}

/// Asserts that the driver decided no link at all: the negative form of
/// ``assertLink(_:to:at:_:file:line:)``, as ``assertNoTap(_:_:file:line:)``
/// is of ``assertTap(_:on:point:at:_:file:line:)``.
public func assertNoLink(
  _ driver: TapDriver, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.notDecided(.link())), message(), file, line)
}

/// Asserts that the driver decided a link (to `url`, at `time`, for those
/// given).
public func assertLink(
  _ driver: TapDriver, to url: String? = nil, at time: Instant? = nil,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.decided(.link(to: url, at: time))), message(), file, line)
}

/// Asserts that a late link came (to `url`, at `time`, for those given):
/// a request after its gesture was already decided `tap` (or `control`).
public func assertLateLink(
  _ driver: TapDriver, to url: String? = nil, at time: Instant? = nil,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.lateLink(to: url, at: time)), message(), file, line)
}

/// Asserts that the driver decided a tap on the page's own control (in
/// `view`, of kind `control`, at `time`, for those given): the page handled
/// it, and an app does nothing of its own.
///
/// ```swift
/// driver.tapControl(.field, 40, 100, at: .milliseconds(0))
/// driver.runUntilIdle()
/// assertControl(driver, kind: .field)
/// assertNoTap(driver)
/// ```
public func assertControl(
  _ driver: TapDriver, on view: ViewID? = nil, kind control: ControlKind? = nil,
  at time: Instant? = nil, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.decided(.control(on: view, kind: control, at: time))), message(), file, line)
}

/// Asserts that some decision is the expected outcome: any outcome, with
/// the details and instant you give.
///
/// ```swift
/// assertDecided(driver, .longPress(at: .milliseconds(500)))
/// ```
public func assertDecided(
  _ driver: TapDriver, _ expected: ExpectedOutcome, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.decided(expected)), message(), file, line)
}

/// Asserts that no decision is the given outcome (`.link()`: no link at all).
public func assertNotDecided(
  _ driver: TapDriver, _ unwanted: ExpectedOutcome, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.notDecided(unwanted)), message(), file, line)
}

/// Asserts that the driver decided exactly these outcomes, in this order
/// (each at its instant, when one is set), and nothing more.
///
/// ```swift
/// assertOutcomes(driver, [
///   .tap(on: "web", at: .milliseconds(790)),
///   .link(to: "https://example.com/a", at: .milliseconds(2340)),
/// ])
/// ```
public func assertOutcomes(
  _ driver: TapDriver, _ expected: [ExpectedOutcome],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.outcomes(expected)), message(), file, line)
}

/// Asserts that every decision so far was expected: each passing
/// assertion takes the decisions it expected, and any other fails here
/// (see `TapDriver`'s "Decisions the test did not expect"). They count as
/// expected afterwards.
public func assertNoOtherDecisions(
  _ driver: TapDriver, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.check(.noOtherDecisions), message(), file, line)
}

/// Replays a timeline in real time and asserts that the decisions and their
/// times match its virtual run within `tolerance` (see ``RealTimeReplay``).
///
/// - Returns: the report, with the measured lateness.
@discardableResult
public func assertRealTimeReplay(
  _ timeline: TapTimeline, tolerance: Duration = RealTimeDefaults.tolerance,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) async -> RealTimeReport {
  let report = await RealTimeReplay.run(timeline, tolerance: tolerance)
  fail(report.failure, message(), file, line)
  return report
}

/// Reports a check's failure, if any, at the caller's file and line, with
/// the caller's message first. Shared with `TapScriptTesting`'s scenario
/// assertions.
package func fail(_ failure: String?, _ message: String, _ file: StaticString, _ line: UInt) {
  guard let failure else { return }
  XCTFail(message.isEmpty ? failure : "\(message)\n\(failure)", file: file, line: line)
}
