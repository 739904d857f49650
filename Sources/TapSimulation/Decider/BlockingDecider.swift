import TapOrLink

/// The decider a simulation sets on its overlay for a ``BlockList``: it
/// answers `shouldAllow` from the list, against the web view's current
/// page, and runs no action of its own (the trace shows the engine's
/// `action` events).
///
/// Confined, with the simulation that holds it, to the thread driving it.
final class BlockingDecider: TapOverlayDecider {
  let list: BlockList
  /// The overlay it decides for, whose page a relative URL is read against.
  weak var overlay: TapOverlay?

  init(_ list: BlockList) {
    self.list = list
  }

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    !list.blocks(request, on: overlay?.history.currentLocation)
  }

  func runAction(_ name: String, for request: NavigationRequest) {}
}
