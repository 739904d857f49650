import Foundation
import TapEvidence
import TapScript

extension Benchmarks {
  /// Where the recorded touch data set lives: `$TAPORLINK_TOUCHDATA`, else
  /// `../shared/touchdata` beside the checkout.
  static var touchData: URL {
    if let folder = ProcessInfo.processInfo.environment["TAPORLINK_TOUCHDATA"], !folder.isEmpty {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    return checkout.deletingLastPathComponent().appendingPathComponent("shared/touchdata")
  }

  /// The recorded strokes through the engine at slop 0, 5, 10 and 18: how
  /// many real taps are lost and how many moves are called taps (the table
  /// of Docs/RealFingers.md).
  static func realFingers() -> [String] {
    let events = touchData.appendingPathComponent("events.csv").path
    let labels = touchData.appendingPathComponent("strokes.csv").path
    guard FileManager.default.fileExists(atPath: events) else {
      return [row("realfingers", "no data: needs \(events) and strokes.csv beside it")]
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let strokes: [StrokeScenario]
    switch RealFingerEvaluation.load(events: events, labels: labels) {
    case .success(let loaded): strokes = loaded
    case .failure(let errors): return [row("realfingers", "cannot import: \(errors)")]
    }
    let sweep: [SlopSweep]
    let matrix: ConfusionMatrix
    let elapsed: Double
    do {
      sweep = try RealFingerEvaluation.sweep(strokes)
      elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      matrix = ConfusionMatrix(try RealFingerEvaluation.judged(strokes))
    } catch {
      return [row("realfingers", "cannot play: \(error)")]
    }
    return [
      row(
        "realfingers (\(strokes.count) strokes)",
        String(format: "imported and swept in %.0f ms", elapsed)),
      "",
      SlopSweep.markdown(sweep),
      "",
      "At the default slop (10 pt):",
      matrix.markdown,
      "",
      "Slops each label allows (from the recorded paths):",
    ] + RealFingerEvaluation.slopRanges(strokes).map { "- " + $0 }
  }
}
