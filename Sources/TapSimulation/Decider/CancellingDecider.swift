import TapOrLink

/// The decider a simulation sets on its overlay for a ``CancelList``: it
/// answers `shouldAllow` from the list, against the web view's current
/// page, and runs no action of its own (the trace shows the engine's
/// `action` events).
///
/// Confined, with the simulation that holds it, to the thread driving it.
final class CancellingDecider: TapOverlayDecider {
  let list: CancelList
  /// The overlay it decides for, whose page a relative URL is read against.
  weak var overlay: TapOverlay?

  init(_ list: CancelList) {
    self.list = list
  }

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    !list.cancels(request, on: overlay?.history.currentLocation)
  }

  func runAction(_ name: String, for request: NavigationRequest) {}
}
