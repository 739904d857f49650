import TapSimulation

/// Everything a timeline runs against, before its first step: the views, the
/// covered web view's first page and links, and the engine's settings.
///
/// A setup is a plain value, so the same setup can start a ``TapDriver`` on
/// virtual time and a ``RealTimeReplay`` on the Dispatch scheduler. It is the
/// scenario language's `SimulationSetup`, the one place a scenario becomes
/// an engine, a page and a simulation: `TapSetup(scenario:)` sets up exactly
/// as the scenario runner does, and `makeSimulation()` makes the driver's
/// simulation.
public typealias TapSetup = SimulationSetup
