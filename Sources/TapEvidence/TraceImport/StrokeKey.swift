import TapScript

/// What names one recorded stroke: its source, its recording and its number
/// there. Events files and label files join on it.
public struct StrokeKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The collection the recording comes from (`evemu-devices`, `aosp`, …).
  public var source: String
  /// The recording (a file or test name) within the source.
  public var recording: String
  /// The stroke's number within the recording.
  public var stroke: Int

  /// Creates a key.
  public init(source: String, recording: String, stroke: Int) {
    self.source = source
    self.recording = recording
    self.stroke = stroke
  }

  /// Orders keys by source, recording, then stroke.
  public static func < (lhs: StrokeKey, rhs: StrokeKey) -> Bool {
    (lhs.source, lhs.recording, lhs.stroke) < (rhs.source, rhs.recording, rhs.stroke)
  }

  /// `source recording stroke N`, as reports print it.
  public var description: String { "\(source) \(recording) stroke \(stroke)" }
}
