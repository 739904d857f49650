import TapScript

/// What names one recorded stroke: its source, its recording and its number
/// there. Events files and label files join on it.
package struct StrokeKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The collection the recording comes from (`evemu-devices`, `aosp`, …).
  package var source: String
  /// The recording (a file or test name) within the source.
  package var recording: String
  /// The stroke's number within the recording.
  package var stroke: Int

  /// Creates a key.
  package init(source: String, recording: String, stroke: Int) {
    self.source = source
    self.recording = recording
    self.stroke = stroke
  }

  /// Orders keys by source, recording, then stroke.
  package static func < (lhs: StrokeKey, rhs: StrokeKey) -> Bool {
    (lhs.source, lhs.recording, lhs.stroke) < (rhs.source, rhs.recording, rhs.stroke)
  }

  /// `source recording stroke N`, as reports print it.
  package var description: String { "\(source) \(recording) stroke \(stroke)" }
}
