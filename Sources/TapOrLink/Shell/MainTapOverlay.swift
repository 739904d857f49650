import Dispatch

/// A ``TapOverlay`` for the main actor: UIKit and AppKit apps call it from
/// their views, its timers run on the main queue, and it calls back on the
/// main actor (its ``TapOverlayDecider``, `@MainActor` observers),
/// checked with `MainActor.assumeIsolated`. An isolation adapter: every
/// input goes through ``send(_:at:)``, and one stamped before the engine's
/// latest instant is handed on at that instant (a system touch can come
/// after a timer that fired later than the touch happened).
@MainActor
public final class MainTapOverlay: @MainActor TapInputSending, @MainActor OverlayStateReading {
  let overlay: TapOverlay

  /// Answers what the app decides, on the main actor: the overlay's own
  /// ``TapOverlay/decider``, held weakly by its rules (keep the decider
  /// for as long as the overlay decides; if it goes while the overlay runs
  /// on, the loss is reported once, as an ``EngineDiagnostic/deciderGone``
  /// event, and every request is allowed). A `@MainActor` class conforms
  /// with `extension ViewController: @MainActor TapOverlayDecider`.
  public var decider: (any TapOverlayDecider)? {
    get { overlay.decider }
    set { overlay.decider = newValue }
  }

  /// Creates an overlay on the main queue's time: `scheduler` must be on
  /// `DispatchQueue.main` (``DispatchTimerScheduler/instant(ofUptime:)``
  /// converts its `UITouch` timestamps). Throws as ``TapOverlay`` does.
  public convenience init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(),
    scheduler: DispatchTimerScheduler = DispatchTimerScheduler(queue: .main)
  ) throws(OverlaySetupError) {
    self.init(  // which checks the scheduler's queue
      try TapOverlay(
        tree: tree, covering: coveredView, firstPage: firstPage, configuration: configuration,
        router: router, scheduler: scheduler))
  }

  /// Wraps an overlay whose work runs on the main thread (a
  /// ``DispatchTimerScheduler`` on the main queue, or a ``ManualScheduler``
  /// advanced from main-actor code); the adapter becomes its decider.
  public init(_ overlay: TapOverlay) {
    if let dispatch = overlay.scheduler as? DispatchTimerScheduler {
      precondition(
        MainQueueMark.isMain(dispatch.queue),
        "MainTapOverlay needs an overlay whose timers run on DispatchQueue.main")
    }
    self.overlay = overlay
  }

  /// The current instant on the overlay's timeline.
  public var now: Instant { overlay.scheduler.now }
  /// The engine's state (the queries of ``OverlayStateReading``).
  public var state: OverlayState { overlay.state }
  /// The flight recorder (see ``TapOverlay/recorder``).
  public var recorder: FlightRecorder? {
    get { overlay.recorder }
    set { overlay.recorder = newValue }
  }

  /// Gives the engine one input, now or at `time`, never before its latest
  /// instant (``TapOverlay/send(_:at:)``).
  @discardableResult
  public func send(_ input: TapInput, at time: Instant? = nil) -> TapReply {
    handOn(time) { $0.send(input, at: $1) }
  }

  /// Handles one touch, never before the engine's latest instant
  /// (``TapOverlay/handle(_:)``).
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    handOn(touch.time) { $0.handle(touch.stamped($1)) }
  }

  /// Answers whether a request may load (``TapOverlay/shouldStartLoad(_:at:)``).
  @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest, at time: Instant?) -> NavigationPolicy {
    handOn(time) { $0.shouldStartLoad(request, at: $1) }
  }

  /// Presses the back button (``TapOverlay/goBack(at:)``).
  @discardableResult
  public func goBack(at time: Instant?) -> NavigationPolicy? { handOn(time) { $0.goBack(at: $1) } }

  /// Shows new content (``TapOverlay/select(_:at:)``).
  public func select(_ url: String, at time: Instant?) { handOn(time) { $0.select(url, at: $1) } }

  /// Hides or shows a view (``TapOverlay/setHidden(_:for:)``).
  @discardableResult
  public func setHidden(_ hidden: Bool, for view: ViewID) -> Bool {
    overlay.setHidden(hidden, for: view)
  }

  /// Moves a view (``TapOverlay/setFrame(_:for:)``).
  @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    overlay.setFrame(frame, for: view)
  }

  /// Takes the page's answer (``TapOverlay/pageAnswered(_:at:)``).
  @discardableResult
  public func pageAnswered(_ answer: PageAnswer, at time: Instant?) -> PageAnswerDisposition {
    handOn(time) { $0.pageAnswered(answer, at: $1) }
  }

  /// Takes a page answer by its kind's name
  /// (``TapOverlay/pageAnswered(kindNamed:for:at:)``).
  @discardableResult
  public func pageAnswered(
    kindNamed name: String, for subject: PageAnswer.Subject, at time: Instant?
  ) -> PageAnswerDisposition {
    handOn(time) { $0.pageAnswered(kindNamed: name, for: subject, at: $1) }
  }

  /// Takes a same-document navigation
  /// (``TapOverlay/sameDocumentNavigation(to:kind:at:)``).
  @discardableResult
  public func sameDocumentNavigation(to url: String, kind: SameDocumentKind, at time: Instant?)
    -> SameDocumentDisposition
  {
    handOn(time) { $0.sameDocumentNavigation(to: url, kind: kind, at: $1) }
  }

  /// Hands input stamped at `time` (now when `nil`) on to the overlay
  /// (``TapOverlay`` keeps the rule for a stamp from the past).
  private func handOn<Reply>(_ time: Instant?, _ input: (TapOverlay, Instant) -> Reply) -> Reply {
    overlay.handOn(stampedAt: time ?? now) { input(overlay, $0) }
  }

  /// Adds an observer, called on the main actor with every event.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (OverlayEvent) -> Void)
    -> ObservationToken
  {
    overlay.addObserver { event in MainActor.assumeIsolated { observer(event) } }
  }

  /// Removes an observer; it hears nothing more, from the next event on.
  public func removeObserver(_ token: ObservationToken) { overlay.removeObserver(token) }
  /// A stream of every event from now on (``TapOverlay/events()``).
  public func events() -> AsyncStream<OverlayEvent> { overlay.events() }
  /// A stream of every decision from now on (``TapOverlay/decisions()``).
  public func decisions() -> AsyncStream<Decision> { overlay.decisions() }
}
