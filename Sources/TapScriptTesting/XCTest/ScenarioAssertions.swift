import TapOrLinkTesting
import XCTest

/// Asserts that the driver's trace meets expectations written as a
/// scenario's `expect:` items (`- 790ms: tap web`, `- never: link`), with the
/// scenario format's rules (see `TapCheck.trace(_:matches:path:)`).
public func assertTrace(
  _ driver: TapDriver, matches expectations: String,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  fail(driver.checkTrace(expectations), message(), file, line)
}

/// Asserts that scenario text (a whole scenario, as a `.yaml` file holds
/// it) meets its own `expect:`.
public func assertScenario(
  _ text: String, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(TapCheck.scenario(text), message(), file, line)
}

/// Asserts that a scenario file meets its own `expect:`. A relative path is
/// resolved against the current directory (the package root under
/// `swift test`).
public func assertScenario(
  atPath path: String, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(TapCheck.scenario(atPath: path), message(), file, line)
}
