import TapOrLink

/// What an assertion asks of a driver: the one set of checks behind both
/// spellings, XCTest's `assert…` and Swift Testing's `expect…`, each a
/// thin call of ``TapDriver/check(_:)``.
package enum DriverCheck {
  /// Some decision is the expected outcome (`expectTap`, `expectLink`,
  /// `expectControl`, `expectDecided`).
  case decided(ExpectedOutcome)
  /// No decision is the outcome (`expectNoTap`, `expectNoLink`,
  /// `expectNotDecided`).
  case notDecided(ExpectedOutcome)
  /// The decisions are exactly these, in order (`expectOutcomes`).
  case outcomes([ExpectedOutcome])
  /// Some late link came (`expectLateLink`).
  case lateLink(to: String?, at: Instant?)
  /// Every decision was expected (`expectNoOtherDecisions`).
  case noOtherDecisions
}

extension TapDriver {
  /// Runs a check with its ``TapCheck``, and takes the decisions it
  /// expected: a passing `decided` the first matching one not yet taken,
  /// `outcomes` and `noOtherDecisions` every one (they state them all).
  /// Returns the failure text, or `nil` when the check passes.
  package func check(_ check: DriverCheck) -> String? {
    switch check {
    case .decided(let expected):
      let failure = TapCheck.contains(expected, in: decisions)
      if failure == nil { takeFirstDecision(matching: expected) }
      return failure
    case .notDecided(let unwanted):
      return TapCheck.excludes(unwanted, in: decisions)
    case .outcomes(let expected):
      defer { takeAllDecisions() }
      return TapCheck.outcomes(expected, in: decisions)
    case .lateLink(let url, let time):
      return TapCheck.lateLink(to: url, at: time, in: lateLinks, decisions: decisions)
    case .noOtherDecisions:
      defer { takeAllDecisions() }
      return TapCheck.noOtherDecisions(in: decisions, taken: takenDecisions)
    }
  }
}
