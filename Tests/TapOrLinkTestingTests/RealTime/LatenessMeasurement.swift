import Foundation
@_spi(Lab) import TapOrLink
import TapOrLinkTesting
import Testing

/// Measures real-time lateness over many replays, to choose
/// `RealTimeDefaults.tolerance`, and checks that no replay decides
/// differently from the virtual run. Too slow for every run; only when asked:
///
///     TAPORLINK_MEASURE_LATENESS=200 swift test --filter LatenessMeasurement
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["TAPORLINK_MEASURE_LATENESS"] != nil),
  .serialized)
struct LatenessMeasurement {
  @Test func measure() async throws {
    let runs = Int(ProcessInfo.processInfo.environment["TAPORLINK_MEASURE_LATENESS"] ?? "") ?? 100
    var latenesses: [Double] = []
    var steps: [Double] = []
    var failures = 0
    for _ in 0..<runs {
      let report = await RealTimeReplay.run(RealTimeTimelines.mixed, tolerance: .seconds(10))
      if report.failure != nil { failures += 1 }
      latenesses += report.rows.compactMap(\.lateness).map { Double($0.nanoseconds) / 1e6 }
      steps += report.stepLateness.map { Double($0.nanoseconds) / 1e6 }
    }
    func percentile(_ values: [Double], _ fraction: Double) -> String {
      Percentile.nearestRank(fraction, of: values).map { String(format: "%.3f", $0) } ?? "-"
    }
    print(
      """
      lateness over \(runs) replays (\(latenesses.count) decisions, \(steps.count) steps), ms:
        decisions: median \(percentile(latenesses, 0.5)), p99 \(percentile(latenesses, 0.99)), \
      max \(percentile(latenesses, 1))
        steps:     median \(percentile(steps, 0.5)), p99 \(percentile(steps, 0.99)), \
      max \(percentile(steps, 1))
        runs whose outcomes differed: \(failures)
      """)
    // However late the timers ran, the outcomes must be the virtual run's.
    #expect(failures == 0, "\(failures) of \(runs) replays decided differently")
  }
}
