import Dispatch

/// A ``TapOverlay`` for the main actor: UIKit and AppKit apps call it from
/// their views and controllers, and it calls back on the main actor.
///
/// Its timers run on the main queue (a ``DispatchTimerScheduler`` on
/// `DispatchQueue.main`), so the window's end and the long press arrive on
/// the main thread, like touches and navigation requests do. Its
/// ``decider`` is a ``MainTapOverlayDecider`` and its observers are
/// `@MainActor` closures: a view controller receives ``OverlayEvent``s with
/// nothing to hop and no `Sendable` requirement. Calls back in behave as
/// ``TapOverlay`` documents ("Calling back in").
///
/// Every callback is checked, not assumed: should the engine's scheduler
/// ever run off the main thread (a wrapped overlay on another queue), the
/// callback stops the process with the main actor's isolation check rather
/// than running main-actor code on another thread.
///
/// For an engine called from any thread, with callbacks on its own queue,
/// use ``SharedTapOverlay``.
@MainActor
public final class MainTapOverlay {
  /// The engine. Not public, so that its decider stays the bridge below
  /// (the module's own extensions forward to it).
  let overlay: TapOverlay
  private let bridge: MainOverlayBridge

  /// Answers what the app decides, on the main actor: whether a request may
  /// load, and running bridge actions. Held weakly; with none, every
  /// request is allowed and no action runs.
  ///
  /// The decider is asked through this wrapper, so keep the wrapper for as
  /// long as the decider should be asked: the wrapped overlay holds it
  /// weakly (holding it strongly would keep both alive for ever). Once the
  /// wrapper is released, every request is allowed and no action runs,
  /// while observers added through it keep running.
  public weak var decider: (any MainTapOverlayDecider)?

  /// Creates an overlay on the main queue's real time.
  ///
  /// - Parameters:
  ///   - tree: the window's views.
  ///   - coveredView: the view to cover; by default the first web view.
  ///   - firstPage: the web view's first page, where its history starts.
  ///   - configuration: the settings.
  ///   - router: the touch router's priority views.
  ///   - scheduler: a scheduler on `DispatchQueue.main` (a new one by
  ///     default); pass your own to convert `UITouch.timestamp`s with
  ///     ``DispatchTimerScheduler/instant(ofUptime:)``. A scheduler on any
  ///     other queue stops the process.
  /// - Throws: ``OverlaySetupError`` when the covered view or web view is
  ///   missing.
  public convenience init(
    tree: ViewTree, covering coveredView: ViewID? = nil, firstPage: String? = nil,
    configuration: OverlayConfiguration = OverlayConfiguration(),
    router: TouchRouter = TouchRouter(),
    scheduler: DispatchTimerScheduler = DispatchTimerScheduler(queue: .main)
  ) throws(OverlaySetupError) {
    precondition(
      MainQueueMark.isMain(scheduler.queue),
      "MainTapOverlay needs a DispatchTimerScheduler on DispatchQueue.main")
    self.init(
      try TapOverlay(
        tree: tree, covering: coveredView, firstPage: firstPage, configuration: configuration,
        router: router, scheduler: scheduler))
  }

  /// Wraps an overlay whose scheduler runs its work on the main thread: a
  /// ``DispatchTimerScheduler`` on `DispatchQueue.main`, or a
  /// ``ManualScheduler`` advanced from main-actor code (as a test's
  /// `TapDriver` is, in a `@MainActor` test).
  ///
  /// The wrapper becomes the overlay's ``TapOverlay/decider``; observers
  /// already added to the overlay (a test driver's trace) keep running.
  /// Keep the wrapper while its ``decider`` should be asked (a test keeps
  /// it in a local constant).
  public init(_ overlay: TapOverlay) {
    if let dispatch = overlay.scheduler as? DispatchTimerScheduler {
      precondition(
        MainQueueMark.isMain(dispatch.queue),
        "MainTapOverlay needs an overlay whose timers run on DispatchQueue.main")
    }
    self.overlay = overlay
    bridge = MainOverlayBridge()
    bridge.owner = self
    overlay.decider = bridge
  }

  // MARK: - Queries

  /// The clock and timers.
  public var scheduler: any TimerScheduler { overlay.scheduler }
  /// The current instant on the overlay's timeline.
  public var now: Instant { overlay.scheduler.now }
  /// The settings.
  public var configuration: OverlayConfiguration { overlay.configuration }
  /// The view the overlay covers.
  public var coveredView: ViewID { overlay.coveredView }
  /// The web view whose requests, history and links the overlay watches.
  public var webView: ViewID { overlay.webView }
  /// The views, as hit testing sees them now.
  public var tree: ViewTree { overlay.tree }
  /// The web view's history.
  public var history: WebHistory { overlay.history }
  /// The overlay's frame in window coordinates.
  public var frame: Rect { overlay.frame }
  /// The number of undecided gestures.
  public var undecidedCount: Int { overlay.undecidedCount }
  /// The fingers down, in the order they touched.
  public var fingersDown: [FingerID] { overlay.fingersDown }
  /// The instant of the latest input or timer the engine has handled.
  public var lastInstant: Instant { overlay.lastInstant }
  /// The touch router's priority views.
  public var router: TouchRouter {
    get { overlay.router }
    set { overlay.router = newValue }
  }
  /// The flight recorder keeping the overlay's recent input, if any (see
  /// ``TapOverlay/recorder``).
  public var recorder: FlightRecorder? {
    get { overlay.recorder }
    set { overlay.recorder = newValue }
  }

  /// The recorder's recent past, ready to be written as a scenario (see
  /// ``TapOverlay/flightRecording()``).
  public func flightRecording() -> FlightRecording? { overlay.flightRecording() }

  // MARK: - Input

  /// Handles one touch (see ``TapOverlay/handle(_:)``).
  ///
  /// A touch stamped before the engine's latest instant is handled at that
  /// instant: a system touch event can be delivered after a timer that
  /// fired later than the touch happened, and that is not bad input.
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    var stamped = touch
    stamped.time = max(touch.time, overlay.lastInstant)
    return overlay.handle(stamped)
  }

  /// Handles a touch stamped now.
  @discardableResult
  public func touch(_ phase: TouchPhase, at location: Point, finger: FingerID = 1)
    -> TouchDisposition
  {
    handle(Touch(finger: finger, phase: phase, location: location, time: now))
  }

  /// Answers the web view's question whether to load a request, now or at
  /// `time` (see ``TapOverlay/shouldStartLoad(_:at:)``).
  @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest, at time: Instant? = nil)
    -> NavigationPolicy
  {
    overlay.shouldStartLoad(request, at: time)
  }

  /// Presses the back button (see ``TapOverlay/goBack(at:)``).
  @discardableResult
  public func goBack(at time: Instant? = nil) -> NavigationPolicy? { overlay.goBack(at: time) }

  /// Shows new content in the web view (see ``TapOverlay/select(_:at:)``).
  public func select(_ url: String, at time: Instant? = nil) { overlay.select(url, at: time) }

  /// Hides or shows a view; later downs hit-test the new tree.
  /// - Returns: whether the view exists.
  @discardableResult
  public func setHidden(_ hidden: Bool, for view: ViewID) -> Bool {
    overlay.setHidden(hidden, for: view)
  }

  /// Gives a view a new frame in its parent's coordinates.
  /// - Returns: whether the view exists.
  @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    overlay.setFrame(frame, for: view)
  }

  // MARK: - Observing

  /// Adds an observer, called on the main actor with every event, in order
  /// (see ``TapOverlay/addObserver(_:)``).
  ///
  /// - Returns: the token that removes it (``removeObserver(_:)``).
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (OverlayEvent) -> Void)
    -> ObservationToken
  {
    overlay.addObserver { event in
      // Checked, not assumed: stops the process should the engine ever run
      // off the main thread, rather than run main-actor code elsewhere.
      MainActor.assumeIsolated { observer(event) }
    }
  }

  /// Removes an observer; it hears nothing more, from the next event on.
  public func removeObserver(_ token: ObservationToken) { overlay.removeObserver(token) }

  /// A stream of every decision from now on (see ``TapOverlay/decisions()``).
  public func decisions() -> AsyncStream<Decision> { overlay.decisions() }
}

/// Tells the main queue from others. `DispatchQueue.main` is not one
/// object everywhere (on Linux each use wraps the queue anew), so the main
/// queue is marked with a key instead of compared by identity.
private enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func isMain(_ queue: DispatchQueue) -> Bool { queue.getSpecific(key: key) == true }
}

/// The engine's decider on behalf of a ``MainTapOverlay``: every call
/// enters the main actor with `MainActor.assumeIsolated`, which checks that
/// it really runs there (and stops the process if not) instead of trusting
/// it.
private final class MainOverlayBridge: TapOverlayDecider {
  weak var owner: MainTapOverlay?

  func overlay(_ overlay: TapOverlay, shouldAllow request: NavigationRequest) -> Bool {
    guard let owner else { return true }
    return MainActor.assumeIsolated {
      owner.decider?.overlay(owner, shouldAllow: request) ?? true
    }
  }

  func overlay(_ overlay: TapOverlay, runAction name: String, for request: NavigationRequest) {
    guard let owner else { return }
    MainActor.assumeIsolated { owner.decider?.overlay(owner, runAction: name, for: request) }
  }
}
