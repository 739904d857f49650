/// The trace events a scenario may name in `expect`, with how many
/// arguments each prints.
public enum TraceEventKind {
  /// Event names and their argument counts.
  public static let arity: [String: Int] = [
    "deliver": 2, "route": 2, "tap": 3, "link": 1, "moved": 0, "cancelled": 0,
    "longpress": 0, "multitouch": 0, "allow": 1, "block": 1, "action": 1, "back": 1,
    "ignored": 2, "answer": 4, "late-link": 2,
    "same-document": 2,
  ]

  /// Every event name, sorted.
  public static var names: [String] { arity.keys.sorted() }
}
