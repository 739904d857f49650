import Foundation
import TapEvidence

extension Benchmarks {
  /// Where the page recordings live: `$TAPORLINK_REALPAGES`, else the
  /// lab's `Scenarios/real-pages`.
  static var realPagesFolder: String {
    if let folder = ProcessInfo.processInfo.environment["TAPORLINK_REALPAGES"], !folder.isEmpty {
      return folder
    }
    return lab.appendingPathComponent("Scenarios/real-pages").path
  }

  /// The recordings of real pages in real web engines, judged: latency,
  /// confusion matrices and blind spots (the tables of Docs/RealPages.md).
  static func realPages() -> [String] {
    let (recordings, errors) = PageRecording.load([realPagesFolder])
    guard errors.isEmpty else {
      return [row("realpages", "cannot read \(realPagesFolder):")]
        + errors.map { "\($0.path):\($0.position.line): \($0.message)" }
    }
    return [row("realpages (\(recordings.count) recordings)", realPagesFolder), ""]
      + RealPageEvaluation.report(recordings)
  }
}
