import Dispatch

/// A ``TapOverlay`` on real time that may be called from any thread: it
/// owns a serial queue, a ``DispatchTimerScheduler`` on it and an overlay
/// confined there, where it calls back (observers, the decider, streams).
///
/// An isolation adapter: input is stamped now, on the calling thread, and
/// sent (``send(_:at:)`` and the typed shorthand wait for the reply) or
/// posted (``post(_:)`` returns at once). Like ``MainTapOverlay``, it hands
/// an input stamped before the engine's latest instant on at that instant.
/// Reach the engine otherwise through ``perform(_:)``, whose `@Sendable`
/// body runs on the queue: the compiler rejects a `@MainActor` decider.
public final class SharedTapOverlay: TapInputSending, @unchecked Sendable {
  // Safe to share: `overlay` is only touched on `queue`; the rest is immutable.
  /// The serial queue the engine is confined to.
  public let queue: DispatchQueue
  /// The real-time scheduler on ``queue``.
  public let scheduler: DispatchTimerScheduler
  private let overlay: TapOverlay
  private let onQueue = DispatchSpecificKey<Bool>()

  /// Creates an overlay on its own queue (a new one by default), with an
  /// `observer` that hears the very first event; throws as ``TapOverlay``.
  public init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(),
    queue: DispatchQueue = DispatchQueue(label: "TapOrLink.overlay"),
    observer: (@Sendable (OverlayEvent) -> Void)? = nil
  ) throws(OverlaySetupError) {
    self.queue = queue
    queue.setSpecific(key: onQueue, value: true)
    scheduler = DispatchTimerScheduler(queue: queue)
    overlay = try TapOverlay(
      tree: tree, covering: coveredView, firstPage: firstPage, configuration: configuration,
      router: router, scheduler: scheduler)
    if let observer { overlay.addObserver(observer) }
  }

  deinit {
    // The scheduler may only be touched on the queue, and this deinit runs
    // on whatever thread let go last: cancel the timer on the queue first.
    perform { $0.cancelWake() }
  }

  /// The current instant on the overlay's timeline.
  public var now: Instant { scheduler.now }

  /// Gives the engine one input, now or at `time`, never before its latest
  /// instant (``TapOverlay/send(_:at:)``); waits for the reply.
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
    perform { $0.setHidden(hidden, for: view) }
  }

  /// Moves a view (``TapOverlay/setFrame(_:for:)``).
  @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    perform { $0.setFrame(frame, for: view) }
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

  /// Gives the engine an input stamped now, in call order; returns at once.
  public func post(_ input: TapInput) {
    let time = scheduler.now
    queue.async { [self] in _ = handOn(time) { $0.send(input, at: $1) } }
  }

  /// Hands input stamped at `time` (now when `nil`, read on the caller's
  /// thread) on to the overlay on its queue (``TapOverlay`` keeps the rule
  /// for a stamp from the past).
  private func handOn<Reply: Sendable>(
    _ time: Instant?, _ input: @Sendable (TapOverlay, Instant) -> Reply
  ) -> Reply {
    let stamp = time ?? scheduler.now
    return perform { overlay in overlay.handOn(stampedAt: stamp) { input(overlay, $0) } }
  }

  /// Adds an observer, called on the queue with every event, in order.
  @discardableResult
  public func addObserver(_ observer: @escaping @Sendable (OverlayEvent) -> Void)
    -> ObservationToken
  { perform { $0.addObserver(observer) } }
  /// Removes an observer; it hears nothing more, from the next event on.
  public func removeObserver(_ token: ObservationToken) { perform { $0.removeObserver(token) } }
  /// A stream of every event from now on (``TapOverlay/events()``).
  public func events() -> AsyncStream<OverlayEvent> { perform { $0.events() } }
  /// A stream of every decision from now on (``TapOverlay/decisions()``).
  public func decisions() -> AsyncStream<Decision> { perform { $0.decisions() } }

  /// Runs `body` with the overlay on its queue (to set a decider, read
  /// history, start a recorder); safe to call from the queue itself.
  public func perform<T: Sendable>(_ body: @Sendable (TapOverlay) throws -> T) rethrows -> T {
    if DispatchQueue.getSpecific(key: onQueue) == true { return try body(overlay) }
    return try queue.sync { try body(overlay) }
  }
}
