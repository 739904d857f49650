import TapOrLink
import TapScript

/// One finger's path in a recording, from `down` to `up`: the events of
/// one `stroke_id`.
package struct TraceStroke: Hashable, Sendable {
  /// Which stroke.
  package var key: StrokeKey
  /// The device it was recorded on.
  package var device: String
  /// What the recorder called the recording (`1-finger-fast-taps`, …).
  package var labelHint: String
  /// The device's pointer (slot) number; it plays as `finger pointer + 1`.
  package var pointer: Int
  /// The device's coordinate range (`x_max`, `y_max`), when known.
  package var range: DeviceRange?
  /// The events: a `down`, then moves, then (unless the recording ended
  /// first) an `up`. Times never go backwards.
  package var samples: [TouchSample]

  /// Creates a stroke.
  package init(
    key: StrokeKey, device: String, labelHint: String, pointer: Int, range: DeviceRange?,
    samples: [TouchSample]
  ) {
    self.key = key
    self.device = device
    self.labelHint = labelHint
    self.pointer = pointer
    self.range = range
    self.samples = samples
  }

  /// The finger the stroke plays as in a scenario: pointer 0 is finger 1.
  package var finger: FingerID { FingerID(pointer + 1) }

  /// Whether the recording has the finger's `up`.
  package var hasUp: Bool { samples.last?.phase == .up }

  /// The first and last lines of the events file it came from.
  package var lines: ClosedRange<Int> {
    let all = samples.map(\.line)
    return (all.min() ?? 0)...(all.max() ?? 0)
  }
}
