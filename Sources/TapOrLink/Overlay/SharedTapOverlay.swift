import Dispatch

/// A ``TapOverlay`` on real time that may be called from any thread.
///
/// It owns a serial queue, a ``DispatchTimerScheduler`` on that queue and an
/// overlay confined to it. Touches are stamped with the current instant when
/// you call in, then handled on the queue in call order; requests are
/// answered synchronously, because a web view needs its answer at once.
/// Callbacks (observers, the decider, streams) run on the queue.
///
/// ## Isolation
///
/// This is the any-thread form: nothing it calls back runs on your actor.
/// You reach the engine only through ``perform(_:)``, whose body is
/// `@Sendable` and so nonisolated, and whatever you hand the engine there
/// must be safe to call from the queue: a `Sendable` decider, or
/// observers that touch only `Sendable` state. The compiler rejects the
/// unsound forms: a `@MainActor` conformance to ``TapOverlayDecider``
/// ("main actor-isolated conformance … cannot be used in nonisolated
/// context"), an observer that changes main-actor state, and a
/// `@MainActor` observer ("loses global actor 'MainActor'"). To hear from
/// the engine on the main actor, use ``MainTapOverlay`` instead, or hop
/// yourself (`Task { @MainActor in … }`) from a `Sendable` callback.
public final class SharedTapOverlay: @unchecked Sendable {
  // Safe to share: `overlay` is only touched on `queue` (through `perform`),
  // and every other stored property is immutable and Sendable.

  /// The serial queue the engine is confined to.
  public let queue: DispatchQueue
  /// The real-time scheduler on ``queue``.
  public let scheduler: DispatchTimerScheduler
  private let overlay: TapOverlay
  private let onQueue = DispatchSpecificKey<Bool>()

  /// Creates an overlay on its own queue.
  ///
  /// - Parameters:
  ///   - tree: the window's views.
  ///   - coveredView: the view to cover; by default the first web view.
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - configuration: the settings.
  ///   - router: the touch router's priority views.
  ///   - queue: the serial queue to confine the engine to; a new one by
  ///     default.
  ///   - observer: an observer to add at once (see ``addObserver(_:)``),
  ///     so that it hears the very first event.
  /// - Throws: ``OverlaySetupError`` when the covered view or web view is
  ///   missing, or a setting of `configuration` is out of range.
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
    // The overlay cancels its pending timer as it goes, and the scheduler may
    // only be touched on the queue, while this deinit runs on whatever thread
    // let go last: cancel the timer on the queue first.
    perform { $0.cancelWake() }
  }

  /// The current instant on the overlay's timeline.
  public var now: Instant { scheduler.now }

  /// Handles a touch stamped now; returns at once (handled on the queue).
  ///
  /// The stamp is taken on the calling thread, so by the time the touch is
  /// handled another thread's touch or an overdue timer may have moved the
  /// engine past it. That is not bad input: such a touch is handled at the
  /// engine's latest instant instead of being dropped as time going
  /// backwards (which would leave its finger down for good).
  public func touch(_ phase: TouchPhase, at location: Point, finger: FingerID = 1) {
    let touch = Touch(finger: finger, phase: phase, location: location, time: scheduler.now)
    let box = OverlayBox(overlay)
    queue.async {
      var late = touch
      late.time = max(touch.time, box.overlay.lastInstant)
      box.overlay.handle(late)
    }
  }

  /// Handles a touch on the queue; returns at once.
  public func handle(_ touch: Touch) {
    let box = OverlayBox(overlay)
    queue.async { box.overlay.handle(touch) }
  }

  /// Answers a request, stamped now, and waits for the answer.
  public func shouldStartLoad(_ request: NavigationRequest) -> NavigationPolicy {
    let time = scheduler.now
    // Stamped off the queue: another thread's input may have moved the
    // engine past this instant meanwhile, which is not bad input.
    return perform { $0.shouldStartLoad(request, at: max(time, $0.lastInstant)) }
  }

  /// The recorder's recent past, made on the queue (see
  /// ``TapOverlay/flightRecording()``). Start recording with
  /// `perform { $0.recorder = FlightRecorder() }`.
  public func flightRecording() -> FlightRecording? { perform { $0.flightRecording() } }

  /// A stream of every decision from now on.
  public func decisions() -> AsyncStream<Decision> {
    perform { $0.decisions() }
  }

  /// Adds an observer, called on the queue with every event, in order (see
  /// ``TapOverlay/addObserver(_:)``).
  ///
  /// - Returns: the token that removes it (``removeObserver(_:)``).
  @discardableResult
  public func addObserver(_ observer: @escaping @Sendable (OverlayEvent) -> Void)
    -> ObservationToken
  {
    perform { $0.addObserver(observer) }
  }

  /// Removes an observer; it hears nothing more, from the next event on.
  public func removeObserver(_ token: ObservationToken) { perform { $0.removeObserver(token) } }

  /// Runs `body` with the overlay on its queue and returns its result (for
  /// setting a decider, changing views, reading history). Safe to call from
  /// the queue itself.
  ///
  /// `body` is `@Sendable`: it runs on the queue, not on your actor, so it
  /// cannot capture actor-isolated state, and the decider and observers it
  /// installs are checked to be callable from the queue.
  public func perform<T: Sendable>(_ body: @Sendable (TapOverlay) throws -> T) rethrows -> T {
    if DispatchQueue.getSpecific(key: onQueue) == true {
      return try body(overlay)
    }
    return try queue.sync { try body(overlay) }
  }
}

/// Carries the overlay into work submitted to its queue.
///
/// `@unchecked Sendable` is safe here: the box is only opened on the
/// overlay's own serial queue.
private struct OverlayBox: @unchecked Sendable {
  let overlay: TapOverlay
  init(_ overlay: TapOverlay) { self.overlay = overlay }
}
