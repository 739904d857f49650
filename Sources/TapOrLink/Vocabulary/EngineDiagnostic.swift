/// Input the engine did not act on, and why. Bad sequences never crash the
/// engine or change its state; they are reported instead.
public enum EngineDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A move, up or cancel for a finger that is not down: ignored.
  case fingerNotDown(FingerID, TouchPhase)
  /// A down for a finger that is already down: ignored.
  case fingerAlreadyDown(FingerID)
  /// A down while `limit` fingers (1,024) are down already: ignored, and so
  /// is the rest of that finger's touch. No touch screen reports so many;
  /// the limit bounds what a touch costs.
  case tooManyFingers(FingerID, limit: Int)
  /// An input (a touch, a request, any input but a page answer) stamped
  /// earlier than input already handled: handled as if it came at `last`,
  /// on every path (a real clock's touch can come after a timer that fired
  /// late).
  case timeWentBackwards(last: Instant, given: Instant)
  /// A request whose URL cannot be read as a browser reads it (see
  /// `RequestURL`: a relative URL with no page to read it against, an
  /// invalid host or port, a host that needs IDNA). It is handled like any
  /// other request all the same: answered (allowed unless the decider
  /// vetoes), counted by its type and frame, and added to the history as
  /// written; the page it leads to has no origin, so the bridge refuses it.
  case unparseableURL(String)
  /// A page answer while the strategy takes none (`timer`): ignored.
  case pageAnswersOff
  /// A page answer for a gesture the engine never started: ignored.
  case answerForUnknownGesture(GestureID)
  /// A page answer for a gesture already decided: changes nothing.
  case answerForDecidedGesture(GestureID)
  /// A page answer for a lifted gesture the page already answered
  /// `control` about: the page's click has said what it landed on, and the
  /// control wait runs on. Changes nothing.
  case answerAfterControl(GestureID)
  /// A page answer for a point no undecided gesture is at (farther than the
  /// slop from its current point, or no gesture at all): ignored.
  case answerForNoGestureAt(Point)
  /// A page answer stamped earlier than input already handled: handled as if
  /// it came at `last`.
  case answerFromThePast(last: Instant, given: Instant)
  // Indirect (the payload boxed, made only for a refused touch): held
  // inline, its 32 bytes would widen every diagnostic and so every
  // `TouchDisposition`, which a move then could not copy and destroy
  // inline.
  /// A touch at a point that is not finite (NaN or infinite): ignored, as
  /// no distance from it means anything.
  indirect case nonFinitePoint(FingerID, TouchPhase, Point)
  /// A same-document navigation to a URL of another origin than the
  /// current page's (or one that cannot be read): no document can move
  /// there without loading, so the report is not believed and ignored,
  /// and the bridge keeps trusting only the page it trusted.
  case sameDocumentOriginChanged(String)
  /// The decider set on the overlay (directly, or through its
  /// `MainTapOverlay`) is gone, released: reported once, at the
  /// first request or bridge action that finds it gone; every request is
  /// allowed and no action runs until a decider is set again.
  case deciderGone

  /// A sentence describing the problem.
  public var description: String {
    switch self {
    case .fingerNotDown(let finger, let phase):
      "\(phase.rawValue) for finger \(finger), which is not down: ignored"
    case .fingerAlreadyDown(let finger):
      "down for finger \(finger), which is already down: ignored"
    case .tooManyFingers(let finger, let limit):
      "down for finger \(finger) while \(limit) fingers are down: ignored"
    case .timeWentBackwards(let last, let given):
      "input at \(given) is earlier than \(last), already handled: taken at \(last)"
    case .unparseableURL(let url):
      "request URL `\(url)` cannot be read: its page has no origin"
    case .pageAnswersOff:
      "page answer while the strategy takes none: ignored"
    case .answerForUnknownGesture(let gesture):
      "page answer for gesture \(gesture), which never started: ignored"
    case .answerForDecidedGesture(let gesture):
      "page answer for gesture \(gesture), already decided: changes nothing"
    case .answerAfterControl(let gesture):
      "page answer for gesture \(gesture), already answered control: changes nothing"
    case .answerForNoGestureAt(let point):
      "page answer for \(point), where no undecided gesture is: ignored"
    case .answerFromThePast(let last, let given):
      "page answer at \(given) is earlier than \(last), already handled: taken at \(last)"
    case .nonFinitePoint(let finger, let phase, let point):
      "\(phase.rawValue) for finger \(finger) at \(point), which is not a finite point: ignored"
    case .sameDocumentOriginChanged(let url):
      "same-document navigation to `\(url)` leaves the page's origin: ignored"
    case .deciderGone:
      "the decider set on the overlay is gone (released): requests are allowed, no bridge action runs"
    }
  }
}
