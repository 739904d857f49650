/// Comments to write into a scenario's text, by where they stand. Each is
/// one line of text without the `#` (see ``ScenarioWriter/comment(_:)``);
/// comments are for people and are not read back.
public struct ScenarioComments: Hashable, Sendable {
  /// Lines at the top of the file, before `name:`.
  public var header: [String]
  /// Lines in `timeline:`, before the step at each index; at the number
  /// of steps, after the last step.
  public var timeline: [Int: [String]]
  /// Lines in `expect:`, before the expectation at each index; at the
  /// number of expectations, after the last one.
  public var expect: [Int: [String]]

  /// Creates comments; by default none.
  public init(header: [String] = [], timeline: [Int: [String]] = [:], expect: [Int: [String]] = [:])
  {
    self.header = header
    self.timeline = timeline
    self.expect = expect
  }
}
