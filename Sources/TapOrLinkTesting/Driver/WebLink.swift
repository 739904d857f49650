import TapSimulation

/// A link on the driver's simulated page (`TapSimulation`'s `WebLink`),
/// named here so that a test that imports only `TapOrLinkTesting` can give a
/// ``TapDriver`` its `links:`.
public typealias WebLink = TapSimulation.WebLink
