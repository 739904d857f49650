import TapScript

/// A scenario file made from recorded strokes.
package struct GeneratedScenario: Hashable, Sendable {
  /// The file's name (no folder), unique within one import.
  package var fileName: String
  /// The file's text.
  package var text: String
  /// The strokes it plays, in order of their first event.
  package var strokes: [StrokeKey]
  /// Each stroke's label, in the order of ``strokes``.
  package var labels: [StrokeLabels.Entry]

  /// Creates a generated scenario.
  package init(
    fileName: String, text: String, strokes: [StrokeKey], labels: [StrokeLabels.Entry]
  ) {
    self.fileName = fileName
    self.text = text
    self.strokes = strokes
    self.labels = labels
  }
}
