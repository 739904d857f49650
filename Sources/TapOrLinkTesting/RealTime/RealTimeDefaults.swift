/// The real-time harness's default settings, each with the measurement it
/// rests on.
public enum RealTimeDefaults {
  /// How far a decision may reach the code later than the virtual run
  /// decided it: 50 ms.
  ///
  /// Measured on a 2-core Linux machine (see Docs/Testing.md): idle, the
  /// worst lateness over 200 replays was under 1 ms; with both cores kept
  /// busy by two other processes it was 8 ms. 50 ms leaves a wide margin
  /// over the loaded worst case while staying far below every engine timing
  /// a test would check (the 300 ms click delay, the 500 ms long press, the
  /// 750 ms window), so a real decision that lands on the wrong side of a
  /// rule is still caught.
  public static let tolerance: Duration = .milliseconds(50)
}
