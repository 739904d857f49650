/// The rule that decided a gesture, with the measurement it rests on.
public enum DecisionReason: Hashable, Sendable {
  /// The finger travelled `distance` points from its down point, more than
  /// the slop.
  case travelledPastSlop(distance: Double)
  /// Another finger of the overlay touched down.
  case secondFinger(FingerID)
  /// The system cancelled the gesture's finger.
  case cancelledBySystem
  /// The finger stayed down for the long-press duration.
  case heldPastLongPress
  /// A counted request arrived; `afterUp` is how long after touch-up it came,
  /// `nil` when the finger was still down.
  case countedRequest(afterUp: Duration?)
  /// A counted same-document navigation of that kind came (the page routed
  /// within the document; no request came); `afterUp` as for
  /// ``countedRequest(afterUp:)``.
  case sameDocumentNavigation(SameDocumentKind, afterUp: Duration?)
  /// The window after touch-up closed with no counted request.
  case windowClosed
  /// With the probe strategy, the page said no link lies under the up point.
  case probeFoundContent
  /// The page answered `content` (a ``PageAnswer``) at `at`; the tap is
  /// decided then, or at touch-up when the answer came before it.
  case pageAnswer(AnswerKind, at: Instant)
  /// The page answered `control` at `at` (a ``PageAnswer``, or the probe
  /// at touch-up), and no counted activation came within
  /// ``OverlayConfiguration/controlWait`` of it, or of touch-up when it
  /// came before; the wait ends no later than the window would have.
  case controlAnswered(at: Instant)
  /// With ``DoubleTapMode/held``: the gesture was a content tap, and the
  /// double-tap interval after its lift ended (or another gesture began)
  /// with no second tap; the rule says what made it a tap.
  case noSecondTap(after: TapRule)
  /// With ``DoubleTapMode/held``: the gesture's second touch was no tap (it
  /// moved, was held, was cancelled, or another finger came), so its first
  /// tap stands: a `tap` at that tap's up point.
  case secondTouchWasNoTap

  /// The rule that made a held gesture a tap (``noSecondTap(after:)``):
  /// plain data, so that a reason copies as bytes.
  public enum TapRule: Hashable, Sendable {
    /// ``DecisionReason/windowClosed``.
    case windowClosed
    /// ``DecisionReason/probeFoundContent``.
    case probeFoundContent
    /// ``DecisionReason/pageAnswer(_:at:)``, a `content` answer at that instant.
    case contentAnswer(at: Instant)

    /// The rule for a reason that makes a tap; `nil` for any other.
    init?(_ reason: DecisionReason) {
      switch reason {
      case .windowClosed: self = .windowClosed
      case .probeFoundContent: self = .probeFoundContent
      case .pageAnswer(.content, let at): self = .contentAnswer(at: at)
      default: return nil
      }
    }

    /// The reason it stands for.
    public var reason: DecisionReason {
      switch self {
      case .windowClosed: .windowClosed
      case .probeFoundContent: .probeFoundContent
      case .contentAnswer(let at): .pageAnswer(.content, at: at)
      }
    }
  }
}
