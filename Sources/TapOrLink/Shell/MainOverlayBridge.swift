/// The engine's decider on behalf of a ``MainTapOverlay``: every call
/// enters the main actor with `MainActor.assumeIsolated`, which checks that
/// it really runs there (and stops the process if not) instead of trusting
/// it.
final class MainOverlayBridge: TapOverlayDecider {
  weak var owner: MainTapOverlay?

  func overlay(_ overlay: TapOverlay, shouldAllow request: NavigationRequest, as role: RequestRole)
    -> Bool
  {
    guard let owner else { return true }
    return MainActor.assumeIsolated {
      owner.liveDecider()?.overlay(owner, shouldAllow: request, as: role) ?? true
    }
  }

  func overlay(_ overlay: TapOverlay, runAction name: String, for request: NavigationRequest) {
    guard let owner else { return }
    MainActor.assumeIsolated { owner.liveDecider()?.overlay(owner, runAction: name, for: request) }
  }
}
