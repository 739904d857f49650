/// Checks a trace against a scenario's expectations.
///
/// Timed expectations must be found in order, each in an event after the one
/// the previous expectation matched; each takes the earliest event that fits,
/// which finds an assignment whenever one exists. `never:` expectations must
/// match no event. Outcomes are strict: every outcome in the trace must have
/// been matched by a timed expectation.
public enum Matcher {
  /// The first problem found, or `nil` when the trace meets every
  /// expectation.
  public static func check(
    _ expectations: [ExpectedEvent], against trace: [TraceEvent], expectLine: Int
  ) -> MatchFailure? {
    var next = 0
    var matchedOf: [Int: Int] = [:]
    for (position, expectation) in expectations.enumerated() {
      guard case .at(let time) = expectation.timing else { continue }
      guard let found = trace[next...].firstIndex(where: expectation.matches) else {
        let after = next > 0 ? trace[next - 1] : nil
        let sameTimeEarlier = trace[..<next].contains(where: expectation.matches)
        var message = "expected `\(expectation.text)`"
        if let after {
          message +=
            sameTimeEarlier
            ? ", but it comes before `\(after)`, matched by an earlier expectation"
            : ", not found after `\(after)`"
        } else {
          message += ", not found in the trace"
        }
        if let near = trace.first(where: expectation.matchesIgnoringTime) {
          message += " (the nearest such event is `\(near)`)"
        }
        return MatchFailure(
          line: expectation.line, message: message, expectationIndex: position, focus: time,
          matched: matchedOf)
      }
      matchedOf[position] = found
      next = found + 1
    }
    for (position, expectation) in expectations.enumerated() where expectation.timing == .never {
      if let index = trace.firstIndex(where: expectation.matches) {
        let found = trace[index]
        return MatchFailure(
          line: expectation.line,
          message: "expected `\(expectation.text)`, but the trace has `\(found)`",
          expectationIndex: position, focus: found.time, matched: matchedOf, traceIndex: index)
      }
    }
    let matched = Set(matchedOf.values)
    for (index, event) in trace.enumerated() where event.isOutcome && !matched.contains(index) {
      return MatchFailure(
        line: expectLine,
        message:
          "unexpected outcome `\(event)`: every outcome must be expected (add `- \(event)`)",
        expectationIndex: nil, focus: event.time, matched: matchedOf, traceIndex: index)
    }
    return nil
  }
}
