import Dispatch

/// A ``TapOverlay`` for the main actor: UIKit and AppKit apps call it from
/// their views, its timers run on the main queue, and it calls back on the
/// main actor (its ``TapOverlayDecider``, `@MainActor` observers),
/// checked with `MainActor.assumeIsolated`. An isolation adapter: its hop
/// (``handOn(_:)``) runs on the main actor, and every input of
/// ``TapInputSending`` goes through it.
@MainActor
public final class MainTapOverlay: @MainActor TapInputSending {
  let overlay: TapOverlay

  /// Answers what the app decides, on the main actor: the overlay's own
  /// ``TapOverlay/decider``, held weakly, by the lifetime rules it states.
  /// A `@MainActor` class conforms with
  /// `extension ViewController: @MainActor TapOverlayDecider`.
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
  /// advanced from main-actor code); traps when its scheduler is a
  /// ``DispatchTimerScheduler`` on another queue.
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
  /// The flight recorder (see ``TapOverlay/recorder``).
  public var recorder: FlightRecorder? {
    get { overlay.recorder }
    set { overlay.recorder = newValue }
  }

  /// Runs `body` with the overlay, on the main actor
  /// (``TapInputSending/handOn(_:)``).
  public func handOn<Result: Sendable>(_ body: @Sendable (TapOverlay) -> Result) -> Result {
    body(overlay)
  }

  /// Adds an observer, called on the main actor with every event.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (OverlayEvent) -> Void)
    -> ObservationToken
  {
    overlay.addObserver { event in MainActor.assumeIsolated { observer(event) } }
  }

}
