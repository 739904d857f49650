import Foundation
import TapEvidence
import TapOrLink
import TapScript

extension Benchmarks {
  /// Where the real-web recordings are: `$TAPORLINK_REALWEB`, else the
  /// lab's `Scenarios/real-web`.
  static var realWebFolder: String {
    if let folder = ProcessInfo.processInfo.environment["TAPORLINK_REALWEB"], !folder.isEmpty {
      return folder
    }
    return lab.appendingPathComponent("Scenarios/real-web").path
  }

  /// The recorded taps of the real-web corpus, by engine.
  static func realWebTaps() -> [String: [RealWebEvaluation.Tap]] {
    let (recordings, _) = PageRecording.load([realWebFolder])
    return Dictionary(grouping: RealWebEvaluation.taps(recordings)) { $0.recording.engine }
  }

  /// Why targets were not recorded, by engine, from each engine folder's
  /// `not-recorded.json`; reasons are cut at their first `:` so that they
  /// group.
  static func realWebNotRecorded() -> [String: [String]] {
    var reasons: [String: [String]] = [:]
    let folder = URL(fileURLWithPath: realWebFolder)
    for engine in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let file = folder.appendingPathComponent(engine).appendingPathComponent("not-recorded.json")
      guard let data = try? Data(contentsOf: file),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let missed = object["not_recorded"] as? [[String: Any]]
      else { continue }
      reasons[engine] = missed.map { entry in
        let reason = entry["reason"] as? String ?? "?"
        return reason.split(separator: ":", maxSplits: 1).first.map(String.init) ?? reason
      }
    }
    return reasons
  }

  /// The tables of Docs/RealWeb.md.
  static func realWeb() -> [String] {
    let (recordings, errors) = PageRecording.load([realWebFolder])
    guard errors.isEmpty else {
      return [row("realweb", "cannot read \(realWebFolder):")]
        + errors.prefix(20).map { "\($0.path):\($0.position.line): \($0.message)" }
    }
    return [row("realweb (\(recordings.count) recordings)", realWebFolder), ""]
      + RealWebEvaluation.report(recordings, notRecorded: realWebNotRecorded())
  }

  /// Touch-up to `tap` for plain-content taps on the real-web recordings,
  /// per strategy, with the page script's answers at their recorded times;
  /// how often each calls a link a tap.
  static func fastTaps() -> [String] {
    let byEngine = realWebTaps()
    guard !byEngine.isEmpty else { return [row("fasttaps", "no recordings in \(realWebFolder)")] }
    var lines: [String] = []
    for engine in byEngine.keys.sorted() {
      let taps = byEngine[engine] ?? []
      lines.append(row("fasttaps \(engine) (\(taps.count) taps)", "answers as recorded"))
      for figures in RealWebEvaluation.figures(taps) {
        let summary = LatencySummary(figures.plain)
        lines.append(
          row(
            "  \(figures.strategy)",
            "plain content p50 \(summary.cells[0]) ms, p95 \(summary.cells[1]) ms "
              + "(\(summary.count) taps); links called taps \(figures.linksCalledTaps) of "
              + "\(figures.links) (\(figures.documentLinksCalledTaps) of \(figures.documentLinks) "
              + "requesting a document); late links \(figures.lateLinks)"))
      }
    }
    return lines
  }
}
