import TapOrLink
import TapScript

/// One recorded touch event of a stroke, in the device's own units.
public struct TouchSample: Hashable, Sendable {
  /// The line of the events file it was read from.
  public var line: Int
  /// `down`, `move` or `up`.
  public var phase: TouchPhase
  /// When, from the recording's first event (`t_ms`), to the nanosecond.
  public var time: Instant
  /// Where, in device units.
  public var x: Double
  /// Where, in device units.
  public var y: Double

  /// Creates a sample.
  public init(line: Int, phase: TouchPhase, time: Instant, x: Double, y: Double) {
    self.line = line
    self.phase = phase
    self.time = time
    self.x = x
    self.y = y
  }
}
