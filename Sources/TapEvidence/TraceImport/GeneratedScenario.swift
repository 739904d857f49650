import TapScript

/// A scenario file made from recorded strokes.
public struct GeneratedScenario: Hashable, Sendable {
  /// The file's name (no folder), unique within one import.
  public var fileName: String
  /// The file's text.
  public var text: String
  /// The strokes it plays, in order of their first event.
  public var strokes: [StrokeKey]
  /// Each stroke's label, in the order of ``strokes``.
  public var labels: [StrokeLabels.Entry]

  /// Creates a generated scenario.
  public init(
    fileName: String, text: String, strokes: [StrokeKey], labels: [StrokeLabels.Entry]
  ) {
    self.fileName = fileName
    self.text = text
    self.strokes = strokes
    self.labels = labels
  }
}
