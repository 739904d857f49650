import Foundation

/// What the process is attached to: colours only on a terminal and never
/// when `NO_COLOR` is set (https://no-color.org).
struct Terminal {
  var standardOutputIsTerminal = isatty(STDOUT_FILENO) == 1
  var standardErrorIsTerminal = isatty(STDERR_FILENO) == 1
  var noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false

  var colourOnStandardOutput: Bool { standardOutputIsTerminal && !noColour }
}
