/// Checks a trace against a scenario's expectations.
///
/// Timed expectations must be found in order, each in an event after the one
/// the previous expectation matched; each takes the earliest event that fits,
/// which finds an assignment whenever one exists. `never:` expectations must
/// match no event. Outcomes are strict: every outcome in the trace must have
/// been matched by a timed expectation.
///
/// - Complexity: O(*t* + *e*) for *t* trace events and *e* `never:`
///   expectations (each is looked up, not searched for), plus the timed
///   ones' scan.
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
    let nevers = NeverIndex(expectations, trace)
    for (position, expectation) in expectations.enumerated() where expectation.timing == .never {
      if let index = nevers.firstMatch(of: expectation) {
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

/// The first trace event of each name and leading arguments that some
/// `never:` expectation names, so each is looked up instead of scanning the
/// whole trace (N `never:` over N requests was quadratic). Arguments are
/// keyed as ``ExpectedEvent`` compares them: finite numbers by value.
private struct NeverIndex {
  private var first: [[String]: Int] = [:]

  init(_ expectations: [ExpectedEvent], _ trace: [TraceEvent]) {
    let lengths = Set(
      expectations.lazy.filter { $0.timing == .never }.map(\.arguments.count))
    guard !lengths.isEmpty else { return }
    let sorted = lengths.sorted()
    for (index, event) in trace.enumerated() {
      var key = [event.name]
      var taken = 0
      for length in sorted {
        guard length <= event.arguments.count else { break }
        while taken < length {
          key.append(Self.key(event.arguments[taken]))
          taken += 1
        }
        if first[key] == nil { first[key] = index }
      }
    }
  }

  func firstMatch(of expectation: ExpectedEvent) -> Int? {
    first[[expectation.event] + expectation.arguments.map(Self.key)]
  }

  /// An argument as compared: a finite number by its value, anything
  /// else as written.
  static func key(_ argument: String) -> String {
    if let value = Double(argument), value.isFinite {
      return "#\(value == 0 ? 0 : value)"
    }
    return "$" + argument
  }
}
