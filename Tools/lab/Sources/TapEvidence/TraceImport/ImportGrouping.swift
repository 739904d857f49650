import TapScript

/// How imported strokes are grouped into scenario files.
package enum ImportGrouping: String, Hashable, Sendable, CaseIterable {
  /// One scenario a stroke, each played on its own as finger 1's gesture
  /// from time zero: the engine judges every stroke by itself.
  case stroke
  /// One scenario a recording, every stroke on one timeline with its
  /// pointer as its finger: strokes that overlap in time become one
  /// `multitouch` gesture, as they would on the device.
  case recording
}
