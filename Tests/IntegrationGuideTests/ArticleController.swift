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

  init(overlay: MainTapOverlay, toolbarHidden showToolbar: @escaping (_ hidden: Bool) -> Void) {
    self.overlay = overlay
    self.showToolbar = showToolbar
    overlay.delegate = self
  }

  private func toggleToolbar() {
    toolbarHidden.toggle()
    showToolbar(toolbarHidden)
  }
}

extension ArticleController: MainTapOverlayDelegate {
  func overlay(_ overlay: MainTapOverlay, tappedView view: ViewID, at point: Point) {
    toggleToolbar()
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
