/// Formats numbers the way traces and scenario files write them.
public enum NumberText {
  /// The shortest text that reads back as the same value: `200` rather than
  /// `200.0`, `10.5`, `-3`.
  public static func shortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.rounded() == value, abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
