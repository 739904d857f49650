/// Something the engine did, with the instant it happened: the raw material
/// of traces.
public struct OverlayEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The touch router sent a finger's phase to a priority view.
    case routed(TouchPhase, ViewID, FingerID)
    /// A finger's phase was delivered to its locked target view.
    case delivered(TouchPhase, ViewID, FingerID)
    /// A gesture was decided.
    case decided(Decision)
    /// A request was answered.
    case answered(NavigationRequest, NavigationPolicy)
    /// A bridge request ran its action.
    case actionRan(String)
    /// A bridge request did not run an action, and why.
    case actionRefused(SchemeBridge.Verdict)
    /// The back button appeared (`true`) or disappeared (`false`).
    case backButton(visible: Bool)
    /// Input was ignored or adjusted.
    case diagnosed(EngineDiagnostic)
    /// The page answered what is under a finger.
    case pageAnswered(PageAnswer)
    /// A request that would have made a link came after its gesture was
    /// decided `tap`.
    case lateLink(LateLink)
    /// The page moved to a new URL within the document (reported before
    /// the history moves; a `link` it decides comes just before it).
    case navigatedWithinDocument(SameDocumentNavigation)
  }

  /// When it happened.
  public var time: Instant
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  public init(time: Instant, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
