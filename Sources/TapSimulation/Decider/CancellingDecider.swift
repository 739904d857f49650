import TapOrLink

/// The decider a simulation sets on its overlay for a ``CancelList``: it
/// answers `shouldAllow` from the list, against the web view's current
/// page, and runs no action of its own (the trace shows the engine's
/// `action` events).
///
/// Confined, with the simulation that holds it, to the thread driving it.
final class CancellingDecider: TapOverlayDecider {
  let list: CancelList

  init(_ list: CancelList) {
    self.list = list
  }

  func overlay(_ overlay: TapOverlay, shouldAllow request: NavigationRequest, as role: RequestRole)
    -> Bool
  {
    !list.cancels(request, on: overlay.history.currentLocation)
  }

  func overlay(_ overlay: TapOverlay, runAction name: String, for request: NavigationRequest) {}
}
