import TapOrLink

/// Example user code: the reading screen of the seed
/// (`uiwebview-javascript-bridge`), rebuilt on the overlay engine.
///
/// A web view shows an article; a toolbar below it has two buttons, A− and
/// A+, that change the text size. Tapping the text hides the toolbar, or
/// shows it again; tapping a link follows it.
///
/// Older article pages still carry the seed's script, which reports a tap
/// itself by loading `nativeaction://hideShow` right after touch-up. The
/// controller toggles at once on that call, and then ignores the engine's
/// own tap decision for the same gesture (750 ms later), or the toolbar
/// would flip back: a timing rule worth testing.
///
/// In the app the controller gets a `MainTapOverlay` on real time; its
/// tests wrap a `TapDriver`'s overlay in one (`MainTapOverlay(driver.overlay)`),
/// so the same main-actor code runs on virtual time.
@MainActor
final class ReaderController {
  /// Whether the toolbar shows.
  enum Toolbar: Equatable {
    /// On screen, its buttons work.
    case shown
    /// Off screen.
    case hidden
  }

  /// The toolbar's state.
  private(set) var toolbar: Toolbar = .shown
  /// Text size steps from the page's default (A− −1, A+ +1).
  private(set) var textSize = 0
  /// The links followed, in order.
  private(set) var followed: [String] = []
  /// Whether the back button shows.
  private(set) var backButtonShows = false
  /// When the page's script reported taps whose engine decision is still
  /// to come.
  private var scriptTaps: [Instant] = []

  private let overlay: MainTapOverlay

  /// The view ids of the screen.
  nonisolated static let web: ViewID = "web"
  nonisolated static let toolbarView: ViewID = "toolbar"
  nonisolated static let smaller: ViewID = "smaller"
  nonisolated static let larger: ViewID = "larger"

  init(overlay: MainTapOverlay) {
    self.overlay = overlay
    overlay.decider = self
    overlay.addObserver { [weak self] event in self?.observe(event) }
  }

  private func toggleToolbar() {
    toolbar = toolbar == .shown ? .hidden : .shown
    overlay.setHidden(toolbar == .hidden, for: Self.toolbarView)
  }

  /// Whether the page's script already reported this tap: a script call
  /// between its touch-up and its decision.
  private func takeScriptTap(for decision: Decision) -> Bool {
    guard let up = decision.evidence.upTime else { return false }
    scriptTaps.removeAll { $0 < up }
    guard let index = scriptTaps.firstIndex(where: { $0 <= decision.time }) else { return false }
    scriptTaps.remove(at: index)
    return true
  }
}

extension ReaderController: @MainActor TapOverlayDecider {
  /// What the reader hears: decisions, the toolbar's buttons (routed
  /// touches) and the back button.
  private func observe(_ event: OverlayEvent) {
    switch event.kind {
    case .decided(let decision):
      switch decision.outcome {
      case .tap(let view, _) where view == Self.web:
        if !takeScriptTap(for: decision) { toggleToolbar() }
      case .link(let request):
        followed.append(request.url)
      default:
        break
      }
    case .routed(let touch, let view):
      guard touch.phase == .up, toolbar == .shown else { return }
      if view == Self.smaller { textSize -= 1 }
      if view == Self.larger { textSize += 1 }
    case .backButton(let visible):
      backButtonShows = visible
    default:
      break
    }
  }

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool { true }

  func runAction(_ name: String, for request: NavigationRequest) {
    guard name == "hideShow" else { return }
    toggleToolbar()
    if overlay.undecidedCount > 0 { scriptTaps.append(overlay.lastInstant) }
  }
}
