import TapOrLink

/// Renders a failed scenario so a person can act on it: where, what was
/// expected, and the expectations beside the actual trace around that time.
public enum FailureReport {
  /// How many trace lines to show around the failure at most.
  static let traceLines = 14
  /// The longest cell of either column, in characters: a longer
  /// expectation or event is cut in the middle with `…`, so that padding
  /// every row to the widest costs at most this much a row (one 100 KB
  /// expectation beside thousands of short ones was quadratic).
  static let cellLimit = 160

  /// The report: `PATH:LINE: message`, then expected and actual side by side.
  public static func render(_ failure: MatchFailure, scenario: Scenario, trace: [TraceEvent])
    -> String
  {
    var lines = [VisibleText.escaped("\(scenario.path):\(failure.line): \(failure.message)")]
    let left = expectationColumn(failure, scenario: scenario)
    let right = traceColumn(failure, trace: trace)
    let width = max(left.map(\.count).max() ?? 0, "expected".count) + 4
    lines.append(
      "    " + "expected".padded(to: width) + "actual (trace around \(failure.focus))")
    for row in 0..<max(left.count, right.count) {
      let l = row < left.count ? left[row] : ""
      let r = row < right.count ? right[row] : ""
      lines.append(("    " + l.padded(to: width) + r).trimmingTrailingSpaces())
    }
    return lines.joined(separator: "\n")
  }

  /// The expectations around the failing one (or the last matched one),
  /// at most ``traceLines`` of them, with how many are left out before and
  /// after: a report stays a screenful whatever the number of expectations.
  static func expectationColumn(_ failure: MatchFailure, scenario: Scenario) -> [String] {
    let expectations = scenario.expectations
    guard !expectations.isEmpty else { return [] }
    let center =
      failure.expectationIndex ?? failure.matched.keys.max() ?? expectations.count - 1
    let start = max(0, min(center - traceLines / 2, expectations.count - traceLines))
    let end = min(expectations.count, start + traceLines)
    var column: [String] = []
    if start > 0 { column.append("  … \(start) earlier") }
    for index in start..<end {
      let expectation = expectations[index]
      let mark: String
      if index == failure.expectationIndex {
        mark = "✗"
      } else if failure.matched[index] != nil {
        mark = "✓"
      } else {
        mark = " "
      }
      column.append(cell("\(mark) \(expectation.text)"))
    }
    if end < expectations.count { column.append("  … \(expectations.count - end) later") }
    return column
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
      column.append(cell("\(mark) \(trace[index])"))
    }
    if end < trace.count { column.append("  … \(trace.count - end) later") }
    return column
  }

  /// A cell as shown: escaped (no raw control or bidirectional character
  /// reaches a terminal) and at most ``cellLimit`` characters.
  static func cell(_ text: String) -> String {
    VisibleText.shortened(text, limit: cellLimit)
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
