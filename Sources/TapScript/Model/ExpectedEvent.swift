import TapOrLink

/// One item of `expect:`.
public struct ExpectedEvent: Hashable, Sendable {
  /// When the event must happen, or that it must never happen.
  public enum Timing: Hashable, Sendable {
    /// At exactly this instant, after the previous timed expectation's event.
    case at(Instant)
    /// Nowhere in the trace.
    case never
  }

  /// When.
  public var timing: Timing
  /// The event's name.
  public var event: String
  /// The leading arguments that must match (numbers compare by value).
  public var arguments: [String]
  /// The line it was written on.
  public var line: Int

  /// Creates an expectation.
  public init(timing: Timing, event: String, arguments: [String] = [], line: Int = 0) {
    self.timing = timing
    self.event = event
    self.arguments = arguments
    self.line = line
  }

  /// Whether a trace event satisfies this expectation, ignoring time.
  public func matchesIgnoringTime(_ traceEvent: TraceEvent) -> Bool {
    guard traceEvent.name == event, traceEvent.arguments.count >= arguments.count else {
      return false
    }
    for (expected, actual) in zip(arguments, traceEvent.arguments)
    where !Self.argument(expected, equals: actual) {
      return false
    }
    return true
  }

  /// Whether a trace event satisfies this expectation.
  public func matches(_ traceEvent: TraceEvent) -> Bool {
    if case .at(let time) = timing, time != traceEvent.time { return false }
    return matchesIgnoringTime(traceEvent)
  }

  private static func argument(_ expected: String, equals actual: String) -> Bool {
    if expected == actual { return true }
    if let left = Double(expected), let right = Double(actual), left.isFinite, right.isFinite {
      return left == right
    }
    return false
  }

  /// The expectation as written: `340ms: link URL` or `never: tap`.
  public var text: String {
    let body = ([event] + arguments).joined(separator: " ")
    switch timing {
    case .at(let time): return "\(time): \(body)"
    case .never: return "never: \(body)"
    }
  }
}
