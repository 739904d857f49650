/// How the engine decides that a still, lifted finger was a tap.
public enum DecisionStrategy: Sendable {
  /// The seed's rule: a tap only when the window after touch-up closes with
  /// no counted request.
  case timer
  /// Ask the page at touch-up: over plain content the tap is decided at once,
  /// with no wait; over a link, or when the page cannot tell, wait for the
  /// window as ``timer`` does.
  case probe(ContentProbe)

  /// `timer` or `probe`.
  public var name: String {
    switch self {
    case .timer: "timer"
    case .probe: "probe"
    }
  }
}
