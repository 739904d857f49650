/// One input to the engine, given with the instant it happened
/// (``TapInputSending/send(_:at:)``): everything an overlay can be told is
/// one case here. The scenario runner, the test drivers, the real-time
/// player, the fuzzers and the flight recorder all play and record
/// `[TapInput]`; the typed methods (``TapInputSending/handle(_:)``,
/// ``TapInputSending/shouldStartLoad(_:at:)`` and the others) spell the same
/// inputs with replies typed for them. A new kind of input is one new case
/// and one engine entry: the engine's one switch over this enum does not
/// compile until it handles the case.
///
/// An input stamped before the engine's latest instant (a real clock's
/// touch that comes after a timer which fired late) is taken at that
/// instant, on every path, and reported once, as
/// ``EngineDiagnostic/timeWentBackwards(last:given:)`` (for a page answer
/// ``EngineDiagnostic/answerFromThePast(last:given:)``).
public enum TapInput: Hashable, Sendable {
  /// A finger touched, moved, lifted or was cancelled at a window point;
  /// `pointer` says what made it, when not a finger (a pen, a mouse's or a
  /// touchpad's button: ``Pointer``).
  ///
  /// The engine routes and delivers it, and decides any gesture it ends.
  /// Moves, ups and cancels of fingers that are not down, downs of fingers
  /// already down or while 1,024 fingers are down, and points that are not
  /// finite are ignored and reported as ``EngineDiagnostic``s. A cancel's point is not read: it carries the
  /// finger's last point.
  case touch(TouchPhase, Point, finger: FingerID, pointer: Pointer = .finger)

  /// The web view asks whether to load a request
  /// (`shouldStartLoadWithRequest`); the reply is the policy.
  ///
  /// A request counts when it is for the main frame, its type is in
  /// ``OverlayConfiguration/activation``, it is not for the bridge scheme,
  /// and a gesture is undecided: it goes to the oldest gesture whose finger
  /// is up, else to the one in progress; with none, it may be a
  /// ``LateLink`` of a recent `tap`. Bridge requests are blocked and may run
  /// an action, judged by `SchemeBridge.verdict(for:pageOrigin:)` (only a
  /// main-frame request the main frame's document started, opening no new
  /// window, from an allowed page); other requests are allowed unless the
  /// decider vetoes. Under ``HistorySource/requests``, allowed main-frame
  /// `link`, `form` and `other` requests add a page to the history, unless
  /// they open a new window (``NavigationRequest/opensNewWindow``); under
  /// ``HistorySource/commits`` only ``committed(_:)`` moves it. A URL that cannot be read is
  /// reported as ``EngineDiagnostic/unparseableURL(_:)`` and still counts;
  /// its page has no origin, so the bridge refuses it.
  case request(NavigationRequest)

  /// The back button was pressed: when there is a page before the current
  /// one, the web view asks to load it (a `back` request, answered as any
  /// request) and, if allowed, moves one page back.
  case back

  /// The web view's main frame committed a document at the URL (WebKit's
  /// `didCommit` with `webView.url`, WebKitGTK's `load-changed` at
  /// `COMMITTED`): the web view now shows it.
  ///
  /// Under ``HistorySource/commits`` it is what moves the page: a commit
  /// of the current page's URL adds nothing, one of the page before it
  /// while an allowed `back` request waits moves back, any other adds its
  /// page; and its origin is the one the bridge judges. Under
  /// ``HistorySource/requests`` it changes nothing. Either way it is
  /// recorded and told (``OverlayEvent/Kind/committed(_:)``). An iframe's
  /// document, and a same-document move, commit nothing here.
  case committed(String)

  /// New content was selected (seed: a master-list selection): the page
  /// becomes the URL and all history is cleared, hiding the back button.
  case select(String)

  /// A view was hidden (`true`) or shown; later downs hit-test the new
  /// tree, fingers already down keep their targets.
  case setHidden(ViewID, Bool)

  /// A view got a new frame in its parent's coordinates; later downs
  /// hit-test the new tree.
  case setFrame(ViewID, Rect)

  /// The page answered what lies under a finger.
  ///
  /// With the `pageAnswers` or `probe` strategy, a `content` answer for a
  /// lifted, undecided gesture decides it `tap` at the answer's instant;
  /// one that came before touch-up decides the `tap` at touch-up. A `link`
  /// or `unknown` answer is kept (the latest wins) and the window stays
  /// open. A `control` answer for a lifted gesture starts the control
  /// wait (``OverlayConfiguration/controlWait``, from touch-up for one that
  /// came before it, ending no later than the window): with no counted
  /// activation by its end, the gesture is decided
  /// ``Outcome/control(view:point:kind:)``; later answers about it change
  /// nothing (``EngineDiagnostic/answerAfterControl(_:)``). Answers that
  /// cannot apply (the strategy takes none, the gesture never started or is
  /// decided, the point is at no undecided gesture) are reported as
  /// ``EngineDiagnostic``s. The page script's words are read into a
  /// `PageAnswer` where they arrive (`TapOrLinkPageScript`), never here.
  case pageAnswer(PageAnswer)

  /// The touch-down of a gesture found the page scrolling on its own, or
  /// showing a text selection: the touch ends that rather than taps the
  /// content (contract 1.4).
  ///
  /// Reported by the page script at `touchstart` (about the point it saw)
  /// or by a platform integration at touch-down (iOS: the web view's scroll
  /// view decelerating or dragging, about the gesture the down began). The
  /// subject is found as a ``PageAnswer``'s is, under any strategy. The
  /// gesture is then decided ``Outcome/dismiss(_:)`` where it would have
  /// been decided `tap`, at the same instant (a second tap of a double tap
  /// stays ``Outcome/doubleTap(view:point:first:)``); a link, a
  /// same-document navigation or a `control` answer still wins. The first
  /// report about a gesture is kept. A report about a decided gesture, or
  /// none, changes nothing and is reported as a page answer's would be.
  case dismisses(Dismissal, PageAnswer.Subject)

  /// The page moved within its document (`pushState`, `replaceState`, a
  /// fragment change, or back and forward within it).
  ///
  /// `fragment` and `push` count as a request does; `replace` counts only
  /// for the latest gesture, lifted, in its window, with no finger down;
  /// `traverse` never counts. Without `link` in
  /// ``OverlayConfiguration/activation`` none counts. A move to the URL of
  /// a request counted within `TapDefaults.sameActivation` (or a request
  /// after such a move) is that activation's other report and counts once.
  /// The history moves as the page did. A move the current page could not
  /// make without loading a new document (`RequestURL.canBeRewritten(to:)`)
  /// is ignored, reported as
  /// ``EngineDiagnostic/sameDocumentOriginChanged(_:)``.
  case sameDocument(SameDocumentNavigation)
}
