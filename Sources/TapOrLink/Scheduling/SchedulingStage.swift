/// Which kind of work runs first when several are due at the same instant.
///
/// The scenario contract fixes the order at one instant: first the timeline's
/// own steps, then the requests of simulated pages (in the order they were
/// scheduled), then the engine's timers (in the order they were armed).
/// ``ManualScheduler`` orders due work by deadline, then stage, then the
/// order in which it was scheduled.
package enum SchedulingStage: Int, Comparable, Sendable, CaseIterable {
  /// Scripted input: touches and requests a test or timeline plays.
  case input = 0
  /// What a simulated page does on its own, such as the request a tapped
  /// link issues after the click delay.
  case page = 1
  /// The engine's own timer: the window (or control wait) and the long
  /// press.
  case timers = 2

  /// Whether `lhs` runs before `rhs` at the same instant.
  package static func < (lhs: SchedulingStage, rhs: SchedulingStage) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
