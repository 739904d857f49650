import TapScript

/// A recorded events file, read: its strokes, grouped into recordings.
package struct TouchTrace: Hashable, Sendable {
  /// The file's path, as given.
  package var path: String
  /// Every stroke, in the order of its first event in the file.
  package var strokes: [TraceStroke]
  /// The file's text, when the trace was read from one (diagnostics about
  /// strokes quote its lines).
  package var file: SourceFile?

  /// Creates a trace.
  package init(path: String, strokes: [TraceStroke], file: SourceFile? = nil) {
    self.path = path
    self.strokes = strokes
    self.file = file
  }

  /// The strokes grouped by recording (source and recording name), in the
  /// order each recording first appears.
  package var recordings: [[TraceStroke]] {
    var order: [RecordingKey] = []
    var groups: [RecordingKey: [TraceStroke]] = [:]
    for stroke in strokes {
      let key = RecordingKey(source: stroke.key.source, recording: stroke.key.recording)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(stroke)
    }
    return order.map { groups[$0] ?? [] }
  }

  private struct RecordingKey: Hashable {
    var source: String
    var recording: String
  }
}
