import TapOrLink

/// Expectations: `- 340ms: link URL`, `- never: tap`.
extension ScenarioWriter {
  /// The expectation as an item of `expect:`, without indentation:
  /// `- 340ms: link https://example.com/a` or `- never: tap`.
  ///
  /// - Throws: ``ScenarioWritingError`` when the event is not one of
  ///   ``TraceEventKind``, it has more arguments than the event prints, its
  ///   first argument is not one the event can print, an argument is empty
  ///   or holds a space or a tab, or the time is out of range.
  public static func expectationLine(_ expectation: ExpectedEvent)
    throws(ScenarioWritingError) -> String
  {
    let key: String
    switch expectation.timing {
    case .at(let time): key = try self.time(time, what: "an expectation's time")
    case .never: key = "never"
    }
    return "- \(key): \(scalar(try event(expectation.event, expectation.arguments)))"
  }

  /// The expectation of a gesture's outcome at an instant: what its trace
  /// line meets.
  public static func expectation(of outcome: Outcome, at time: Instant) -> ExpectedEvent {
    let event = TraceEvent(time: time, outcome: outcome)
    return ExpectedEvent(timing: .at(time), event: event.name, arguments: event.arguments)
  }

  /// The words of an expectation's event: `link https://example.com/a`.
  private static func event(_ name: String, _ arguments: [String])
    throws(ScenarioWritingError) -> String
  {
    guard let kind = TraceEventKind(name: name) else { throw .unknownEvent(name) }
    guard arguments.count <= kind.arity else {
      throw .tooManyArguments(event: name, arity: kind.arity)
    }
    if let allowed = kind.firstArguments, let first = arguments.first, !allowed.contains(first) {
      throw .unknownArgument(event: name, argument: first, allowed: allowed)
    }
    var words = [name]
    for (index, argument) in arguments.enumerated() {
      words.append(try word(argument, what: "argument \(index + 1) of `\(name)`"))
    }
    return words.joined(separator: " ")
  }
}
