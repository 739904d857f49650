import TapOrLink
import TapScript

/// One recorded touch event of a stroke, in the device's own units.
package struct TouchSample: Hashable, Sendable {
  /// The line of the events file it was read from.
  package var line: Int
  /// `down`, `move` or `up`.
  package var phase: TouchPhase
  /// When, from the recording's first event (`t_ms`), to the nanosecond.
  package var time: Instant
  /// Where, in device units.
  package var x: Double
  /// Where, in device units.
  package var y: Double

  /// Creates a sample.
  package init(line: Int, phase: TouchPhase, time: Instant, x: Double, y: Double) {
    self.line = line
    self.phase = phase
    self.time = time
    self.x = x
    self.y = y
  }
}
