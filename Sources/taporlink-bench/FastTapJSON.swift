import Foundation
import TapOrLink

extension Benchmarks {
  /// The fast-tap figures as one JSON object, with exactly these keys:
  /// content-tap latency per strategy, links called taps, late links,
  /// instruction counts and timer lateness. A figure that cannot be measured
  /// here (no recordings, no valgrind) is `null`.
  static func fastTapJSON() -> String {
    var object: [String: Any] = [:]
    let figures = fastTapFigures()
    for name in ["timer", "adaptive", "page_answers"] {
      let strategy = figures?.strategies.first { $0.name == name }
      let latencies = strategy?.contentLatencies ?? []
      object["tap_latency_ms_p50_\(name)"] = Percentile.nearestRank(0.5, of: latencies)
      object["tap_latency_ms_p95_\(name)"] = Percentile.nearestRank(0.95, of: latencies)
      object["links_called_taps_\(name)"] = strategy?.linksCalledTaps
    }
    object["late_links_adaptive"] = figures?.strategies.first { $0.name == "adaptive" }?.lateLinks
    object["move_instructions"] = moveInstructions.map { $0.rounded() }
    object["tap_cycle_instructions_per_event"] = tapCycleInstructions.map { $0.rounded() }
    let lateness = timerLateness()
    object["timer_p99_late_ms_engine"] = lateness.engine
    object["timer_p99_late_ms_raw"] = lateness.raw
    let keys = [
      "tap_latency_ms_p50_timer", "tap_latency_ms_p95_timer", "tap_latency_ms_p50_adaptive",
      "tap_latency_ms_p95_adaptive", "tap_latency_ms_p50_page_answers",
      "tap_latency_ms_p95_page_answers", "links_called_taps_timer", "links_called_taps_adaptive",
      "links_called_taps_page_answers", "late_links_adaptive", "move_instructions",
      "tap_cycle_instructions_per_event", "timer_p99_late_ms_engine", "timer_p99_late_ms_raw",
    ]
    for key in keys where object[key] == nil { object[key] = NSNull() }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return text
  }
}
