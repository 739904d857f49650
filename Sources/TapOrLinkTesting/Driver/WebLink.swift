import TapSimulation

/// A link on the driver's simulated page (`TapSimulation`'s `WebLink`),
/// named here so that a test that imports only `TapOrLinkTesting` can give a
/// ``TapDriver`` its `links:`.
public typealias WebLink = TapSimulation.WebLink

/// A control on the driver's simulated page (`TapSimulation`'s
/// `WebControl`), named here so that a test that imports only
/// `TapOrLinkTesting` can give a ``TapDriver`` its `controls:`.
public typealias WebControl = TapSimulation.WebControl
