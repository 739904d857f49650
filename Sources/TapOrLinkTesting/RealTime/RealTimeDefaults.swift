/// The real-time harness's default settings, each with the measurement it
/// rests on.
public enum RealTimeDefaults {
  /// How far a decision may reach the code later than the virtual run
  /// decided it: 50 ms.
  ///
  /// Measured on a 2-core Linux machine over 200 replays of a timeline
  /// with a tap, a link, a move and a long press (Docs/Testing.md): the worst
  /// lateness was 4.4 ms with no extra load, and 4.1 ms with both cores kept
  /// busy by two other processes (p99 2 ms and 3 ms). 50 ms is ten times the
  /// worst case seen, so the default passes on a loaded 2-core machine, yet
  /// it stays far below every engine timing a test would check (the 300 ms
  /// click delay, the 500 ms long press, the 750 ms window), so a real
  /// decision that lands on the wrong side of a rule is still caught.
  public static let tolerance: Duration = .milliseconds(50)
}
