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
    overlay.delegate = self
  }

  private func toggleToolbar() {
    toolbarHidden.toggle()
    overlay.setHidden(toolbarHidden, for: ArticleScreen.toolbar)
  }
}

extension ArticleController: MainTapOverlayDelegate {
  func overlay(_ overlay: MainTapOverlay, tappedView view: ViewID, at point: Point) {
    if view == ArticleScreen.web { toggleToolbar() }
  }

  func overlay(_ overlay: MainTapOverlay, didDecide decision: Decision) {
    if case .link(let request) = decision.outcome { followed.append(request.url) }
  }

  func overlay(_ overlay: MainTapOverlay, runAction name: String, for request: NavigationRequest) {
    if name == "hideShow" { toggleToolbar() }
  }

  func overlay(_ overlay: MainTapOverlay, backButtonVisible visible: Bool) {
    backButtonShows = visible
  }
}
