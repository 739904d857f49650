/// The real-time harness's default settings, each with the measurement it
/// rests on.
public enum RealTimeDefaults {
  /// How far a decision may reach the code later than the virtual run
  /// decided it: 50 ms.
  ///
  /// Measured on a 2-core Linux machine (Docs/Testing.md) replaying a
  /// timeline with a tap, a link, a move and a long press: the worst
  /// lateness over 200 replays was 4.4 ms with no extra load and 4.1 ms with
  /// both cores kept busy by two other processes; inside the full parallel
  /// test suite it was 11.8 ms (150 runs) and, with both cores busy,
  /// 14.1 ms (60 runs). 50 ms leaves more than three times the worst case
  /// seen, so the default passes on a loaded 2-core machine, yet it stays
  /// far below every engine timing a test would check (the 300 ms click
  /// delay, the 500 ms long press, the 750 ms window).
  public static let tolerance: Duration = .milliseconds(50)

  /// How often an empty timer runs on the engine's queue during a replay,
  /// to see the machine stall wherever it does: every 10 ms.
  ///
  /// A replay is inconclusive (and played again) only when the machine was
  /// seen later than the tolerance (`RealTimeReport.inconclusive`); timers
  /// only at the decisions' instants miss a stall between them, as in a run
  /// whose decision reached its callback 195 ms late while the timer at its
  /// instant had run 89 ms late. A heartbeat of 10 ms sees any stall of more
  /// than the tolerance plus 10 ms, and costs a few dozen empty timers a
  /// replay (a timeline is kept short).
  public static let heartbeat: Duration = .milliseconds(10)

  /// The most heartbeat timers one replay schedules.
  static let maximumHeartbeats = 2_000
}
