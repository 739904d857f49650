/// Input the engine did not act on, and why. Bad sequences never crash the
/// engine or change its state; they are reported instead.
public enum EngineDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A move, up or cancel for a finger that is not down: ignored.
  case fingerNotDown(FingerID, TouchPhase)
  /// A down for a finger that is already down: ignored.
  case fingerAlreadyDown(FingerID)
  /// A touch stamped earlier than input already handled: ignored. A request
  /// stamped earlier is still answered, as if it came at `last`.
  case timeWentBackwards(last: Instant, given: Instant)
  /// A request whose URL cannot be parsed (no valid scheme, or a malformed
  /// host or port). It is answered (allowed unless the delegate vetoes: it is
  /// not a bridge call) and otherwise ignored: it decides no gesture and adds
  /// no page to the history.
  case unparseableURL(String)

  /// A sentence describing the problem.
  public var description: String {
    switch self {
    case .fingerNotDown(let finger, let phase):
      "\(phase.rawValue) for finger \(finger), which is not down: ignored"
    case .fingerAlreadyDown(let finger):
      "down for finger \(finger), which is already down: ignored"
    case .timeWentBackwards(let last, let given):
      "input at \(given) is earlier than \(last), already handled"
    case .unparseableURL(let url):
      "request URL `\(url)` cannot be parsed: answered, otherwise ignored"
    }
  }
}
