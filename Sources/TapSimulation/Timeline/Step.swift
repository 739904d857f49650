import TapOrLink

/// One step of a timeline: a command at an absolute instant.
public struct Step: Hashable, Sendable {
  /// When it happens.
  public var time: Instant
  /// What happens.
  public var command: Command
  /// The line it was written on.
  public var line: Int

  /// Creates a step.
  public init(time: Instant, command: Command, line: Int = 0) {
    self.time = time
    self.command = command
    self.line = line
  }
}
