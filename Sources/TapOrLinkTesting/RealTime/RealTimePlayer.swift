import Dispatch
@_spi(Lab) import TapOrLink
import TapSimulation

/// Plays a timeline on a `SharedTapOverlay` in real time: each step at
/// its offset from the start, the page's link requests after the click
/// delay, the engine's timers on its `DispatchTimerScheduler`.
///
/// `@unchecked Sendable` is safe here: after `init`, every mutable property
/// is read and written only on the overlay's serial `queue`.
final class RealTimePlayer: @unchecked Sendable {
  /// What a real-time run recorded.
  struct Recording: Sendable {
    var observations: [RealTimeObservation]
    var stepLateness: [Duration]
    /// For each probe, how late its timer ran.
    var probeLateness: [Duration]
    /// The simulated page's timers (clicks, answers): when each was due and
    /// how late it ran.
    var pageTimers: [(due: Instant, lateness: Duration)]
    var timedOut: Bool
  }

  private let queue: DispatchQueue
  private let scheduler: DispatchTimerScheduler
  private var shared: SharedTapOverlay?
  private let steps: [Step]
  private let page: SimulatedPage
  private let limit: Instant
  private var next = 0
  private var observations: [RealTimeObservation] = []
  private var stepLateness: [Duration] = []
  private let probes: [Instant]
  private var probeLateness: [Duration?]
  private var pageTimers: [(due: Instant, lateness: Duration)] = []
  private var continuation: CheckedContinuation<Recording, Never>?
  private var timeout: DispatchWorkItem?
  private var done = false

  /// Plays `steps` on `setup` in real time, until no timer is pending or
  /// `limit` (from the start) has passed.
  ///
  /// `probes` are instants at which an empty timer of the same kind as the
  /// engine's runs on the same queue: how late each ran is how late this
  /// machine ran any timer due then, the engine's included.
  static func play(_ setup: TapSetup, steps: [Step], probes: [Instant], limit: Instant)
    async throws(ScenarioSetupError) -> Recording
  {
    let player = try RealTimePlayer(setup, steps: steps, probes: probes, limit: limit)
    return await withCheckedContinuation { continuation in
      player.start(continuation)
    }
  }

  private init(_ setup: TapSetup, steps: [Step], probes: [Instant], limit: Instant)
    throws(ScenarioSetupError)
  {
    self.steps = steps
    self.probes = probes
    self.probeLateness = Array(repeating: nil, count: probes.count)
    self.page = setup.makePage()
    self.limit = limit
    let tree = try setup.viewTree()
    let configuration = setup.engineConfiguration(answeredBy: page)
    let queue = DispatchQueue(label: "TapOrLinkTesting.RealTimePlayer", qos: .userInteractive)
    self.queue = queue
    let shared: SharedTapOverlay
    do {
      shared = try SharedTapOverlay(
        tree: tree, covering: setup.covering, firstPage: setup.firstPage,
        configuration: configuration, router: setup.router, queue: queue)
    } catch {
      throw .overlay(error)
    }
    self.shared = shared
    self.scheduler = shared.scheduler
    shared.addObserver { [weak self] event in self?.record(event) }
  }

  private func start(_ continuation: CheckedContinuation<Recording, Never>) {
    queue.async { [self] in
      self.continuation = continuation
      let timeout = DispatchWorkItem { [weak self] in self?.complete(timedOut: true) }
      self.timeout = timeout
      queue.asyncAfter(deadline: scheduler.dispatchTime(of: limit), execute: timeout)
      for (index, probe) in probes.enumerated() {
        scheduler.schedule(at: probe) { [weak self] in self?.probeRan(index) }
      }
      playDue()
    }
  }

  // MARK: - On the queue

  private func playDue() {
    guard !done else { return }
    while next < steps.count, steps[next].time <= scheduler.now {
      let step = steps[next]
      next += 1
      stepLateness.append(scheduler.now - step.time)
      play(step.command)
    }
    if next < steps.count {
      queue.asyncAfter(deadline: scheduler.dispatchTime(of: steps[next].time)) { [self] in
        playDue()
      }
    }
    checkIdle()
  }

  private func play(_ command: Command) {
    guard let shared else { return }
    let stamp = scheduler.now
    shared.perform { overlay in
      // Stamped on the queue, so never earlier than the engine's clock; the
      // `max` keeps that true should a timer ever move the clock past now.
      let now = max(stamp, overlay.lastInstant)
      let input = command.input(in: overlay)
      overlay.send(input, at: now)
      for reaction in page.reactions(to: input, on: overlay) {
        follow(reaction, at: now, on: overlay)
      }
    }
  }

  /// The simulated page's reaction (its answer, its click), given at its
  /// instant whatever the engine decided meanwhile.
  private func follow(_ reaction: PageReaction, at time: Instant, on overlay: TapOverlay) {
    let scheduler = scheduler
    let due = time + reaction.delay
    scheduler.schedule(at: due) { [weak overlay, weak self] in
      guard let self, !self.done else { return }
      self.pageTimers.append((due, scheduler.now - due))
      overlay?.send(reaction.input, at: scheduler.now)
      self.queue.async { self.checkIdle() }
    }
  }

  private func probeRan(_ index: Int) {
    guard !done else { return }
    probeLateness[index] = scheduler.now - probes[index]
    checkIdle()
  }

  private func record(_ event: OverlayEvent) {
    guard !done, case .decided(let decision) = event.kind else { return }
    observations.append(RealTimeObservation(decision: decision, delivered: scheduler.now))
    queue.async { [self] in checkIdle() }
  }

  private func checkIdle() {
    guard !done, next == steps.count, scheduler.pendingCount == 0 else { return }
    complete(timedOut: false)
  }

  /// Ends the run. Called only from the top of a block on the queue, never
  /// from inside the engine, so the overlay is released on its queue while
  /// nothing of it is running.
  private func complete(timedOut: Bool) {
    guard !done else { return }
    done = true
    timeout?.cancel()
    timeout = nil
    shared = nil
    // A probe due and not yet run is at least as late as now.
    let now = scheduler.now
    let probed = zip(probes, probeLateness).map { probe, lateness in
      lateness ?? max(.zero, now - probe)
    }
    let result = Recording(
      observations: observations, stepLateness: stepLateness, probeLateness: probed,
      pageTimers: pageTimers, timedOut: timedOut)
    continuation?.resume(returning: result)
    continuation = nil
  }
}
