import TapOrLink
import TapSimulation

/// Plays a timeline in real time on the Dispatch scheduler and compares it
/// with the same timeline on virtual time.
///
/// Virtual-time tests prove the rules; this checks that the shipping
/// real-time stack (`SharedTapOverlay` on a `DispatchTimerScheduler`)
/// follows them on this machine: same outcomes, in the same order, each
/// reaching its callback within a tolerance of the instant the virtual run
/// decided it.
///
/// The real run plays each step at its offset from the start of the run
/// (stamping it with the instant it was actually played, as a
/// `SharedTapOverlay` stamps touches), simulates the page's link requests
/// after the click delay, and stops once no timer is pending. It takes as
/// long as the timeline, so keep timelines short: shrink the window, click
/// delay and long press in the setup's configuration rather than replaying
/// seconds of default timings.
///
/// Two runs can only agree when no outcome hangs on a race: keep every step
/// further than the tolerance from the rule boundaries it is near (a request
/// 1 ms before the window closes is a coin toss in real time).
public enum RealTimeReplay {
  /// Replays a timeline in real time and compares the decisions with its
  /// virtual run.
  ///
  /// A run the machine could not play as written (a step or timer was
  /// later than the tolerance, and the outcomes differ or a decision was
  /// late by no more than that stall: ``RealTimeReport/inconclusive``) is
  /// played again, up to `attempts` runs in all; the report returned is the
  /// first that can be judged, or the last. Empty timers every
  /// ``RealTimeDefaults/heartbeat`` watch each run for such stalls.
  ///
  /// - Parameters:
  ///   - timeline: the setup and steps, for example ``TapDriver/timeline``
  ///     or `TapTimeline(scenario:)` (TapScriptTesting).
  ///   - tolerance: how late a decision may reach its callback; by default
  ///     ``RealTimeDefaults/tolerance``.
  ///   - allowingForLoad: whether a decision may also be as late as the
  ///     machine itself was (``RealTimeReport/allowedLateness(at:)``), and
  ///     a run it could not play as written is played again; by default
  ///     yes, so that a loaded machine cannot fail the run. Pass `false` to
  ///     hold every decision to the tolerance alone, in one run.
  ///   - attempts: how many runs at most (at least 1); by default 3.
  /// - Returns: the comparison, with the measured lateness; its
  ///   ``RealTimeReport/failure`` is `nil` when the runs agree.
  public static func run(
    _ timeline: TapTimeline, tolerance: Duration = RealTimeDefaults.tolerance,
    allowingForLoad: Bool = true, attempts: Int = 3
  ) async -> RealTimeReport {
    let virtual: TapDriver
    do {
      virtual = try TapDriver(setup: timeline.setup)
    } catch {
      return RealTimeReport(
        tolerance: tolerance, virtual: [], real: [], setupError: error.description)
    }
    virtual.play(timeline.steps)
    virtual.runUntilIdle()
    let decisions = virtual.decisions
    let limit = virtual.now + tolerance + tolerance + .milliseconds(100)
    var attempt = 1
    while true {
      let report = await play(
        timeline, decisions: decisions, tolerance: tolerance, allowingForLoad: allowingForLoad,
        end: virtual.now, limit: limit)
      guard allowingForLoad, report.inconclusive != nil, attempt < attempts else { return report }
      attempt += 1
    }
  }

  /// The instants of the empty timers that watch the machine through a
  /// run: every ``RealTimeDefaults/heartbeat`` from the start to `end`,
  /// at most `RealTimeDefaults.maximumHeartbeats`.
  public static func heartbeats(until end: Instant) -> [Instant] {
    let count = min(
      RealTimeDefaults.maximumHeartbeats,
      Int((end - .zero) / RealTimeDefaults.heartbeat))
    return count < 1 ? [] : (1...count).map { .zero + RealTimeDefaults.heartbeat * $0 }
  }

  /// One real run of `timeline`, compared with the virtual run's
  /// `decisions`, watched by heartbeats until `end`, the virtual run's
  /// last instant (only when allowing for load).
  private static func play(
    _ timeline: TapTimeline, decisions: [Decision], tolerance: Duration, allowingForLoad: Bool,
    end: Instant, limit: Instant
  ) async -> RealTimeReport {
    let probes = decisions.map(\.time) + (allowingForLoad ? heartbeats(until: end) : [])
    let real: RealTimePlayer.Recording
    do {
      real = try await RealTimePlayer.play(
        timeline.setup, steps: timeline.steps, probes: probes, limit: limit)
    } catch {
      return RealTimeReport(
        tolerance: tolerance, virtual: decisions, real: [], setupError: error.description)
    }
    guard allowingForLoad else {
      return RealTimeReport(
        tolerance: tolerance, virtual: decisions, real: real.observations,
        timedOut: real.timedOut)
    }
    return RealTimeReport(
      tolerance: tolerance, virtual: decisions, real: real.observations,
      stepLateness: real.stepLateness, stepTimes: timeline.steps.map(\.time),
      timerLateness: real.probeLateness + real.pageTimers.map(\.lateness),
      timerTimes: probes + real.pageTimers.map(\.due), timedOut: real.timedOut)
  }
}
