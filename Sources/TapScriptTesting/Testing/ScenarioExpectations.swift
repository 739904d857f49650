import TapOrLinkTesting
import Testing

/// Expects that the driver's trace meets expectations written as a
/// scenario's `expect:` items (see `TapCheck.trace(_:matches:path:)`).
@discardableResult
public func expectTrace(
  _ driver: TapDriver, matches expectations: String, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(driver.checkTrace(expectations), comment, sourceLocation)
}

/// Expects that scenario text (a whole scenario, as a `.yaml` file holds it)
/// meets its own `expect:`.
@discardableResult
public func expectScenario(
  _ text: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(TapCheck.scenario(text), comment, sourceLocation)
}

/// Expects that a scenario file meets its own `expect:`. A relative path is
/// resolved against the current directory (the package root under
/// `swift test`).
@discardableResult
public func expectScenario(
  atPath path: String, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(TapCheck.scenario(atPath: path), comment, sourceLocation)
}
