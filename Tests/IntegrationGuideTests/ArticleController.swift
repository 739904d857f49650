import TapOrLink

/// The guide's controller, the part that is plain Swift: it listens to the
/// overlay, and a tap on the text hides or shows the toolbar.
@MainActor
final class ArticleController {
  let overlay: MainTapOverlay
  private let showToolbar: (_ hidden: Bool) -> Void
  private(set) var toolbarHidden = false
  private(set) var followed: [String] = []
  private(set) var backButtonShows = false
  /// The gesture whose tap last toggled the toolbar.
  private var toggledBy: GestureID?

  init(overlay: MainTapOverlay, toolbarHidden showToolbar: @escaping (_ hidden: Bool) -> Void) {
    self.overlay = overlay
    self.showToolbar = showToolbar
    overlay.decider = self
    overlay.addObserver { [weak self] event in self?.observe(event) }
  }

  private func toggleToolbar() {
    toolbarHidden.toggle()
    showToolbar(toolbarHidden)
  }
}

extension ArticleController: @MainActor TapOverlayDecider {
  /// What the controller observes: taps, links and the back button.
  private func observe(_ event: OverlayEvent) {
    if event.tappedView != nil {
      toggleToolbar()
      toggledBy = event.decision?.gesture
    }
    // A double tap's second tap: undo what its first tap did.
    if let first = event.decision?.outcome.firstTap, first == toggledBy { toggleToolbar() }
    if case .link(let request) = event.decision?.outcome { followed.append(request.url) }
    if case .backButton(let visible) = event.kind { backButtonShows = visible }
  }

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    // A double tap's second request for its first tap's link: the first
    // one loads.
    if case .repeatsLink = role { return false }
    return true
  }

  func runAction(_ name: String, for request: NavigationRequest) {
    if name == "hideShow" { toggleToolbar() }
  }
}
