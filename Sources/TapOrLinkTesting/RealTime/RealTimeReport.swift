import TapOrLink
import TapSimulation

/// How a timeline's real-time run compares with its virtual run: decision by
/// decision, with the lateness measured.
///
/// Both runs share one timeline whose origin is the start of the run. The
/// *lateness* of a decision is the instant its callback ran in the real run
/// minus the instant the virtual run decided it: everything a listening app
/// would see, from steps played late by the system to timers that fire
/// late. The report passes when both runs decided the same outcomes in the
/// same order and every lateness lies within what
/// ``allowedLateness(at:)`` allows: the tolerance, plus however late the
/// machine itself was there, the larger of how late the run played the
/// latest step before that decision (a machine that plays a touch late
/// delays what follows it by as much, and a timer can only start once its
/// step ran) and how late an empty timer due at the decision's instant ran
/// on the same queue (a loaded machine runs every timer late, the
/// engine's too). No decision may be early by more than the tolerance.
public struct RealTimeReport: Sendable, CustomStringConvertible {
  /// One decision of the virtual run beside the real decision in its place.
  public struct Row: Hashable, Sendable {
    /// The virtual run's decision, if it made this many.
    public var virtual: Decision?
    /// The real run's decision, if it made this many.
    public var real: RealTimeObservation?

    /// Creates a row.
    public init(virtual: Decision?, real: RealTimeObservation?) {
      self.virtual = virtual
      self.real = real
    }

    /// Whether both runs decided the same outcome here (ignoring time).
    public var sameOutcome: Bool {
      guard let virtual, let real else { return false }
      return Self.outcomeText(virtual) == Self.outcomeText(real.decision)
    }

    /// When the real decision reached its callback, minus when the virtual
    /// run decided it.
    public var lateness: Duration? {
      guard let virtual, let real else { return nil }
      return real.delivered - virtual.time
    }

    /// The outcome as the trace prints it, without the time: `tap web 160 200`.
    static func outcomeText(_ decision: Decision) -> String {
      let line = TapCheck.line(decision)
      guard let colon = line.range(of: ": ") else { return line }
      return String(line[colon.upperBound...])
    }
  }

  /// The tolerance the run was checked against.
  public var tolerance: Duration
  /// The decisions of both runs, paired in order.
  public var rows: [Row]
  /// For each step, how late the real run played it.
  public var stepLateness: [Duration]
  /// For each step in ``stepLateness``, its instant on the timeline.
  public var stepTimes: [Instant]
  /// How late timers ran on the engine's queue, each due at its instant
  /// of ``timerTimes``: an empty one at each of the virtual run's
  /// decisions, and the simulated page's clicks and answers: how late this
  /// machine ran any timer then.
  public var timerLateness: [Duration]
  /// For each probe in ``timerLateness``, the instant it was due.
  public var timerTimes: [Instant]
  /// Whether the real run still had timers pending when it was stopped, at
  /// the virtual run's end plus twice the tolerance plus 100 ms.
  public var timedOut: Bool
  /// Why the timeline could not run at all (its views cannot carry an
  /// overlay), if so.
  public var setupError: String?

  /// Creates a report from the two runs.
  public init(
    tolerance: Duration, virtual: [Decision], real: [RealTimeObservation],
    stepLateness: [Duration] = [], stepTimes: [Instant] = [], timerLateness: [Duration] = [],
    timerTimes: [Instant] = [], timedOut: Bool = false, setupError: String? = nil
  ) {
    self.tolerance = tolerance
    self.rows = (0..<max(virtual.count, real.count)).map { index in
      Row(
        virtual: index < virtual.count ? virtual[index] : nil,
        real: index < real.count ? real[index] : nil)
    }
    self.stepLateness = stepLateness
    self.stepTimes = stepTimes
    self.timerLateness = timerLateness
    self.timerTimes = timerTimes
    self.timedOut = timedOut
    self.setupError = setupError
  }

  /// The largest lateness of any decision (zero when there were none).
  public var maxLateness: Duration {
    rows.compactMap(\.lateness).max() ?? .zero
  }

  /// The largest lateness of any step (zero when there were none).
  public var maxStepLateness: Duration {
    stepLateness.max() ?? .zero
  }

  /// The largest lateness of any probe timer (zero when there were none).
  public var maxTimerLateness: Duration {
    timerLateness.max() ?? .zero
  }

  /// The longest the machine was seen stalling: the larger of
  /// ``maxStepLateness`` and ``maxTimerLateness``.
  public var maxStall: Duration {
    max(maxStepLateness, maxTimerLateness)
  }

  /// How late the run played the latest step at or before `time` (zero
  /// when there is none, or no step times were given).
  public func stepLateness(before time: Instant) -> Duration {
    var lateness = Duration.zero
    for (index, stepTime) in zip(stepLateness.indices, stepTimes) where stepTime <= time {
      lateness = stepLateness[index]
    }
    return lateness
  }

  /// How late the timers due at `time` ran, the latest of them (zero when
  /// none was due then).
  public func timerLateness(at time: Instant) -> Duration {
    var lateness = Duration.zero
    for (index, timerTime) in zip(timerLateness.indices, timerTimes) where timerTime == time {
      lateness = max(lateness, timerLateness[index])
    }
    return lateness
  }

  /// How late the machine itself was at a decision the virtual run made at
  /// `time`: the larger of ``stepLateness(before:)``, the delay it imposed
  /// on the step that led to it, and ``timerLateness(at:)``, how late it ran
  /// a timer due then.
  public func machineLateness(at time: Instant) -> Duration {
    max(.zero, stepLateness(before: time), timerLateness(at: time))
  }

  /// How late a decision the virtual run made at `time` may reach its
  /// callback and still pass: the tolerance plus
  /// ``machineLateness(at:)``. On a quiet machine steps and timers are well
  /// under a millisecond late, and this is the tolerance.
  public func allowedLateness(at time: Instant) -> Duration {
    tolerance + machineLateness(at: time)
  }

  /// Whether a row's lateness lies outside what the run allows.
  private func outOfBounds(_ row: Row) -> Bool {
    guard let lateness = row.lateness, let virtual = row.virtual else { return false }
    return lateness > allowedLateness(at: virtual.time) || lateness < .zero - tolerance
  }

  /// The failure text, or `nil` when the real run matched the virtual run
  /// within the allowed lateness, or when the run is ``inconclusive``.
  public var failure: String? {
    if let setupError { return "the timeline cannot run: \(setupError)" }
    guard inconclusive == nil, let headline = problem else { return nil }
    return "\(headline)\n\(description)"
  }

  /// Why the run is no evidence either way, if so: the machine stalled
  /// (it played a step or ran a timer later than the tolerance somewhere in
  /// the run), and the run failed in a way such a stall explains.
  ///
  /// - Its outcomes differ from the virtual run's. A timeline keeps its
  ///   steps more than the tolerance away from the rule boundaries they
  ///   are near, so only a machine later than that can move a step across
  ///   one: the real run did not play the timeline as written.
  /// - Or a decision reached its callback later than
  ///   ``allowedLateness(at:)``, but by no more than the longest stall
  ///   (``maxStall``). The timer that measures the machine at a decision's
  ///   instant runs just before the engine's, and a machine that stalled
  ///   that long once can stall again between the two. A decision later
  ///   than even that is later than anything the machine was seen doing,
  ///   and fails.
  ///
  /// (`RealTimeReplay.run` plays such a run again.) `nil` when the run can
  /// be judged: on a machine that was never later than the tolerance,
  /// every failure counts.
  public var inconclusive: String? {
    guard setupError == nil else { return nil }
    let late = maxStall
    guard late > tolerance else { return nil }
    let differs = timedOut || rows.contains { !$0.sameOutcome }
    let lateByAStall = rows.contains { row in
      guard let lateness = row.lateness, let virtual = row.virtual else { return false }
      let allowed = allowedLateness(at: virtual.time)
      return lateness > allowed && lateness <= allowed + late
    }
    let lateBeyondAnyStall = rows.contains { row in
      guard let lateness = row.lateness, let virtual = row.virtual else { return false }
      return lateness > allowedLateness(at: virtual.time) + late
    }
    guard differs || (lateByAStall && !lateBeyondAnyStall) else { return nil }
    return
      "the machine played a step or ran a timer \(Self.magnitude(late)) late, more than the "
      + "tolerance of \(tolerance.millisecondsText), so the real run did not keep the "
      + "timeline's spacing and its "
      + (differs ? "outcomes are" : "lateness is") + " no evidence"
  }

  private var problem: String? {
    for (index, row) in rows.enumerated() {
      let number = "decision \(index + 1)"
      switch (row.virtual, row.real) {
      case (let virtual?, nil):
        return
          "the real run missed \(number), `\(TapCheck.line(virtual))`"
          + (timedOut ? " (it was still waiting for timers when stopped)" : "")
      case (nil, let real?):
        return "the real run made an extra \(number), `\(Self.line(real))`"
      case (let virtual?, let real?) where !row.sameOutcome:
        return
          "\(number) differs: `\(TapCheck.line(virtual))` virtually, "
          + "`\(Self.line(real))` in real time"
      default:
        break
      }
      if let lateness = row.lateness, let virtual = row.virtual, outOfBounds(row) {
        let machineLate = machineLateness(at: virtual.time)
        if lateness < .zero {
          return
            "\(number) reached its callback \(Self.magnitude(lateness)) early, "
            + "more than the tolerance of \(tolerance.millisecondsText)"
        }
        return
          "\(number) reached its callback \(Self.magnitude(lateness)) late, "
          + "more than the tolerance of \(tolerance.millisecondsText)"
          + (machineLate > .zero
            ? " beyond the machine's own lateness of \(Self.magnitude(machineLate))" : "")
      }
    }
    return timedOut ? "the real run still had timers pending when it was stopped" : nil
  }

  /// A summary line, then the two runs side by side with each lateness.
  public var description: String {
    var text =
      "real-time replay: \(rows.count) decision\(rows.count == 1 ? "" : "s"), "
      + "max lateness \(Self.signed(maxLateness)) (tolerance \(tolerance.millisecondsText)); "
      + "steps played up to \(Self.signed(maxStepLateness)) late"
      + (timerLateness.isEmpty ? "" : ", timers ran up to \(Self.signed(maxTimerLateness)) late")
    if rows.isEmpty { return text }
    let left = rows.map { $0.virtual.map(TapCheck.line) ?? "(none)" }
    let right = rows.map { row -> String in
      guard let real = row.real else { return "(none)" }
      let mark =
        row.virtual == nil || !row.sameOutcome
          || outOfBounds(row)
        ? "✗" : "✓"
      let lateness = row.lateness.map { ", \(Self.signed($0)) late" } ?? ""
      return
        "\(mark) \(Self.line(real))  "
        + "(delivered at \(Self.rounded(real.delivered))\(lateness))"
    }
    text += "\n" + SideBySide.render("virtual", left, "real", right)
    if let inconclusive { text += "\ninconclusive: " + inconclusive }
    return text
  }

  private static func magnitude(_ duration: Duration) -> String {
    microseconds(duration < .zero ? .zero - duration : duration).millisecondsText
  }

  /// A duration rounded to microseconds, with its sign: `+0.412ms`, `-0.003ms`.
  static func signed(_ duration: Duration) -> String {
    (duration < .zero ? "" : "+") + microseconds(duration).millisecondsText
  }

  /// A real decision as a trace line, its time rounded to microseconds.
  static func line(_ observation: RealTimeObservation) -> String {
    "\(rounded(observation.decision.time)): \(Row.outcomeText(observation.decision))"
  }

  /// An instant rounded to microseconds: `160.122ms`.
  static func rounded(_ instant: Instant) -> String {
    (Instant.zero + microseconds(instant - .zero)).description
  }

  private static func microseconds(_ duration: Duration) -> Duration {
    let micro = (Double(duration.nanoseconds) / 1_000).rounded()
    return .nanoseconds(Int64(micro) * 1_000)
  }
}
