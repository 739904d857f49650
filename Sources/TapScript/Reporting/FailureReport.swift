import TapOrLink

/// Renders a failed scenario so a person can act on it: where, what was
/// expected, and the expectations beside the actual trace around that time.
public enum FailureReport {
  /// How many trace lines to show around the failure at most.
  static let traceLines = 14

  /// The report: `PATH:LINE: message`, then expected and actual side by side.
  public static func render(_ failure: MatchFailure, scenario: Scenario, trace: [TraceEvent])
    -> String
  {
    var lines = ["\(scenario.path):\(failure.line): \(failure.message)"]
    let left = expectationColumn(failure, scenario: scenario)
    let right = traceColumn(failure, trace: trace)
    let width = max(left.map(\.count).max() ?? 0, "expected".count) + 4
    lines.append("    " + "expected".padded(to: width) + "actual (trace around \(failure.focus))")
    for row in 0..<max(left.count, right.count) {
      let l = row < left.count ? left[row] : ""
      let r = row < right.count ? right[row] : ""
      lines.append(("    " + l.padded(to: width) + r).trimmingTrailingSpaces())
    }
    return lines.joined(separator: "\n")
  }

  static func expectationColumn(_ failure: MatchFailure, scenario: Scenario) -> [String] {
    scenario.expectations.enumerated().map { index, expectation in
      let mark: String
      if index == failure.expectationIndex {
        mark = "✗"
      } else if failure.matched[index] != nil {
        mark = "✓"
      } else {
        mark = " "
      }
      return "\(mark) \(expectation.text)"
    }
  }

  static func traceColumn(_ failure: MatchFailure, trace: [TraceEvent]) -> [String] {
    guard !trace.isEmpty else { return ["(empty trace)"] }
    let matchedEvents = Set(failure.matched.values)
    let center = trace.firstIndex { $0.time >= failure.focus } ?? trace.count - 1
    let start = max(0, min(center - traceLines / 2, trace.count - traceLines))
    let end = min(trace.count, start + traceLines)
    var column: [String] = []
    if start > 0 { column.append("  … \(start) earlier") }
    for index in start..<end {
      let mark = index == failure.traceIndex ? "✗" : matchedEvents.contains(index) ? "✓" : " "
      column.append("\(mark) \(trace[index])")
    }
    if end < trace.count { column.append("  … \(trace.count - end) later") }
    return column
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }

  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
