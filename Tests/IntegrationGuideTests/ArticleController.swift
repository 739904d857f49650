import TapOrLink

/// The guide's controller, the part that is plain Swift: it owns the
/// overlay, and a tap on the text hides or shows the toolbar.
@MainActor
final class ArticleController {
  let overlay: MainTapOverlay
  private(set) var toolbarHidden = false
  private(set) var followed: [String] = []
  private(set) var backButtonShows = false

  init(overlay: MainTapOverlay) {
    self.overlay = overlay
    overlay.decider = self
    overlay.addObserver { [weak self] event in self?.observe(event) }
  }

  private func toggleToolbar() {
    toolbarHidden.toggle()
    overlay.setHidden(toolbarHidden, for: ArticleScreen.toolbar)
  }
}

extension ArticleController: MainTapOverlayDecider {
  /// What the controller observes: taps, links and the back button.
  private func observe(_ event: OverlayEvent) {
    if let tap = event.tappedView, tap.view == ArticleScreen.web { toggleToolbar() }
    if case .link(let request) = event.decision?.outcome { followed.append(request.url) }
    if case .backButton(let visible) = event.kind { backButtonShows = visible }
  }

  func overlay(_ overlay: MainTapOverlay, shouldAllow request: NavigationRequest) -> Bool {
    true
  }

  func overlay(_ overlay: MainTapOverlay, runAction name: String, for request: NavigationRequest) {
    if name == "hideShow" { toggleToolbar() }
  }
}
