/// Something the engine did, with the instant it happened: what observers
/// get (see ``TapOverlay/addObserver(_:)``), and the raw material of traces.
///
/// The seed's `tappedView` callback is ``tappedView``: an observer that
/// wants only content taps reads
/// `if let tap = event.tappedView { show(tap.view, at: tap.point) }`.
public struct OverlayEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The touch router sends this touch to the priority view as well:
    /// forward it there.
    case routed(Touch, to: ViewID)
    /// The touch goes to its finger's locked target view: forward it there.
    /// A cancel carries the finger's last point.
    case delivered(Touch, to: ViewID)
    /// A gesture was decided.
    case decided(Decision)
    /// A request was answered.
    case answered(NavigationRequest, NavigationPolicy)
    /// A bridge request ran its action.
    case actionRan(String)
    /// A bridge request did not run an action, and why.
    case actionRefused(SchemeBridge.Verdict)
    /// The back button should appear (`true`) or disappear (`false`).
    case backButton(visible: Bool)
    /// The main frame committed a document at the URL
    /// (``TapInput/committed(_:)``).
    case committed(String)
    /// Input was ignored or adjusted.
    case diagnosed(EngineDiagnostic)
    /// The page answered what is under a finger.
    case pageAnswered(PageAnswer)
    /// The page (or the platform) reported that a touch-down ended a
    /// scroll or a selection (``TapInput/dismisses(_:_:)``).
    case dismissalReported(Dismissal, PageAnswer.Subject)
    /// A request that would have made a link came after its gesture was
    /// decided `tap`: undo the tap if you can.
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
  package init(time: Instant, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The view and point of a tap (the seed's `tappedView`): set only on
  /// the ``Kind/decided(_:)`` event of a ``Outcome/tap(view:point:)``
  /// decision, `nil` on every other event.
  ///
  /// A tap on the page's own button, field or checkbox is decided
  /// ``Outcome/control(view:point:kind:)`` when the page answers `control`,
  /// and a link ``Outcome/link(_:)``; neither sets it, so an observer that
  /// reads it reacts to taps on content only. (With no `control` answer,
  /// as without page answers, a tap on a control is a `tap`; see
  /// `GestureEvidence`.)
  public var tappedView: (view: ViewID, point: Point)? {
    guard case .decided(let decision) = kind, case .tap(let view, let point) = decision.outcome
    else { return nil }
    return (view, point)
  }

  /// The decision, when this event is one.
  public var decision: Decision? {
    if case .decided(let decision) = kind { return decision }
    return nil
  }
}
