import Foundation
import TapEvidence

extension Benchmarks {
  /// The fast-tap figures as one JSON object, with exactly these keys:
  /// plain-content tap latency per strategy and links called taps (both
  /// engines' recordings of `Scenarios/real-web` together, the page
  /// script's answers at their recorded times), late links, the page
  /// script's touch-up → answer latency per engine, instruction counts and
  /// timer lateness. A figure that cannot be measured here (no recordings,
  /// no valgrind) is `null`.
  static func fastTapJSON() -> String {
    var object: [String: Any] = [:]
    let byEngine = realWebTaps()
    let engines = byEngine.keys.sorted()
    let perEngine = engines.map { RealWebEvaluation.figures(byEngine[$0] ?? []) }
    for name in ["timer", "adaptive", "page_answers"] {
      let figures = perEngine.compactMap { $0.first { $0.strategy == name } }
      let latencies = LatencySummary(figures.flatMap(\.plain))
      object["tap_latency_ms_p50_\(name)"] = latencies.percentile(0.5)
      object["tap_latency_ms_p95_\(name)"] = latencies.percentile(0.95)
      object["links_called_taps_\(name)"] =
        figures.isEmpty ? nil : figures.reduce(0) { $0 + $1.linksCalledTaps }
    }
    let adaptive = perEngine.compactMap { $0.first { $0.strategy == "adaptive" } }
    object["late_links_adaptive"] =
      adaptive.isEmpty ? nil : adaptive.reduce(0) { $0 + $1.lateLinks }
    var keys = [
      "tap_latency_ms_p50_timer", "tap_latency_ms_p95_timer", "tap_latency_ms_p50_adaptive",
      "tap_latency_ms_p95_adaptive", "tap_latency_ms_p50_page_answers",
      "tap_latency_ms_p95_page_answers", "links_called_taps_timer", "links_called_taps_adaptive",
      "links_called_taps_page_answers", "late_links_adaptive", "move_instructions",
      "tap_cycle_instructions_per_event", "timer_p99_late_ms_engine", "timer_p99_late_ms_raw",
    ]
    for engine in ["chromium", "webkit"] {
      let answers = LatencySummary(
        RealWebEvaluation.answerFigures(byEngine[engine] ?? []).touchUpToAnswer)
      object["answer_latency_ms_p50_\(engine)"] = answers.percentile(0.5)
      object["answer_latency_ms_p95_\(engine)"] = answers.percentile(0.95)
      keys += ["answer_latency_ms_p50_\(engine)", "answer_latency_ms_p95_\(engine)"]
    }
    object["move_instructions"] = moveInstructions.map { $0.rounded() }
    object["tap_cycle_instructions_per_event"] = tapCycleInstructions.map { $0.rounded() }
    let lateness = timerLateness()
    object["timer_p99_late_ms_engine"] = lateness.engine
    object["timer_p99_late_ms_raw"] = lateness.raw
    for key in keys where object[key] == nil { object[key] = NSNull() }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return text
  }
}
