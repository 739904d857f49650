import TapOrLink

/// Why a value cannot be written as scenario text that reads back as the
/// same value.
///
/// ``ScenarioWriter`` quotes any text a scalar can hold, so most values
/// are written whatever they contain. It refuses only what the language
/// cannot say: a word of a timeline step or an expectation that holds a
/// space or a tab (they separate words), an empty value, a number that is
/// not finite, a time out of range, a view tree nested deeper than a file
/// may be, and settings the `config:` keys cannot express.
public enum ScenarioWritingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value is empty, and the language has no empty value there.
  case empty(what: String)
  /// A word of a step or an expectation holds a space or a tab, which
  /// would split it into two words.
  case splitsIntoWords(what: String, value: String)
  /// A number is infinite or not a number.
  case notFinite(what: String)
  /// A time is negative or later than ``TimeText/maximum``.
  case timeOutOfRange(what: String, nanoseconds: Int64)
  /// A timeline step comes before the step written above it.
  case timeGoesBackwards(Instant, previous: Instant)
  /// An expectation names an event the language does not have.
  case unknownEvent(String)
  /// An expectation has more arguments than its event prints.
  case tooManyArguments(event: String, arity: Int)
  /// An expectation's first argument is not one its event can print.
  case unknownArgument(event: String, argument: String, allowed: [String])
  /// The view tree is nested deeper than a scenario file may be (a web
  /// view with links one level less deep than other views).
  case tooDeep(ViewID, depth: Int, maximum: Int)
  /// A setting the scenario language cannot express, and why.
  case notExpressible(what: String, reason: String)
  /// The text is larger than the largest file ``ScenarioLoader`` reads
  /// (``ScenarioLoader/maximumSize``).
  case tooLarge(bytes: Int, maximum: Int)

  /// What went wrong, in one sentence; the values in it are quoted as the
  /// writer would write them, so control characters show as escapes.
  public var description: String {
    switch self {
    case .empty(let what):
      return "\(what) is empty, and a scenario file cannot hold an empty one"
    case .splitsIntoWords(let what, let value):
      return
        "\(what) \(ScenarioWriter.scalar(value)) holds a space or a tab, "
        + "which would split it into words"
    case .notFinite(let what):
      return "\(what) is not a finite number"
    case .timeOutOfRange(let what, let nanoseconds):
      return
        "\(what) \(Duration.nanoseconds(nanoseconds).millisecondsText) is outside "
        + "0ms...\(TimeText.maximum.millisecondsText)"
    case .timeGoesBackwards(let time, let previous):
      return "a step at \(time) comes after one at \(previous); steps never go backwards"
    case .unknownEvent(let name):
      return "unknown event \(ScenarioWriter.scalar(name))"
    case .tooManyArguments(let event, let arity):
      return "`\(event)` prints \(arity) argument\(arity == 1 ? "" : "s"), not more"
    case .unknownArgument(let event, let argument, let allowed):
      return
        "`\(event)` cannot print \(ScenarioWriter.scalar(argument)) first; "
        + "it prints one of \(allowed.joined(separator: ", "))"
    case .tooDeep(let view, let depth, let maximum):
      return
        "view \(ScenarioWriter.scalar(view.rawValue)) is nested \(depth) deep; "
        + "a scenario file holds views nested at most \(maximum) deep"
    case .notExpressible(let what, let reason):
      return "\(what) cannot be written: \(reason)"
    case .tooLarge(let bytes, let maximum):
      return "the scenario's text is \(bytes) bytes, larger than the \(maximum) a file may be"
    }
  }
}
