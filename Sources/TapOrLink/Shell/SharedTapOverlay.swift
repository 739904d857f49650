import Dispatch

/// A ``TapOverlay`` on real time that may be called from any thread: it
/// owns a serial queue, a ``DispatchTimerScheduler`` on it and an overlay
/// confined there, where it calls back (observers, the decider, streams).
///
/// An isolation adapter: input is stamped now, on the calling thread, and
/// sent (``TapInputSending/send(_:at:)`` and the typed spellings wait for
/// the reply) or posted (``post(_:)`` returns at once). Reach the engine
/// otherwise through ``perform(_:)``, whose `@Sendable` body runs on the
/// queue: the compiler rejects a `@MainActor` decider there.
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

  /// Gives the engine an input stamped now, in call order; returns at once.
  public func post(_ input: TapInput) {
    let time = scheduler.now
    queue.async { [self] in _ = overlay.send(input, at: time) }
  }

  /// Runs `body` with the overlay on its queue, and waits for it
  /// (``TapInputSending/handOn(_:)``): input is stamped before, on the
  /// caller's thread.
  public func handOn<Result: Sendable>(_ body: @Sendable (TapOverlay) -> Result) -> Result {
    perform(body)
  }

  /// Adds an observer, called on the queue with every event, in order.
  @discardableResult
  public func addObserver(_ observer: @escaping @Sendable (OverlayEvent) -> Void)
    -> ObservationToken
  { perform { $0.addObserver(observer) } }

  /// Runs `body` with the overlay on its queue (to set a decider, read
  /// history, start a recorder); safe to call from the queue itself.
  public func perform<T: Sendable>(_ body: @Sendable (TapOverlay) throws -> T) rethrows -> T {
    if DispatchQueue.getSpecific(key: onQueue) == true { return try body(overlay) }
    return try queue.sync { try body(overlay) }
  }
}
