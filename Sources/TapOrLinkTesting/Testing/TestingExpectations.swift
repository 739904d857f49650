import TapOrLink
import Testing

// Swift Testing expectations over a `TapDriver`: the Swift Testing spelling
// of each check (`DriverCheck`, run by `TapDriver.check(_:)`; the XCTest
// spelling is `XCTestAssertions.swift`). Each records an issue at the
// caller's source location, with the text of the matching `TapCheck`, and
// returns whether it passed; a passing one takes the decisions it expected.

/// Expects that the driver decided a tap (on `view`, at `point`, at `time`,
/// for those given).
///
/// ```swift
/// expectTap(driver, on: "web", at: .milliseconds(790))
/// ```
@discardableResult
public func expectTap(
  _ driver: TapDriver, on view: ViewID? = nil, point: Point? = nil, at time: Instant? = nil,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.decided(.tap(on: view, point: point, at: time))), comment, sourceLocation)
}

/// Expects that the driver decided no tap at all.
@discardableResult
public func expectNoTap(
  _ driver: TapDriver, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.notDecided(.tap())), comment, sourceLocation)
}

/// Expects that the driver decided no link at all: the negative form of
/// ``expectLink(_:to:at:_:sourceLocation:)``, as ``expectNoTap(_:_:sourceLocation:)``
/// is of ``expectTap(_:on:point:at:_:sourceLocation:)``.
@discardableResult
public func expectNoLink(
  _ driver: TapDriver, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.notDecided(.link())), comment, sourceLocation)
}

/// Expects that the driver decided a link (to `url`, at `time`, for those
/// given).
@discardableResult
public func expectLink(
  _ driver: TapDriver, to url: String? = nil, at time: Instant? = nil,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.decided(.link(to: url, at: time))), comment, sourceLocation)
}

/// Expects that a late link came (to `url`, at `time`, for those given):
/// a request after its gesture was already decided `tap` (or `control`),
/// which the app may use to undo what it did for the tap.
///
/// ```swift
/// driver.tap(40, 100, at: .milliseconds(0))
/// driver.answer(.content, gesture: GestureID(1), at: .milliseconds(50))
/// driver.request("https://example.com/a", at: .milliseconds(300))
/// expectLateLink(driver, to: "https://example.com/a", at: .milliseconds(300))
/// ```
@discardableResult
public func expectLateLink(
  _ driver: TapDriver, to url: String? = nil, at time: Instant? = nil,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.lateLink(to: url, at: time)), comment, sourceLocation)
}

/// Expects that the driver decided a tap on the page's own control (in
/// `view`, of kind `control`, at `time`, for those given): the page handled
/// it, and an app does nothing of its own.
///
/// ```swift
/// driver.tapControl(.toggle, 40, 100, at: .milliseconds(0))
/// driver.runUntilIdle()
/// expectControl(driver, kind: .toggle, at: .milliseconds(54))
/// expectNoTap(driver)
/// ```
@discardableResult
public func expectControl(
  _ driver: TapDriver, on view: ViewID? = nil, kind control: ControlKind? = nil,
  at time: Instant? = nil, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(
    driver.check(.decided(.control(on: view, kind: control, at: time))), comment, sourceLocation)
}

/// Expects that some decision is the expected outcome: any outcome, with
/// the details and instant you give.
///
/// ```swift
/// expectDecided(driver, .longPress(at: .milliseconds(500)))
/// ```
@discardableResult
public func expectDecided(
  _ driver: TapDriver, _ expected: ExpectedOutcome, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.decided(expected)), comment, sourceLocation)
}

/// Expects that no decision is the given outcome (`.link()`: no link at all).
@discardableResult
public func expectNotDecided(
  _ driver: TapDriver, _ unwanted: ExpectedOutcome, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.notDecided(unwanted)), comment, sourceLocation)
}

/// Expects that the driver decided exactly these outcomes, in this order
/// (each at its instant, when one is set), and nothing more.
@discardableResult
public func expectOutcomes(
  _ driver: TapDriver, _ expected: [ExpectedOutcome], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.outcomes(expected)), comment, sourceLocation)
}

/// Expects that every decision so far was expected: each passing
/// expectation takes the decisions it expected, and any other fails here
/// (see `TapDriver`'s "Decisions the test did not expect"). They count as
/// expected afterwards.
///
/// ```swift
/// driver.tap(160, 200, at: .milliseconds(0))
/// driver.runUntilIdle()
/// expectTap(driver, on: "web", at: .milliseconds(790))
/// expectNoOtherDecisions(driver)
/// ```
@discardableResult
public func expectNoOtherDecisions(
  _ driver: TapDriver, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.check(.noOtherDecisions), comment, sourceLocation)
}

/// Replays a timeline in real time and expects the decisions and their
/// times to match its virtual run within `tolerance` (see
/// ``RealTimeReplay``).
///
/// - Returns: the report, with the measured lateness.
@discardableResult
public func expectRealTimeReplay(
  _ timeline: TapTimeline, tolerance: Duration = RealTimeDefaults.tolerance,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async -> RealTimeReport {
  let report = await RealTimeReplay.run(timeline, tolerance: tolerance)
  record(report.failure, comment, sourceLocation)
  return report
}

/// Records a check's failure, if any, as one issue at the caller's line,
/// with the caller's comment first; whether the check passed. Shared with
/// `TapScriptTesting`'s scenario expectations.
@discardableResult
package func record(_ failure: String?, _ comment: Comment?, _ location: SourceLocation) -> Bool {
  guard let failure else { return true }
  let text = comment.map { "\($0.rawValue)\n\(failure)" } ?? failure
  Issue.record(Comment(rawValue: text), sourceLocation: location)
  return false
}
