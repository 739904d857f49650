@_spi(Lab) import TapOrLink
import TapScript

/// How the engine fares on the recorded strokes at one slop: the evidence
/// for the default.
package struct SlopSweep: Hashable, Sendable {
  /// The slop, in points; `nil` for the seed's rule (any move event is a
  /// move, whatever its distance).
  package var slop: Double?
  /// The judged at that slop.
  package var matrix: ConfusionMatrix

  /// Creates a row.
  package init(slop: Double?, matrix: ConfusionMatrix) {
    self.slop = slop
    self.matrix = matrix
  }

  /// Taps the engine did not call taps.
  package var tapsLost: Int { matrix.total(.tap) - matrix[.tap, .tap] }
  /// Moves the engine called taps.
  package var movesCalledTaps: Int { matrix[.move, .tap] }
  /// Every other wrong judgement: moves called long presses, long presses
  /// called moves or taps.
  package var otherWrong: Int {
    matrix.total - matrix.right - tapsLost - movesCalledTaps
  }

  /// The table of several rows, in Markdown.
  package static func markdown(_ rows: [SlopSweep]) -> String {
    var lines = [
      "| slop | taps lost | moves called taps | other wrong | right |",
      "|---|---:|---:|---:|---:|",
    ]
    for row in rows {
      let slop = row.slop.map { "\(NumberText.shortest($0)) pt" } ?? "seed (any move event)"
      let matrix = row.matrix
      lines.append(
        "| \(slop) | \(row.tapsLost) of \(matrix.total(.tap)) "
          + "| \(row.movesCalledTaps) of \(matrix.total(.move)) | \(row.otherWrong) "
          + "| \(matrix.right) of \(matrix.total) |")
    }
    return lines.joined(separator: "\n")
  }
}
