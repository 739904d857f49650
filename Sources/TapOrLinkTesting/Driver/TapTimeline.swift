import TapOrLink
import TapSimulation

/// A setup and the steps played on it: a timeline that can be played again,
/// on virtual time or in real time (``RealTimeReplay``).
///
/// A ``TapDriver`` records one as it plays (``TapDriver/timeline``); a
/// scenario file holds one too (`TapTimeline(scenario:)`, in TapScriptTesting).
public struct TapTimeline: Sendable {
  /// The views, page and settings the steps run against.
  public var setup: TapSetup
  /// The steps, in order, at absolute instants.
  public var steps: [Step]

  /// Creates a timeline.
  public init(setup: TapSetup, steps: [Step]) {
    self.setup = setup
    self.steps = steps
  }
}
