import TapOrLink
import TapScript

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
  /// - Parameters:
  ///   - timeline: the setup and steps, for example ``TapDriver/timeline``
  ///     or ``TapTimeline/init(scenario:)``.
  ///   - tolerance: how late a decision may reach its callback; by default
  ///     ``RealTimeDefaults/tolerance``.
  ///   - allowingForLoad: whether a decision may also be as late as the
  ///     machine itself was (``RealTimeReport/allowedLateness(at:)``); by
  ///     default it may, so that a loaded machine cannot fail the run. Pass
  ///     `false` to hold every decision to the tolerance alone.
  /// - Returns: the comparison, with the measured lateness; its
  ///   ``RealTimeReport/failure`` is `nil` when the runs agree.
  public static func run(
    _ timeline: TapTimeline, tolerance: Duration = RealTimeDefaults.tolerance,
    allowingForLoad: Bool = true
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
    do {
      let probes = decisions.map(\.time)
      let real = try await RealTimePlayer.play(
        timeline.setup, steps: timeline.steps, probes: probes, limit: limit)
      guard allowingForLoad else {
        return RealTimeReport(
          tolerance: tolerance, virtual: decisions, real: real.observations,
          timedOut: real.timedOut)
      }
      return RealTimeReport(
        tolerance: tolerance, virtual: decisions, real: real.observations,
        stepLateness: real.stepLateness, stepTimes: timeline.steps.map(\.time),
        timerLateness: real.probeLateness, timerTimes: probes, timedOut: real.timedOut)
    } catch {
      return RealTimeReport(
        tolerance: tolerance, virtual: decisions, real: [], setupError: error.description)
    }
  }
}
